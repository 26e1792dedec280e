-- Inventory with recipes (issue 37 item 1). Every quantity is an integer of the supply's base unit (g, ml, unidad):
-- no floats anywhere. A cost is `cost` whole pesos for `cost_quantity` base units (12.000 per 1000 g), exact where a
-- cost per gram would be a fraction of a peso.
CREATE TABLE supplies (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  restaurant_id uuid NOT NULL REFERENCES subscriptions (id),
  name          text NOT NULL,
  unit          text NOT NULL CHECK (unit IN ('g', 'ml', 'unidad')),
  cost          integer NOT NULL CHECK (cost >= 0),
  cost_quantity integer NOT NULL CHECK (cost_quantity > 0),
  -- May go below 0: a sale is never refused for stock; the alert shows it.
  stock         bigint NOT NULL DEFAULT 0,
  low_stock     bigint NOT NULL DEFAULT 0 CHECK (low_stock >= 0),
  -- A removed supply leaves the lists and the recipes; its moves stay.
  removed_at    timestamptz,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT supplies_scoped UNIQUE (restaurant_id, id)
);
CREATE UNIQUE INDEX supplies_name ON supplies (restaurant_id, lower(name)) WHERE removed_at IS NULL;

-- One portion of a dish: how much of each supply it takes.
CREATE TABLE recipes (
  restaurant_id uuid NOT NULL,
  dish_id       uuid NOT NULL,
  supply_id     uuid NOT NULL,
  quantity      integer NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (dish_id, supply_id),
  FOREIGN KEY (restaurant_id, dish_id) REFERENCES dishes (restaurant_id, id) ON DELETE CASCADE,
  FOREIGN KEY (restaurant_id, supply_id) REFERENCES supplies (restaurant_id, id)
);

-- The ledger: every change of a supply's stock, why, by whom. A sale's rows name the order and its line, so a void of
-- the line or a cancelled order gives back exactly what was taken.
CREATE TABLE stock_moves (
  id            bigserial PRIMARY KEY,
  restaurant_id uuid NOT NULL,
  supply_id     uuid NOT NULL,
  delta         bigint NOT NULL,
  reason        text NOT NULL CHECK (reason IN ('venta', 'anulacion', 'compra', 'merma', 'ajuste', 'conteo')),
  note          text NOT NULL DEFAULT '',
  created_by    uuid NOT NULL,
  order_id      uuid REFERENCES orders (id),
  position      integer,
  created_at    timestamptz NOT NULL DEFAULT clock_timestamp(),
  FOREIGN KEY (restaurant_id, supply_id) REFERENCES supplies (restaurant_id, id),
  FOREIGN KEY (restaurant_id, created_by) REFERENCES restaurant_users (restaurant_id, id)
);
CREATE INDEX stock_moves_supply ON stock_moves (restaurant_id, supply_id, id);
CREATE INDEX stock_moves_order ON stock_moves (order_id) WHERE order_id IS NOT NULL;
