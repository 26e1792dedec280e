-- Each restaurant's last order number, taken by a checkout in a statement of its own (committed at once), so
-- checkouts wait on each other for that one statement rather than for each other's whole transaction.
CREATE TABLE order_counters (
  restaurant_id uuid PRIMARY KEY,
  last_number   integer NOT NULL
);
INSERT INTO order_counters (restaurant_id, last_number) SELECT restaurant_id, max(number) FROM orders GROUP BY restaurant_id;
