-- A customer's right to use a product on a plan until a date (spec 2 §3). Payments and periods come
-- with the billing issue; catalog's product delete already needs to know who still holds one.
CREATE TABLE subscriptions (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id     uuid NOT NULL,
  product_id  uuid NOT NULL,
  plan_type   text NOT NULL CHECK (plan_type IN ('estandar', 'pro', 'gold')),
  status      text NOT NULL CHECK (status IN ('pending_payment', 'active', 'grace', 'expired', 'cancelled')),
  starts_at   timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  amount_paid integer NOT NULL DEFAULT 0 CHECK (amount_paid >= 0),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscriptions_product_status ON subscriptions (product_id, status);
CREATE INDEX subscriptions_user ON subscriptions (user_id);
