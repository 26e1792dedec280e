-- API access (issue 37 item 6, Gold): API keys and webhooks of a restaurant.
-- A key's secret is 256 random bits, so a SHA-256 of it is enough (no slow hash needed against guessing, and the
-- lookup stays one indexed equality); only the hash and the first characters are kept.
CREATE TABLE api_keys (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  restaurant_id uuid NOT NULL REFERENCES subscriptions (id),
  name          text NOT NULL,
  prefix        text NOT NULL,
  secret_hash   bytea NOT NULL UNIQUE,
  -- {"menu": "read", "orders": "write", ...}: write includes read.
  scopes        jsonb NOT NULL,
  expires_at    timestamptz,
  revoked_at    timestamptz,
  last_used_at  timestamptz,
  -- The administrator who made it: the key acts as them, and stops when their assignment goes.
  created_by    uuid NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX api_keys_restaurant ON api_keys (restaurant_id, created_at);

-- Webhooks: the signing secret must be read to sign, so it is kept as it is (shown to the owner only once).
CREATE TABLE webhook_endpoints (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  restaurant_id uuid NOT NULL REFERENCES subscriptions (id),
  url           text NOT NULL,
  events        text[] NOT NULL,
  secret        text NOT NULL,
  revoked_at    timestamptz,
  created_by    uuid NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX webhook_endpoints_restaurant ON webhook_endpoints (restaurant_id) WHERE revoked_at IS NULL;

-- One delivery per event and endpoint (a redelivered event makes no second one); its body is fixed when made, so
-- every try and every re-send signs the same bytes.
CREATE TABLE webhook_deliveries (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id),
  event_id    uuid NOT NULL,
  event_type  text NOT NULL,
  body        text NOT NULL,
  status      text NOT NULL DEFAULT 'pendiente' CHECK (status IN ('pendiente', 'entregado', 'fallido')),
  created_at  timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (endpoint_id, event_id)
);
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, created_at DESC);

-- Each try: what the endpoint answered (or the error) and how long it took.
CREATE TABLE webhook_attempts (
  delivery_id uuid NOT NULL REFERENCES webhook_deliveries (id),
  attempt     integer NOT NULL,
  status_code integer,
  duration_ms integer NOT NULL,
  error       text,
  at          timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (delivery_id, attempt)
);
