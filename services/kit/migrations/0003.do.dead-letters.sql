-- The dead letters of this service's consumer groups, copied from their `<group>.dlt` topics by the dead-letter keeper
-- (src/pipeline) so the operator's console lists them with a query and marks one replayed or discarded in the same
-- transaction as its audit entry. The topic keeps the message; this row says whether someone has dealt with it.
CREATE TABLE dead_letters (
  id               bigserial PRIMARY KEY,
  dlt_topic        text NOT NULL,
  dlt_partition    integer NOT NULL,
  dlt_offset       bigint NOT NULL,
  origin_topic     text NOT NULL,
  origin_partition integer,
  origin_offset    bigint,
  error            text NOT NULL,
  attempts         integer,
  message_key      bytea,
  payload          bytea NOT NULL,
  -- The original message's own headers (trace context, say), to send it back as it came.
  headers          jsonb NOT NULL,
  dead_at          timestamptz NOT NULL,
  handled          text CHECK (handled IN ('replayed', 'discarded')),
  handled_at       timestamptz,
  UNIQUE (dlt_topic, dlt_partition, dlt_offset)
);
CREATE INDEX dead_letters_pending ON dead_letters (id) WHERE handled IS NULL;
