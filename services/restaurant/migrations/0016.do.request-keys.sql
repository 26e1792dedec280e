-- A floor that keeps working offline (issue 36): each write a device queues (a round, an order's move) carries an
-- Idempotency-Key the device made. The first answer is kept with the key, so the same request sent again (the queue
-- replayed when the connection returns, a retry) gets that answer back and changes nothing; the hash of what was
-- asked tells a reused key with another request apart. Keys older than the retention are purged (request-keys job).
CREATE TABLE request_keys (
  restaurant_id   uuid NOT NULL,
  idempotency_key uuid NOT NULL,
  request_hash    text NOT NULL,
  response        jsonb NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (restaurant_id, idempotency_key)
);
CREATE INDEX request_keys_age ON request_keys (created_at);
