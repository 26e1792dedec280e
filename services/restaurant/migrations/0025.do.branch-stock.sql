-- Stock per branch (issue 37 item 4: each branch has its own stock). Supplies and recipes stay one catalogue for the
-- restaurant; the quantity on hand, its ledger and the dishes hidden for want of supplies are each branch's. What
-- exists today is the main branch's.

-- A supply's stock in one branch, an integer of its base unit; no row is 0 (a round's move creates it). May go below 0:
-- a sale is never refused for stock.
CREATE TABLE branch_stock (
  restaurant_id uuid NOT NULL,
  branch_id     uuid NOT NULL,
  supply_id     uuid NOT NULL,
  stock         bigint NOT NULL,
  updated_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (branch_id, supply_id),
  FOREIGN KEY (restaurant_id, branch_id) REFERENCES branches (restaurant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (restaurant_id, supply_id) REFERENCES supplies (restaurant_id, id)
);
INSERT INTO branch_stock (restaurant_id, branch_id, supply_id, stock, updated_at)
SELECT s.restaurant_id, b.id, s.id, s.stock, s.updated_at FROM supplies s JOIN branches b ON b.restaurant_id = s.restaurant_id AND b.is_main;
ALTER TABLE supplies DROP COLUMN stock;

-- Every move names the branch whose stock it changed.
ALTER TABLE stock_moves ADD COLUMN branch_id uuid;
UPDATE stock_moves m SET branch_id = b.id FROM branches b WHERE b.restaurant_id = m.restaurant_id AND b.is_main;
ALTER TABLE stock_moves ALTER COLUMN branch_id SET NOT NULL,
  ADD FOREIGN KEY (restaurant_id, branch_id) REFERENCES branches (restaurant_id, id);
DROP INDEX stock_moves_supply;
CREATE INDEX stock_moves_branch ON stock_moves (branch_id, supply_id, id);

-- A dish the branch cannot make now ('Ocultar platos sin insumos'): one of its supplies there is below one portion's
-- need. Apart from the dish's availability set by hand, which the stock never changes.
CREATE TABLE dish_shortages (
  restaurant_id uuid NOT NULL,
  branch_id     uuid NOT NULL,
  dish_id       uuid NOT NULL,
  PRIMARY KEY (branch_id, dish_id),
  FOREIGN KEY (restaurant_id, branch_id) REFERENCES branches (restaurant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (restaurant_id, dish_id) REFERENCES dishes (restaurant_id, id) ON DELETE CASCADE
);
INSERT INTO dish_shortages (restaurant_id, branch_id, dish_id)
SELECT d.restaurant_id, b.id, d.id FROM dishes d JOIN branches b ON b.restaurant_id = d.restaurant_id AND b.is_main WHERE d.out_of_stock;
UPDATE dishes SET available = true WHERE out_of_stock;
ALTER TABLE dishes DROP COLUMN out_of_stock;
