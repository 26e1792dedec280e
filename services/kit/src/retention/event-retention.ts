import type { Worker } from 'bullmq';
import type { Pool } from '../db.js';
import { repeatableWorker, type JobOptions } from '../jobs.js';

/** Rows deleted per statement: short enough that a batch never holds the outbox for long (bench/event-retention). */
const batchSize = 1000;

/**
 * Deletes, oldest first, the outbox rows published before `before`, the inbox's records of events processed
 * before it and the dead letters an operator replayed or discarded before it, `batchSize` rows per statement, each its own transaction. Rows another transaction holds are skipped
 * (SKIP LOCKED), so the relay and the consumers never wait on it; an unpublished row is never touched. Answers how
 * many rows went.
 */
export async function purgeOldEvents(pool: Pool, before: Date): Promise<{ outbox: number; processedEvents: number; deadLetters: number }> {
  const outbox = await inBatches(
    pool,
    `DELETE FROM outbox WHERE id IN (
       SELECT id FROM outbox WHERE published_at < $1 ORDER BY published_at LIMIT $2 FOR UPDATE SKIP LOCKED)`,
    before,
  );
  const processedEvents = await inBatches(
    pool,
    `DELETE FROM processed_events WHERE (consumer_group, event_id) IN (
       SELECT consumer_group, event_id FROM processed_events WHERE processed_at < $1 ORDER BY processed_at LIMIT $2 FOR UPDATE SKIP LOCKED)`,
    before,
  );
  // A pending dead letter stays however old: only the operator's Reenviar or Descartar ends it.
  const deadLetters = await inBatches(
    pool,
    `DELETE FROM dead_letters WHERE id IN (
       SELECT id FROM dead_letters WHERE handled_at < $1 ORDER BY handled_at LIMIT $2 FOR UPDATE SKIP LOCKED)`,
    before,
  );
  return { outbox, processedEvents, deadLetters };
}

async function inBatches(pool: Pool, deleteBatch: string, before: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const { rowCount } = await pool.query(deleteBatch, [before, batchSize]);
    total += rowCount ?? 0;
    if ((rowCount ?? 0) < batchSize) return total;
  }
}

/**
 * The service's retention job: every `everyMs` (one run across replicas), `purgeOldEvents` of what is older than
 * `days`. Days, not hours: a redelivered event must still find its inbox record, so `days` must stay longer than
 * anything Kafka may redeliver (its topics keep 7 days by default).
 */
export function eventRetentionWorker(
  service: string,
  pool: Pool,
  options: JobOptions & { days: number; everyMs: number; log: { error(object: object, message: string): void } },
): Worker {
  return repeatableWorker(
    `${service}-event-retention`,
    'purge-old-events',
    () => purgeOldEvents(pool, new Date(Date.now() - options.days * 86_400_000)),
    options,
  );
}
