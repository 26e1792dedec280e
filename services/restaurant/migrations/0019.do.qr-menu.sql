-- The QR menu (issue 37 item 3, plan feature menu_rapido): a restaurant's public menu at a short readable address
-- (/m/<slug>), one unguessable QR token per table (/m/<slug>/mesa/<token>), and the orders diners send from a table
-- when the restaurant allows it. Such an order waits as 'pendiente' until staff confirm it (it then becomes a round
-- for the kitchen) or reject it.
CREATE TABLE qr_menus (
  restaurant_id    uuid PRIMARY KEY REFERENCES subscriptions (id),
  slug             text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 60),
  ordering_enabled boolean NOT NULL DEFAULT false,
  updated_at       timestamptz NOT NULL DEFAULT now()
);

-- 128 random bits per table (gen_random_uuid's 122, hex): printed on its QR code, never derived from its number.
ALTER TABLE restaurant_tables ADD COLUMN qr_token text NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', '');
ALTER TABLE restaurant_tables ADD CONSTRAINT restaurant_tables_qr_token UNIQUE (qr_token);

CREATE TABLE table_orders (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  restaurant_id  uuid NOT NULL,
  table_id       uuid NOT NULL,
  -- The QR token it came with: a table whose token is changed keeps its past orders bound to the old one.
  qr_token       text NOT NULL,
  status         text NOT NULL DEFAULT 'pendiente' CHECK (status IN ('pendiente', 'confirmado', 'cancelado')),
  -- Each line as the diner chose it: dish id, quantity, note, option ids; priced again when staff confirm it.
  lines          jsonb NOT NULL CHECK (jsonb_typeof(lines) = 'array'),
  note           text NOT NULL DEFAULT '',
  total          integer NOT NULL CHECK (total > 0),
  created_at     timestamptz NOT NULL DEFAULT now(),
  decided_by     uuid,
  decided_at     timestamptz,
  FOREIGN KEY (restaurant_id, table_id) REFERENCES restaurant_tables (restaurant_id, id),
  FOREIGN KEY (restaurant_id, decided_by) REFERENCES restaurant_users (restaurant_id, id)
);
CREATE INDEX table_orders_pending ON table_orders (restaurant_id, created_at) WHERE status = 'pendiente';
