-- The catalogue's products as catalog announces them: which one is the restaurant software (by slug).
CREATE TABLE catalog_products (
  product_id uuid PRIMARY KEY,
  slug       text NOT NULL,
  name       text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX catalog_products_slug ON catalog_products (slug);

-- Billing's subscriptions as its events last described them; a restaurant is one subscription of the
-- restaurant software. `event_at` is the time of the event applied last, so an older replay changes nothing.
CREATE TABLE subscriptions (
  id            uuid PRIMARY KEY,
  owner_user_id uuid NOT NULL,
  product_id    uuid NOT NULL,
  product_name  text NOT NULL,
  plan_type     text NOT NULL CHECK (plan_type IN ('estandar', 'pro', 'gold')),
  status        text NOT NULL CHECK (status IN ('pending_payment', 'active', 'grace', 'expired', 'cancelled')),
  expires_at    timestamptz NOT NULL,
  event_at      timestamptz NOT NULL
);
CREATE INDEX subscriptions_owner ON subscriptions (owner_user_id);

-- The staff an owner lets into their restaurant, by e-mail (spec 2 §2.4). Rows outlive a lapse or a smaller plan:
-- they show inactive, and only new ones are refused.
CREATE TABLE assignments (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subscription_id uuid NOT NULL REFERENCES subscriptions (id),
  owner_user_id   uuid NOT NULL,
  owner_email     text NOT NULL,
  assigned_email  text NOT NULL CHECK (assigned_email = lower(assigned_email)),
  assigned_name   text NOT NULL,
  role            text NOT NULL CHECK (role IN ('employee', 'admin', 'super_admin')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT assignments_subscription_email UNIQUE (subscription_id, assigned_email)
);
CREATE INDEX assignments_assigned_email ON assignments (assigned_email);
CREATE INDEX assignments_owner ON assignments (owner_user_id);
