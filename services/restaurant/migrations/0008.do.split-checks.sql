-- Splitting a check by items (issue 33): lines move to a new check of the same table, charged on its own. A table keeps
-- one main open check, which its next rounds join; the checks split from it stay open beside it until charged.
ALTER TABLE checks ADD COLUMN split_from uuid;
ALTER TABLE checks ADD FOREIGN KEY (restaurant_id, split_from) REFERENCES checks (restaurant_id, id);
DROP INDEX checks_open_table;
CREATE UNIQUE INDEX checks_open_table ON checks (table_id) WHERE status = 'abierta' AND split_from IS NULL;

-- A line moved to another check than its order's; NULL: it is on its order's check.
ALTER TABLE order_items ADD COLUMN check_id uuid REFERENCES checks (id);
CREATE INDEX order_items_check ON order_items (check_id) WHERE check_id IS NOT NULL;
