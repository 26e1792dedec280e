import type { Tx } from '../db.js';

/**
 * Applies an event's effect at most once per consumer group: the event id is inserted in the same
 * transaction as the effect, so a redelivered event finds its id and does nothing.
 * Returns false when the event had already been applied.
 */
export async function runIdempotent(
  tx: Tx,
  group: string,
  event: { id: string; type: string },
  effect: () => Promise<void>,
): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO processed_events (consumer_group, event_id, event_type) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [group, event.id, event.type],
  );
  if (inserted.rowCount === 0) return false;
  await effect();
  return true;
}
