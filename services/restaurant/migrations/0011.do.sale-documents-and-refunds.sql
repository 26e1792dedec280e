-- A restaurant sale's DIAN document (issue 35). When a check is paid: whether its plan gives the sale a document, and
-- the diner who asked for a factura electrónica (DIAN identification type, number, name, e-mail; NULL: consumidor final).
ALTER TABLE checks ADD COLUMN electronic_document boolean NOT NULL DEFAULT false;
ALTER TABLE checks ADD COLUMN factura jsonb;

-- Refunds of a paid check's lines (some units of them), each with its reason, who made it and the administrator who
-- approved an employee's (NULL when an administrator made it). A line's figures are fixed when refunded, INC broken out.
CREATE TABLE check_refunds (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  restaurant_id uuid NOT NULL,
  check_id      uuid NOT NULL,
  subtotal      integer NOT NULL CHECK (subtotal >= 0),
  inc           integer NOT NULL CHECK (inc >= 0),
  total         integer NOT NULL CHECK (total > 0 AND total = subtotal + inc),
  reason        text NOT NULL CHECK (reason <> ''),
  created_by    uuid NOT NULL,
  approved_by   uuid,
  created_at    timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (restaurant_id, check_id) REFERENCES checks (restaurant_id, id),
  FOREIGN KEY (restaurant_id, created_by) REFERENCES restaurant_users (restaurant_id, id),
  FOREIGN KEY (restaurant_id, approved_by) REFERENCES restaurant_users (restaurant_id, id)
);
CREATE INDEX check_refunds_check ON check_refunds (check_id, created_at);

CREATE TABLE check_refund_lines (
  refund_id   uuid NOT NULL REFERENCES check_refunds (id),
  line_number integer NOT NULL,
  order_id   uuid NOT NULL,
  position   integer NOT NULL,
  name       text NOT NULL,
  quantity   integer NOT NULL CHECK (quantity > 0),
  unit_price integer NOT NULL CHECK (unit_price >= 0),
  total      integer NOT NULL CHECK (total >= 0 AND total = inc_base + inc_amount),
  inc_base   integer NOT NULL CHECK (inc_base >= 0),
  inc_amount integer NOT NULL CHECK (inc_amount >= 0),
  PRIMARY KEY (refund_id, order_id, position),
  FOREIGN KEY (order_id, position) REFERENCES order_items (order_id, position)
);
CREATE INDEX check_refund_lines_line ON check_refund_lines (order_id, position);

-- What invoicing says of each sale's document (invoicing.pos_document.updated): the latest per check (its sale's
-- document) or per refund (its nota de ajuste). `subject_id`: the refund's id for a note, the check's otherwise.
CREATE TABLE sale_documents (
  subject_id        uuid PRIMARY KEY,
  restaurant_id     uuid NOT NULL,
  check_id          uuid NOT NULL,
  refund_id         uuid,
  document_id       uuid NOT NULL,
  kind              text NOT NULL,
  status            text NOT NULL,
  number            text NOT NULL,
  cude              text,
  qr_url            text,
  resolution_legend text NOT NULL,
  problem           text,
  changed_at        timestamptz NOT NULL
);
CREATE INDEX sale_documents_check ON sale_documents (restaurant_id, check_id);
