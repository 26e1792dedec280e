import { repeatableWorker, type JobOptions, type Pool } from '@mb/service-kit';
import { purgeRequestKeys } from '../modules/request-keys/request-keys.repository.js';

/**
 * How long a write's Idempotency-Key is kept: longer than any device stays offline with its queue (a shift, a weekend
 * with the router down), so a late replay still finds its key.
 */
export const requestKeyRetentionDays = 7;
const batchSize = 1000;

/** Deletes the keys used before `before`, a batch per statement; answers how many went. */
export async function purgeOldRequestKeys(pool: Pool, before: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const purged = await purgeRequestKeys(pool, before, batchSize);
    total += purged;
    if (purged < batchSize) return total;
  }
}

/** Every hour (one run across replicas), the keys older than the retention go. */
export function requestKeysRetentionWorker(pool: Pool, options: JobOptions & { log: { error(object: object, message: string): void } }) {
  return repeatableWorker(
    'restaurant-request-keys-retention',
    'purge-request-keys',
    () => purgeOldRequestKeys(pool, new Date(Date.now() - requestKeyRetentionDays * 86_400_000)),
    { ...options, everyMs: 3_600_000 },
  );
}
