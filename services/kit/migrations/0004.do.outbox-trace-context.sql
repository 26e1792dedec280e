-- The W3C trace context (traceparent, tracestate) of the request that wrote the row, when it was traced: the relay
-- restores it into the Kafka message's headers so the consumers continue the same trace. Null when untraced.
ALTER TABLE outbox ADD COLUMN trace_context jsonb;
