-- Financial management (issue 37 item 2, Gold): the restaurant's expenses in integer pesos. One paid from the register
-- ('caja') names the cash withdrawal it made in the open shift, so the closing count expects that much less cash.
-- An expense is never removed: a deletion keeps it, with who deleted it, when and why, and takes it out of the figures.
CREATE TABLE expenses (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  restaurant_id    uuid NOT NULL REFERENCES subscriptions (id),
  category         text NOT NULL CHECK (category IN ('arriendo', 'servicios', 'nomina', 'insumos', 'mantenimiento', 'otros')),
  supplier         text NOT NULL DEFAULT '',
  description      text NOT NULL CHECK (description <> ''),
  amount           integer NOT NULL CHECK (amount > 0 AND amount <= 1000000000),
  spent_on         date NOT NULL,
  paid_from        text NOT NULL CHECK (paid_from IN ('caja', 'otro')),
  cash_movement_id uuid UNIQUE REFERENCES cash_movements (id),
  created_by       uuid NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  deleted_by       uuid,
  deleted_at       timestamptz,
  delete_reason    text,
  CHECK ((paid_from = 'caja') = (cash_movement_id IS NOT NULL)),
  CHECK ((deleted_at IS NULL) = (deleted_by IS NULL) AND (deleted_at IS NULL) = (delete_reason IS NULL)),
  FOREIGN KEY (restaurant_id, created_by) REFERENCES restaurant_users (restaurant_id, id),
  FOREIGN KEY (restaurant_id, deleted_by) REFERENCES restaurant_users (restaurant_id, id)
);
CREATE INDEX expenses_by_day ON expenses (restaurant_id, spent_on) WHERE deleted_at IS NULL;
