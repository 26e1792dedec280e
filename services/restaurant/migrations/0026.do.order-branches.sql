-- An order (kitchen ticket) is of the branch its round was sent in (issue 37 item 4): each branch's kitchen boards show
-- and hear of their own. What exists is its check's branch, else its table's, else the main one.
ALTER TABLE orders ADD COLUMN branch_id uuid;
UPDATE orders o SET branch_id = coalesce(
  (SELECT branch_id FROM checks WHERE id = o.check_id),
  (SELECT branch_id FROM restaurant_tables WHERE id = o.table_id),
  (SELECT id FROM branches b WHERE b.restaurant_id = o.restaurant_id AND b.is_main));
ALTER TABLE orders ALTER COLUMN branch_id SET NOT NULL,
  ADD FOREIGN KEY (restaurant_id, branch_id) REFERENCES branches (restaurant_id, id);
