-- Security answers are only ever compared, never shown: argon2id hashes like the password.
ALTER TABLE users
  ADD COLUMN security_q1_hash text,
  ADD COLUMN security_q2_hash text,
  ADD COLUMN security_q3_hash text;
CREATE INDEX users_phone ON users (phone) WHERE phone IS NOT NULL;

-- One row per code sent: the 6-character code for the dialog and the link token, both stored as
-- SHA-256 hashes. A new code (resend, changed e-mail) supersedes the older ones.
CREATE TABLE email_verifications (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email       text NOT NULL,
  code_hash   text NOT NULL,
  token_hash  text NOT NULL UNIQUE,
  attempts    int NOT NULL DEFAULT 0,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  superseded_at timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_verifications_user ON email_verifications (user_id, created_at DESC);

-- Password reset links: valid one hour, single use.
CREATE TABLE password_resets (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_resets_user ON password_resets (user_id);

-- Accounts at third parties (Google) that sign a user in, by the provider's stable subject.
CREATE TABLE external_accounts (
  provider   text NOT NULL,
  subject    text NOT NULL,
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email      text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);
CREATE INDEX external_accounts_user ON external_accounts (user_id);
