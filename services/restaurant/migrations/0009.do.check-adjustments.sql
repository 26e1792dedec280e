-- Discounts, courtesies and voids on an open check (issue 33 item 4), each with its reason, who made it, the
-- administrator who approved an employee's (NULL when an administrator made it) and when. A line's adjustment names
-- the line (order and position), so it follows the line if the line moves to another check; a discount on the whole
-- check names no line. `amount`: what it took off the bill when made, in pesos (a courtesy or void: the line's value).
CREATE TABLE check_adjustments (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  restaurant_id  uuid NOT NULL,
  check_id       uuid NOT NULL,
  kind           text NOT NULL CHECK (kind IN ('descuento', 'cortesia', 'anulacion')),
  order_id       uuid,
  position       integer,
  discount_type  text CHECK (discount_type IN ('porcentaje', 'valor')),
  discount_value integer CHECK (discount_value > 0),
  amount         integer NOT NULL CHECK (amount >= 0),
  reason         text NOT NULL CHECK (reason <> ''),
  created_by     uuid NOT NULL,
  approved_by    uuid,
  created_at     timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT check_adjustments_line_named CHECK ((order_id IS NULL) = (position IS NULL)),
  CONSTRAINT check_adjustments_discount CHECK ((kind = 'descuento') = (discount_type IS NOT NULL AND discount_value IS NOT NULL)),
  CONSTRAINT check_adjustments_whole_check CHECK (kind = 'descuento' OR order_id IS NOT NULL),
  FOREIGN KEY (restaurant_id, check_id) REFERENCES checks (restaurant_id, id),
  FOREIGN KEY (order_id, position) REFERENCES order_items (order_id, position),
  FOREIGN KEY (restaurant_id, created_by) REFERENCES restaurant_users (restaurant_id, id),
  FOREIGN KEY (restaurant_id, approved_by) REFERENCES restaurant_users (restaurant_id, id)
);
CREATE INDEX check_adjustments_check ON check_adjustments (check_id);
CREATE INDEX check_adjustments_of_line ON check_adjustments (order_id, position) WHERE order_id IS NOT NULL;
-- A line is a courtesy or voided once: two devices doing it at once meet here.
CREATE UNIQUE INDEX check_adjustments_line_out ON check_adjustments (order_id, position) WHERE kind IN ('cortesia', 'anulacion');
-- The Z report counts those made while its shift was open.
CREATE INDEX check_adjustments_restaurant_created ON check_adjustments (restaurant_id, created_at);
