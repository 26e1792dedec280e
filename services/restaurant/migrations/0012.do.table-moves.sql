-- Moving and merging tables (issue 36): a check moves to another free table, two checks merge into one (the one
-- merged away stays, as 'unida', pointing at the check that took its rounds), and lines move between open checks.
-- Every move is kept, and shown on the checks it touched.
ALTER TABLE checks DROP CONSTRAINT checks_status_check;
ALTER TABLE checks ADD CONSTRAINT checks_status_check CHECK (status IN ('abierta', 'pagada', 'unida'));
ALTER TABLE checks ADD COLUMN merged_into uuid;
ALTER TABLE checks ADD FOREIGN KEY (restaurant_id, merged_into) REFERENCES checks (restaurant_id, id);
ALTER TABLE checks ADD CONSTRAINT checks_merged CHECK ((status = 'unida') = (merged_into IS NOT NULL));

CREATE TABLE check_moves (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  restaurant_id  uuid NOT NULL,
  -- The check that moved, took the other's rounds (merge) or gave lines (lines moved).
  check_id       uuid NOT NULL,
  kind           text NOT NULL CHECK (kind IN ('mesa_cambiada', 'cuentas_unidas', 'lineas_movidas')),
  from_table_id  uuid,
  to_table_id    uuid,
  -- The check merged into this one, or the check the lines went to.
  other_check_id uuid,
  lines          integer NOT NULL DEFAULT 0 CHECK (lines >= 0),
  moved_by       uuid NOT NULL,
  moved_at       timestamptz NOT NULL DEFAULT clock_timestamp(),
  FOREIGN KEY (restaurant_id, check_id) REFERENCES checks (restaurant_id, id),
  FOREIGN KEY (restaurant_id, other_check_id) REFERENCES checks (restaurant_id, id),
  FOREIGN KEY (restaurant_id, from_table_id) REFERENCES restaurant_tables (restaurant_id, id),
  FOREIGN KEY (restaurant_id, to_table_id) REFERENCES restaurant_tables (restaurant_id, id),
  FOREIGN KEY (restaurant_id, moved_by) REFERENCES restaurant_users (restaurant_id, id)
);
CREATE INDEX check_moves_check ON check_moves (check_id);
CREATE INDEX check_moves_other ON check_moves (other_check_id) WHERE other_check_id IS NOT NULL;
