import { randomUUID } from 'node:crypto';
import type { EventDefinition, PayloadInputOf } from '@mb/contracts';
import type { Tx } from '../db.js';
import { currentTraceCarrier } from '../telemetry/trace-context.js';
import { outboxChannel } from './outbox-signal.js';

/** An integration event ready for the outbox, its payload already validated against its contract. */
export interface OutboxEvent {
  id: string;
  topic: string;
  aggregateId: string;
  type: string;
  version: number;
  correlationId: string | null;
  payload: unknown;
}

/** Validates an event's payload against its contract (a bad one throws here, before anything is written). */
export function outboxEvent<D extends EventDefinition>(
  event: D,
  data: { aggregateId: string; payload: PayloadInputOf<D>; correlationId?: string },
): OutboxEvent {
  return {
    id: randomUUID(),
    topic: event.topic,
    aggregateId: data.aggregateId,
    type: event.type,
    version: event.version,
    correlationId: data.correlationId ?? null,
    payload: event.payload.parse(data.payload),
  };
}

/**
 * Records integration events in the caller's transaction, in the order given: they are published if and only if the
 * state change they describe commits. One statement for all of them: each statement is a round trip to PostgreSQL.
 */
export async function writeOutboxEvents(tx: Tx, events: OutboxEvent[]): Promise<void> {
  if (events.length === 0) return;
  // The request's trace goes with its events: the relay continues it into Kafka (null outside a trace, or untraced).
  const traceContext = currentTraceCarrier();
  // The notification reaches the relay when (and only if) the transaction commits; it rides on the same statement.
  await tx.query(
    `WITH written AS (
       INSERT INTO outbox (id, aggregatetype, aggregateid, type, version, correlation_id, payload, trace_context)
       SELECT e.id, e.topic, e.aggregate_id, e.type, e.version, e.correlation_id, e.payload, $2::jsonb
       FROM jsonb_to_recordset($1::jsonb) AS e(n int, id uuid, topic text, aggregate_id text, type text, version int, correlation_id text,
                                               payload jsonb)
       ORDER BY e.n
       RETURNING 1
     )
     SELECT pg_notify('${outboxChannel}', current_schema()) FROM (SELECT 1 FROM written LIMIT 1) AS any_row`,
    [
      JSON.stringify(
        events.map((event, n) => ({
          n,
          id: event.id,
          topic: event.topic,
          aggregate_id: event.aggregateId,
          type: event.type,
          version: event.version,
          correlation_id: event.correlationId,
          payload: event.payload,
        })),
      ),
      traceContext && JSON.stringify(traceContext),
    ],
  );
}

/** Records one integration event in the caller's transaction (see `writeOutboxEvents`). */
export async function writeOutbox<D extends EventDefinition>(
  tx: Tx,
  event: D,
  data: { aggregateId: string; payload: PayloadInputOf<D>; correlationId?: string },
): Promise<string> {
  const row = outboxEvent(event, data);
  await writeOutboxEvents(tx, [row]);
  return row.id;
}
