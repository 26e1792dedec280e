-- The documents sent to an issuer's DIAN test set (habilitación) and DIAN's verdict on each: APIDIAN keeps no such
-- list, and the enablement screen counts accepted and rejected ones as DIAN's portal does.
CREATE TABLE issuer_test_set_documents (
  id          bigserial PRIMARY KEY,
  issuer_id   integer NOT NULL REFERENCES issuers (id) ON DELETE CASCADE,
  test_set_id text NOT NULL,
  number      text,
  zip_key     text,
  status      text NOT NULL CHECK (status IN ('pending', 'accepted', 'rejected')),
  message     text,
  sent_at     timestamptz NOT NULL DEFAULT now(),
  settled_at  timestamptz
);
CREATE INDEX issuer_test_set_documents_issuer ON issuer_test_set_documents (issuer_id, id);
