-- The document the invoice names and, for a company, its business name: the profile holds them so they are checked
-- (a NIT's check digit, a cédula's form) before the buyer pays. Empty: the invoice takes the account's legal id.
ALTER TABLE customer_profiles
  ADD COLUMN identification_number text CHECK (identification_number IS NULL OR identification_number <> ''),
  ADD COLUMN business_name text CHECK (business_name IS NULL OR business_name <> '');

-- The approved payment an invoice bills, kept so a failed invoice can be built again once its cause is fixed.
ALTER TABLE invoices ADD COLUMN payment jsonb;
CREATE INDEX invoices_created_idx ON invoices (created_at DESC);

-- A DIAN credit note cancelling an issued invoice whose payment was voided at Wompi or refunded by an administrator.
-- One per invoice; its states are the invoice's (pending until DIAN answers).
CREATE TABLE credit_notes (
  payment_id    uuid PRIMARY KEY REFERENCES invoices (payment_id),
  reason        text NOT NULL CHECK (reason IN ('voided', 'refunded')),
  status        text NOT NULL CHECK (status IN ('pending', 'issued', 'rejected', 'failed')),
  prefix        text NOT NULL,
  number        bigint,
  cude          text,
  status_code   text,
  errors        jsonb NOT NULL DEFAULT '[]',
  request       jsonb,
  response      jsonb,
  pdf_filename  text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  issued_at     timestamptz,
  UNIQUE (prefix, number)
);
