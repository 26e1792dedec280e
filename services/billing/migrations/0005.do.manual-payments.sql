-- Payments an administrator records by hand (spec 2 §2.6): how each part came in, who recorded it, and the key
-- of the dialog that sent it, so a second submit is the same payment.
ALTER TABLE payments
  ADD COLUMN method text NOT NULL DEFAULT 'wompi' CHECK (method IN ('wompi', 'manual')),
  ADD COLUMN recorded_by uuid,
  ADD COLUMN idempotency_key uuid UNIQUE;

-- A card keeps its last four digits and its holder only: never the number, the expiry or the CVV.
CREATE TABLE manual_payment_methods (
  payment_id  uuid NOT NULL REFERENCES payments (id),
  position    integer NOT NULL,
  type        text NOT NULL CHECK (type IN ('transfer', 'card', 'cash')),
  amount      integer NOT NULL CHECK (amount > 0),
  bank        text,
  reference   text,
  receipt_key text,
  card_last4  text CHECK (card_last4 ~ '^[0-9]{4}$'),
  card_holder text,
  PRIMARY KEY (payment_id, position)
);
