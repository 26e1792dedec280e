-- An upgrade renewal credits the unused days of what was paid (integer pesos); the total is what is charged.
ALTER TABLE orders
  ADD COLUMN credit integer NOT NULL DEFAULT 0 CHECK (credit >= 0),
  ADD COLUMN credit_days integer NOT NULL DEFAULT 0 CHECK (credit_days >= 0),
  -- The buyer's document number and phone as identity had them when ordering: the invoice's customer.
  ADD COLUMN customer_legal_id text,
  ADD COLUMN customer_phone text;

-- When an upgrade credited the rest of a period: that rest is not credited again.
ALTER TABLE subscription_periods ADD COLUMN closed_at timestamptz;
