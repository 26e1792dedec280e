-- The sales reports (issue 37 item 5) read the checks paid in a range of days: totals, by waiter, by hour and weekday,
-- and the payments of those checks. This index finds them by when they were paid and carries the figures those
-- breakdowns add up, so they are read from the index alone (a Gold quarter over a year of checks); the lines by dish
-- still come from each check's bill.
CREATE INDEX checks_paid_report ON checks (restaurant_id, paid_at) INCLUDE (id, waiter_id, total, subtotal, inc, tip)
  WHERE status = 'pagada';
