-- Splitting a check in equal parts (issue 33): its bill is fixed when split (kept in checks.bill while still open) and
-- its total divided in 2..20 parts, each charged on its own with its own payments and tip. A check split in parts is
-- no longer its table's main check: the table's next rounds open another one.
ALTER TABLE checks ADD COLUMN parts integer CHECK (parts BETWEEN 2 AND 20);
DROP INDEX checks_open_table;
CREATE UNIQUE INDEX checks_open_table ON checks (table_id) WHERE status = 'abierta' AND split_from IS NULL AND parts IS NULL;

CREATE TABLE check_parts (
  restaurant_id uuid NOT NULL,
  check_id      uuid NOT NULL,
  number        integer NOT NULL CHECK (number BETWEEN 1 AND 20),
  amount        integer NOT NULL CHECK (amount > 0),
  max_tip       integer NOT NULL CHECK (max_tip >= 0),
  tip           integer NOT NULL DEFAULT 0 CHECK (tip >= 0 AND tip <= max_tip),
  change        integer NOT NULL DEFAULT 0 CHECK (change >= 0),
  paid_at       timestamptz,
  paid_by       uuid,
  PRIMARY KEY (check_id, number),
  CONSTRAINT check_parts_paid CHECK ((paid_at IS NULL) = (paid_by IS NULL)),
  FOREIGN KEY (restaurant_id, check_id) REFERENCES checks (restaurant_id, id),
  FOREIGN KEY (restaurant_id, paid_by) REFERENCES restaurant_users (restaurant_id, id)
);

-- The part a payment paid; NULL when its check was charged whole.
ALTER TABLE check_payments ADD COLUMN part integer;
ALTER TABLE check_payments ADD FOREIGN KEY (check_id, part) REFERENCES check_parts (check_id, number);

-- The receipt's header (recibo de pago): the restaurant's business name, NIT and address.
ALTER TABLE billing_settings ADD COLUMN business_name text;
ALTER TABLE billing_settings ADD COLUMN nit text;
ALTER TABLE billing_settings ADD COLUMN address text;
