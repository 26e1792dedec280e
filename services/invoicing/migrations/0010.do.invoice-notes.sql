-- Credit and debit notes an administrator issues on an accepted invoice (issue 34 item 5): a credit note for some
-- lines or an amount, a debit note for an amount, each with DIAN's discrepancy code. Many per invoice; the refund's
-- cancelling note stays in credit_notes. Their states are the invoice's (pending until DIAN answers).
CREATE TABLE invoice_notes (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  payment_id    uuid NOT NULL REFERENCES invoices (payment_id),
  kind          text NOT NULL CHECK (kind IN ('credit', 'debit')),
  reason        int NOT NULL,
  description   text NOT NULL,
  -- What the note credits or debits, VAT included, in cents.
  total_cents   bigint NOT NULL CHECK (total_cents > 0),
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
CREATE INDEX invoice_notes_payment_idx ON invoice_notes (payment_id, created_at);
