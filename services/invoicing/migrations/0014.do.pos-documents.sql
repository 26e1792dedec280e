-- Issue 35 items 2, 4, 5: the DIAN document of each restaurant sale (POS equivalent document type 15, or a type-1
-- invoice when the diner asked for one) and the adjustment note (type 26) of each refund. One per check, one per
-- refund: a redelivered event finds its row. The number is taken in the transaction that inserts the row, so a
-- number is never skipped nor given twice; the row keeps it through every retry.
CREATE TABLE pos_documents (
  id                   uuid PRIMARY KEY,
  -- The order the restaurant's documents are sent in (creation order).
  seq                  bigserial UNIQUE,
  restaurant_id        uuid NOT NULL,
  issuer_id            integer NOT NULL REFERENCES issuers (id),
  check_id             uuid NOT NULL,
  refund_id            uuid,
  kind                 text NOT NULL CHECK (kind IN ('documento_pos', 'factura', 'nota_ajuste')),
  type_document_id     integer NOT NULL,
  -- 'retenido': APIDIAN's CUDE differs from ours, so it is not taken as issued until someone looks at it.
  status               text NOT NULL CHECK (status IN ('pendiente', 'emitido', 'rechazado', 'retenido')),
  prefix               text NOT NULL,
  number               bigint NOT NULL,
  resolution_legend    text NOT NULL,
  -- Ours, computed before sending (null for a type-1 invoice, whose CUFE needs the resolution's technical key).
  cude                 text,
  dian_cude            text,
  qr_url               text,
  status_code          text,
  errors               jsonb NOT NULL DEFAULT '[]',
  -- The event it documents, to build the request again after a fix.
  source               jsonb NOT NULL,
  request              jsonb NOT NULL,
  response             jsonb,
  send_attempts        integer NOT NULL DEFAULT 0,
  buyer_identification text NOT NULL,
  buyer_name           text NOT NULL,
  total_pesos          bigint NOT NULL,
  pdf_filename         text,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  issued_at            timestamptz,
  UNIQUE (issuer_id, prefix, number)
);
CREATE UNIQUE INDEX pos_documents_check_sale ON pos_documents (check_id) WHERE refund_id IS NULL;
CREATE UNIQUE INDEX pos_documents_refund ON pos_documents (refund_id) WHERE refund_id IS NOT NULL;
CREATE INDEX pos_documents_restaurant ON pos_documents (restaurant_id, seq);
CREATE INDEX pos_documents_open ON pos_documents (restaurant_id, seq) WHERE status = 'pendiente';

-- The next consecutive of each issuer's prefix; the row is locked by the transaction that takes a number.
CREATE TABLE pos_document_numbering (
  issuer_id   integer NOT NULL REFERENCES issuers (id),
  prefix      text NOT NULL,
  next_number bigint NOT NULL,
  PRIMARY KEY (issuer_id, prefix)
);
