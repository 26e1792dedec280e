-- What restaurant keeps of identity's events so the app's access ends with the person's platform access, lastingly
-- (the revocation list in Redis is the at-once half and may be flushed).

-- Platform sessions identity ended before their expiry (logout, password reset, account disabled, role changed, deleted):
-- a restaurant_token or app session opened on one of them is refused. Kept until the session would have expired.
CREATE TABLE ended_platform_sessions (
  session_id text PRIMARY KEY,
  user_id    uuid NOT NULL,
  reason     text NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX ended_platform_sessions_expiry ON ended_platform_sessions (expires_at);

-- Each account's standing as identity last announced it; no row means nothing was announced (active).
CREATE TABLE platform_accounts (
  user_id    uuid PRIMARY KEY,
  status     text NOT NULL DEFAULT 'active',
  deleted    boolean NOT NULL DEFAULT false,
  changed_at timestamptz NOT NULL
);

-- restaurant_token ids already exchanged for a session (single use), kept until the token would have expired.
CREATE TABLE used_restaurant_tokens (
  jti        uuid PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX used_restaurant_tokens_expiry ON used_restaurant_tokens (expires_at);
