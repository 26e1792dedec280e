CREATE TABLE users (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email            text NOT NULL,
  full_name        text NOT NULL,
  company_name     text,
  phone            text,
  legal_id         text,
  role             text NOT NULL DEFAULT 'Client' CHECK (role IN ('Client', 'Admin', 'SuperAdmin')),
  status           text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive', 'suspended')),
  plan_type        text NOT NULL DEFAULT 'Basic',
  google_photo_url text,
  permissions      text[] NOT NULL DEFAULT '{view_own_data}',
  -- argon2id; null for accounts that only sign in with a third party
  password_hash    text,
  email_verified_at timestamptz,
  last_login       timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_unique ON users (lower(email));

-- One row per sign-in: the token carries its id (sid), so a session can be revoked server-side.
CREATE TABLE sessions (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_user ON sessions (user_id);
