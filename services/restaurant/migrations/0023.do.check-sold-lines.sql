-- The lines a paid check sold (its voided ones left out), as its bill fixed them when it was charged: what the sales
-- report's lines by dish add up. Read from each check's bill instead, a Gold quarter (18 600 checks) spent most of the
-- report's time taking those bills apart (bench/sales-report.bench.ts); here they are rows found by restaurant and day.
CREATE TABLE check_sold_lines (
  restaurant_id uuid NOT NULL,
  check_id      uuid NOT NULL REFERENCES checks (id),
  paid_at       timestamptz NOT NULL,
  order_id      uuid NOT NULL,
  position      integer NOT NULL,
  dish_id       uuid,
  name          text NOT NULL,
  quantity      integer NOT NULL,
  line_total    integer NOT NULL,
  inc_base      integer NOT NULL,
  PRIMARY KEY (check_id, order_id, position)
);
CREATE INDEX check_sold_lines_report ON check_sold_lines (restaurant_id, paid_at) INCLUDE (dish_id, name, quantity, line_total, inc_base);

INSERT INTO check_sold_lines (restaurant_id, check_id, paid_at, order_id, position, dish_id, name, quantity, line_total, inc_base)
SELECT c.restaurant_id, c.id, c.paid_at, l.order_id, l.position, l.dish_id, l.name, l.quantity, l.line_total, l.inc_base
FROM checks c
CROSS JOIN LATERAL jsonb_to_recordset(c.bill->'lines')
  AS l(order_id uuid, position int, dish_id uuid, name text, quantity int, line_total int, inc_base int, voided boolean)
WHERE c.status = 'pagada' AND NOT coalesce(l.voided, false);
