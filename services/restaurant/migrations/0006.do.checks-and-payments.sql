-- The bill (issue 33): one open check (cuenta) per table, or per takeaway order, that gathers every round sent to the
-- kitchen; its payments; and the charge requests already answered (idempotency keys).

-- A restaurant's billing settings; no row means the defaults: responsible for the INC, 10 % tip suggested.
CREATE TABLE billing_settings (
  restaurant_id         uuid PRIMARY KEY REFERENCES subscriptions (id),
  inc_responsible       boolean NOT NULL DEFAULT true,
  suggested_tip_percent integer NOT NULL DEFAULT 10 CHECK (suggested_tip_percent BETWEEN 0 AND 10),
  updated_at            timestamptz NOT NULL DEFAULT now(),
  updated_by            uuid NOT NULL
);

-- Once paid, a check is read-only: its figures are kept as charged (the settings and the menu may change later).
CREATE TABLE checks (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  restaurant_id   uuid NOT NULL REFERENCES subscriptions (id),
  table_id        uuid,
  takeaway        boolean NOT NULL,
  status          text NOT NULL DEFAULT 'abierta' CHECK (status IN ('abierta', 'pagada')),
  waiter_id       uuid NOT NULL,
  opened_at       timestamptz NOT NULL DEFAULT now(),
  -- As charged: the bill (lines, INC, totals) shown then, and its totals for reports.
  bill            jsonb,
  subtotal        integer CHECK (subtotal >= 0),
  inc             integer CHECK (inc >= 0),
  total           integer CHECK (total >= 0),
  tip             integer NOT NULL DEFAULT 0 CHECK (tip >= 0),
  change          integer NOT NULL DEFAULT 0 CHECK (change >= 0),
  paid_at         timestamptz,
  paid_by         uuid,
  CONSTRAINT checks_scoped UNIQUE (restaurant_id, id),
  CONSTRAINT checks_table_or_takeaway CHECK ((table_id IS NULL) = takeaway),
  CONSTRAINT checks_paid CHECK (
    (status = 'pagada') = (paid_at IS NOT NULL AND paid_by IS NOT NULL AND bill IS NOT NULL AND total IS NOT NULL)
  ),
  FOREIGN KEY (restaurant_id, table_id) REFERENCES restaurant_tables (restaurant_id, id),
  FOREIGN KEY (restaurant_id, waiter_id) REFERENCES restaurant_users (restaurant_id, id),
  FOREIGN KEY (restaurant_id, paid_by) REFERENCES restaurant_users (restaurant_id, id)
);
-- One open check per table: a round for a table joins it, and two waiters' rounds at once meet on this index.
CREATE UNIQUE INDEX checks_open_table ON checks (table_id) WHERE status = 'abierta';
CREATE INDEX checks_restaurant_opened ON checks (restaurant_id, opened_at DESC);

-- Each order (a round, a kitchen ticket) belongs to one check. Orders from before checks existed have none.
ALTER TABLE orders ADD COLUMN check_id uuid;
ALTER TABLE orders ADD FOREIGN KEY (restaurant_id, check_id) REFERENCES checks (restaurant_id, id);
CREATE INDEX orders_check ON orders (check_id);

CREATE TABLE check_payments (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  restaurant_id uuid NOT NULL,
  check_id      uuid NOT NULL,
  position      integer NOT NULL,
  method        text NOT NULL CHECK (method IN ('efectivo', 'tarjeta', 'nequi', 'daviplata', 'transferencia')),
  -- What the payment settles of the check; for cash, what was received minus the change.
  amount        integer NOT NULL CHECK (amount >= 0),
  received      integer CHECK (received > 0),
  change        integer NOT NULL DEFAULT 0 CHECK (change >= 0),
  card_type     text CHECK (card_type IN ('debito', 'credito')),
  franchise     text,
  last_four     text CHECK (last_four ~ '^[0-9]{4}$'),
  approval_code text,
  bank          text,
  reference     text,
  created_by    uuid NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT check_payments_position UNIQUE (check_id, position),
  CONSTRAINT check_payments_cash CHECK ((method = 'efectivo') = (received IS NOT NULL)),
  CONSTRAINT check_payments_card CHECK (
    (method = 'tarjeta') = (card_type IS NOT NULL AND last_four IS NOT NULL AND approval_code IS NOT NULL)
  ),
  FOREIGN KEY (restaurant_id, check_id) REFERENCES checks (restaurant_id, id),
  FOREIGN KEY (restaurant_id, created_by) REFERENCES restaurant_users (restaurant_id, id)
);

-- A charge request's key and the answer it got: the same key again gets that answer, and charges nothing twice.
-- The row is written in the charge's own transaction, so a refused charge leaves no key behind.
CREATE TABLE check_charge_requests (
  restaurant_id   uuid NOT NULL,
  idempotency_key text NOT NULL,
  check_id        uuid NOT NULL,
  request_hash    text NOT NULL,
  response        jsonb,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (restaurant_id, idempotency_key),
  FOREIGN KEY (restaurant_id, check_id) REFERENCES checks (restaurant_id, id)
);
