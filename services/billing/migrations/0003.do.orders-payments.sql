-- What a customer asked to buy, priced from catalog_products (never from the browser), in integer pesos.
CREATE TABLE orders (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id        uuid NOT NULL,
  kind           text NOT NULL CHECK (kind IN ('purchase', 'renewal')),
  status         text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid')),
  total          integer NOT NULL CHECK (total > 0),
  notes          text NOT NULL DEFAULT '',
  -- The buyer as they were when ordering: the invoice and the admin list need them, identity may change later.
  customer_email text NOT NULL,
  customer_name  text NOT NULL,
  -- A renewal names the subscription it renews.
  subscription_id uuid,
  created_at     timestamptz NOT NULL DEFAULT now(),
  paid_at        timestamptz
);
CREATE INDEX orders_user ON orders (user_id, created_at DESC);

-- quantity periods of `months` months each, at unit_price per period.
CREATE TABLE order_lines (
  order_id      uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  line_no       integer NOT NULL,
  product_id    uuid NOT NULL,
  product_name  text NOT NULL,
  product_category text,
  plan_type     text NOT NULL CHECK (plan_type IN ('estandar', 'pro', 'gold')),
  billing_cycle text NOT NULL CHECK (billing_cycle IN ('monthly', 'annual')),
  months        integer NOT NULL CHECK (months IN (1, 12)),
  quantity      integer NOT NULL CHECK (quantity > 0),
  unit_price    integer NOT NULL CHECK (unit_price >= 0),
  total         integer NOT NULL CHECK (total >= 0),
  PRIMARY KEY (order_id, line_no)
);

-- One attempt to collect an order through Wompi, under its own unique reference.
CREATE TABLE payments (
  id                   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  order_id             uuid NOT NULL REFERENCES orders (id),
  user_id              uuid NOT NULL,
  reference            text NOT NULL UNIQUE,
  amount_in_cents      bigint NOT NULL CHECK (amount_in_cents > 0),
  currency             text NOT NULL DEFAULT 'COP' CHECK (currency = 'COP'),
  status               text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'declined', 'voided', 'error')),
  wompi_status         text CHECK (wompi_status IN ('PENDING', 'APPROVED', 'DECLINED', 'VOIDED', 'ERROR')),
  wompi_transaction_id text,
  -- Wompi's last transaction object as it reached us (event or lookup).
  provider_payload     jsonb,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now(),
  paid_at              timestamptz
);
CREATE INDEX payments_pending ON payments (created_at) WHERE status = 'pending';
CREATE INDEX payments_created ON payments (created_at DESC);

-- Wompi's events carry no id: each (transaction, status) is applied once, whether it came by event or lookup.
CREATE TABLE wompi_transaction_updates (
  transaction_id text NOT NULL,
  status         text NOT NULL,
  payment_id     uuid NOT NULL REFERENCES payments (id),
  source         text NOT NULL CHECK (source IN ('event', 'lookup')),
  received_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (transaction_id, status)
);

-- At most one live subscription per customer and product: a repeated approval cannot create a second one.
CREATE UNIQUE INDEX subscriptions_one_live ON subscriptions (user_id, product_id)
  WHERE status IN ('pending_payment', 'active', 'grace');
CREATE INDEX subscriptions_due ON subscriptions (expires_at) WHERE status IN ('active', 'grace');

-- Each paid stretch of a subscription: the history behind its dates and amount_paid.
CREATE TABLE subscription_periods (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subscription_id uuid NOT NULL REFERENCES subscriptions (id),
  payment_id      uuid NOT NULL REFERENCES payments (id),
  plan_type       text NOT NULL,
  starts_at       timestamptz NOT NULL,
  ends_at         timestamptz NOT NULL,
  amount          integer NOT NULL CHECK (amount >= 0),
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (payment_id, subscription_id)
);

-- Reminders already announced for a paid-until date (7, 3, 1 days before), so each goes once per period.
CREATE TABLE subscription_reminders (
  subscription_id uuid NOT NULL REFERENCES subscriptions (id),
  expires_at      timestamptz NOT NULL,
  days_left       integer NOT NULL,
  sent_at         timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (subscription_id, expires_at, days_left)
);
