-- The platform's own DIAN invoices, one per approved payment (billing.payment.approved).

-- VAT rate per product. Prices are final to the customer; a product without a row pays the general 19 %.
-- Excluded services get a row with 0.
CREATE TABLE product_tax_rates (
  product_id  uuid PRIMARY KEY,
  vat_percent integer NOT NULL CHECK (vat_percent BETWEEN 0 AND 100),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- The next consecutive of each prefix in the resolution's range. A row lock makes concurrent invoices take turns,
-- so numbers are handed out once and in order.
CREATE TABLE invoice_numbering (
  prefix      text PRIMARY KEY,
  next_number bigint NOT NULL
);

-- The payment id is the key: an event delivered twice, or a retried job, finds its invoice instead of making another.
-- The number is given once, when the invoice passes our own check, and every retry sends that same number.
--   pending     built, not yet answered by DIAN (a retry first asks DIAN whether an earlier send got through)
--   in_process  DIAN took it and is still validating (98 / empty status)
--   issued      DIAN accepted it (00)
--   rejected    DIAN refused it (99 and the like): errors holds its rule messages
--   failed      never accepted by APIDIAN: our own check refused it, APIDIAN refused the request, or stayed unreachable
CREATE TABLE invoices (
  payment_id      uuid PRIMARY KEY,
  order_id        uuid NOT NULL,
  user_id         uuid NOT NULL,
  status          text NOT NULL CHECK (status IN ('pending', 'in_process', 'issued', 'rejected', 'failed')),
  prefix          text NOT NULL,
  number          bigint,
  charged_cents   bigint NOT NULL CHECK (charged_cents >= 0),
  -- The CUFE as we computed it, then as DIAN answered it.
  cufe            text,
  dian_cufe       text,
  status_code     text,
  errors          jsonb NOT NULL DEFAULT '[]',
  -- The body sent to APIDIAN, and its answer without the base64 documents.
  request         jsonb,
  response        jsonb,
  pdf_filename    text,
  send_attempts   integer NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  issued_at       timestamptz,
  UNIQUE (prefix, number)
);
CREATE INDEX invoices_user_idx ON invoices (user_id);
