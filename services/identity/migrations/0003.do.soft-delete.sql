-- A deleted account is kept 30 days (a SuperAdmin may restore it), inactive meanwhile so nothing lets it in; then its
-- personal data is erased. Money and tax records elsewhere keep their own copy of the buyer.
ALTER TABLE users
  ADD COLUMN deleted_at timestamptz,
  ADD COLUMN status_before_deletion text,
  ADD COLUMN erased_at timestamptz;
CREATE INDEX users_deleted ON users (deleted_at) WHERE deleted_at IS NOT NULL AND erased_at IS NULL;
-- The admin list pages the users that are not deleted, newest first.
CREATE INDEX users_listed ON users (created_at DESC, id DESC) WHERE deleted_at IS NULL;
