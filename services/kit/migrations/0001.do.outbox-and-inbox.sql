-- Transactional outbox. Columns follow Debezium's outbox event router (id, aggregatetype, aggregateid, type, payload)
-- so a CDC relay can replace the polling one; aggregatetype holds the topic.
CREATE TABLE outbox (
  id            uuid PRIMARY KEY,
  seq           bigserial NOT NULL,
  aggregatetype text NOT NULL,
  aggregateid   text NOT NULL,
  type          text NOT NULL,
  version       integer NOT NULL,
  correlation_id text,
  payload       jsonb NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  published_at  timestamptz,
  attempts      integer NOT NULL DEFAULT 0,
  last_error    text
);
CREATE INDEX outbox_pending ON outbox (seq) WHERE published_at IS NULL;

-- Inbox: one row per event a consumer group applied, written in the same transaction as the effect.
CREATE TABLE processed_events (
  consumer_group text NOT NULL,
  event_id       uuid NOT NULL,
  event_type     text NOT NULL,
  processed_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (consumer_group, event_id)
);
