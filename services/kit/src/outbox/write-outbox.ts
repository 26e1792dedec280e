import { randomUUID } from 'node:crypto';
import type { EventDefinition, PayloadInputOf } from '@mb/contracts';
import type { Tx } from '../db.js';

/**
 * Records an integration event in the caller's transaction: it is published if and only if
 * the state change it describes commits. The payload is validated against its contract first.
 */
export async function writeOutbox<D extends EventDefinition>(
  tx: Tx,
  event: D,
  data: { aggregateId: string; payload: PayloadInputOf<D>; correlationId?: string },
): Promise<string> {
  const payload = event.payload.parse(data.payload);
  const id = randomUUID();
  await tx.query(
    `INSERT INTO outbox (id, aggregatetype, aggregateid, type, version, correlation_id, payload)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [id, event.topic, data.aggregateId, event.type, event.version, data.correlationId ?? null, JSON.stringify(payload)],
  );
  return id;
}
