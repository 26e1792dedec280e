-- Cash-register shifts (caja, issue 33): opened with a float, cash moved in and out with a reason, closed with a count
-- by denominations against the cash expected. At most one open shift per restaurant; charging in cash needs it.
CREATE TABLE cash_shifts (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  restaurant_id uuid NOT NULL REFERENCES subscriptions (id),
  status        text NOT NULL DEFAULT 'abierta' CHECK (status IN ('abierta', 'cerrada')),
  opening_float integer NOT NULL CHECK (opening_float >= 0),
  opened_by     uuid NOT NULL,
  opened_at     timestamptz NOT NULL DEFAULT now(),
  -- At close: the count by denominations, the cash expected then, the difference (counted − expected), the Z report.
  counts        jsonb,
  counted_cash  integer CHECK (counted_cash >= 0),
  expected_cash integer,
  difference    integer,
  report        jsonb,
  closed_by     uuid,
  closed_at     timestamptz,
  CONSTRAINT cash_shifts_scoped UNIQUE (restaurant_id, id),
  CONSTRAINT cash_shifts_closed CHECK ((status = 'cerrada') = (closed_at IS NOT NULL AND counted_cash IS NOT NULL AND report IS NOT NULL)),
  FOREIGN KEY (restaurant_id, opened_by) REFERENCES restaurant_users (restaurant_id, id),
  FOREIGN KEY (restaurant_id, closed_by) REFERENCES restaurant_users (restaurant_id, id)
);
CREATE UNIQUE INDEX cash_shifts_open ON cash_shifts (restaurant_id) WHERE status = 'abierta';

CREATE TABLE cash_movements (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  restaurant_id uuid NOT NULL,
  shift_id      uuid NOT NULL,
  kind          text NOT NULL CHECK (kind IN ('entrada', 'salida')),
  amount        integer NOT NULL CHECK (amount > 0),
  reason        text NOT NULL,
  created_by    uuid NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (restaurant_id, shift_id) REFERENCES cash_shifts (restaurant_id, id),
  FOREIGN KEY (restaurant_id, created_by) REFERENCES restaurant_users (restaurant_id, id)
);
CREATE INDEX cash_movements_shift ON cash_movements (shift_id);

-- The shift open when a payment was taken (any method: the Z report shows them all); cash needs one.
ALTER TABLE check_payments ADD COLUMN shift_id uuid;
ALTER TABLE check_payments ADD FOREIGN KEY (restaurant_id, shift_id) REFERENCES cash_shifts (restaurant_id, id);
ALTER TABLE check_payments ADD CONSTRAINT check_payments_cash_in_shift CHECK (method <> 'efectivo' OR shift_id IS NOT NULL) NOT VALID;
CREATE INDEX check_payments_shift ON check_payments (shift_id);
