-- Finance by branch (issue 37 item 4): an expense is of the branch it was recorded in (one paid from the register, of
-- that register's branch); the income statement and the expenses list read one branch or every one together. What
-- exists is its register's branch, else the main one.
ALTER TABLE expenses ADD COLUMN branch_id uuid;
UPDATE expenses e SET branch_id = coalesce(
  (SELECT s.branch_id FROM cash_movements m JOIN cash_shifts s ON s.id = m.shift_id WHERE m.id = e.cash_movement_id),
  (SELECT id FROM branches b WHERE b.restaurant_id = e.restaurant_id AND b.is_main));
ALTER TABLE expenses ALTER COLUMN branch_id SET NOT NULL,
  ADD FOREIGN KEY (restaurant_id, branch_id) REFERENCES branches (restaurant_id, id);
