-- Branches (sedes, issue 37 item 4, `multi_sucursal`, Gold). Every restaurant has a main branch ('Principal'); a Gold
-- restaurant adds more. Tables, cash shifts and checks belong to one branch; the menu is shared, with a branch's own
-- price and availability of a dish as an override. Staff work in the branches they are assigned to; someone with no
-- assignment works in the main branch, and administrators in every branch.
CREATE TABLE branches (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  restaurant_id uuid NOT NULL REFERENCES subscriptions (id),
  name          text NOT NULL,
  -- The branch's part of its QR menu's address (/m/<restaurant>/<slug>).
  slug          text NOT NULL,
  is_main       boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT branches_scoped UNIQUE (restaurant_id, id)
);
CREATE UNIQUE INDEX branches_main ON branches (restaurant_id) WHERE is_main;
CREATE UNIQUE INDEX branches_name ON branches (restaurant_id, lower(name));
CREATE UNIQUE INDEX branches_slug ON branches (restaurant_id, slug);

INSERT INTO branches (restaurant_id, name, slug, is_main) SELECT id, 'Principal', 'principal', true FROM subscriptions;

-- Which branches a restaurant user works in.
CREATE TABLE branch_staff (
  restaurant_id uuid NOT NULL,
  branch_id     uuid NOT NULL,
  user_id       uuid NOT NULL,
  PRIMARY KEY (branch_id, user_id),
  FOREIGN KEY (restaurant_id, branch_id) REFERENCES branches (restaurant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (restaurant_id, user_id) REFERENCES restaurant_users (restaurant_id, id) ON DELETE CASCADE
);
CREATE INDEX branch_staff_user ON branch_staff (user_id);

-- A dish's price (integer pesos) and availability in one branch; no row, or a null price, is the shared menu's.
CREATE TABLE branch_dishes (
  restaurant_id uuid NOT NULL,
  branch_id     uuid NOT NULL,
  dish_id       uuid NOT NULL,
  price         integer CHECK (price >= 0),
  available     boolean NOT NULL DEFAULT true,
  PRIMARY KEY (branch_id, dish_id),
  FOREIGN KEY (restaurant_id, branch_id) REFERENCES branches (restaurant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (restaurant_id, dish_id) REFERENCES dishes (restaurant_id, id) ON DELETE CASCADE
);

-- The branch of every table, cash shift and check; what exists today is the main branch's.
ALTER TABLE restaurant_tables ADD COLUMN branch_id uuid;
ALTER TABLE cash_shifts ADD COLUMN branch_id uuid;
ALTER TABLE checks ADD COLUMN branch_id uuid;
UPDATE restaurant_tables t SET branch_id = b.id FROM branches b WHERE b.restaurant_id = t.restaurant_id AND b.is_main;
UPDATE cash_shifts t SET branch_id = b.id FROM branches b WHERE b.restaurant_id = t.restaurant_id AND b.is_main;
UPDATE checks t SET branch_id = b.id FROM branches b WHERE b.restaurant_id = t.restaurant_id AND b.is_main;
ALTER TABLE restaurant_tables ALTER COLUMN branch_id SET NOT NULL,
  ADD FOREIGN KEY (restaurant_id, branch_id) REFERENCES branches (restaurant_id, id);
ALTER TABLE cash_shifts ALTER COLUMN branch_id SET NOT NULL,
  ADD FOREIGN KEY (restaurant_id, branch_id) REFERENCES branches (restaurant_id, id);
ALTER TABLE checks ALTER COLUMN branch_id SET NOT NULL,
  ADD FOREIGN KEY (restaurant_id, branch_id) REFERENCES branches (restaurant_id, id);

-- A row written without its branch (a script, a seed) is the main branch's.
CREATE FUNCTION main_branch_by_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.branch_id IS NULL THEN
    SELECT id INTO NEW.branch_id FROM branches WHERE restaurant_id = NEW.restaurant_id AND is_main;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER restaurant_tables_branch BEFORE INSERT ON restaurant_tables FOR EACH ROW EXECUTE FUNCTION main_branch_by_default();
CREATE TRIGGER cash_shifts_branch BEFORE INSERT ON cash_shifts FOR EACH ROW EXECUTE FUNCTION main_branch_by_default();
CREATE TRIGGER checks_branch BEFORE INSERT ON checks FOR EACH ROW EXECUTE FUNCTION main_branch_by_default();

-- Table numbers and the open shift are each branch's own.
ALTER TABLE restaurant_tables DROP CONSTRAINT restaurant_tables_number;
ALTER TABLE restaurant_tables ADD CONSTRAINT restaurant_tables_number UNIQUE (branch_id, number);
DROP INDEX cash_shifts_open;
CREATE UNIQUE INDEX cash_shifts_open ON cash_shifts (branch_id) WHERE status = 'abierta';
CREATE INDEX checks_branch_opened ON checks (branch_id, opened_at DESC);
