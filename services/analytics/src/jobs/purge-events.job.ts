import { repeatableWorker, type Pool } from '@mb/service-kit';

/** Raw events (and the ids of dropped ones, and which sessions came on which day) are kept this long; rollups stay. */
export const retentionMonths = 13;
/** Rows deleted per statement: a purge never holds long locks or one huge transaction. */
const chunk = 10_000;

/** Deletes what is older than the retention, a chunk at a time; returns how many events went. */
export async function purgeExpired(pool: Pool, now: Date): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - retentionMonths);
  let events = 0;
  for (const [table, column] of [
    ['events', 'received_at'],
    ['dropped_events', 'dropped_at'],
  ] as const) {
    for (;;) {
      const { rowCount } = await pool.query(
        `DELETE FROM ${table} WHERE ctid = ANY (ARRAY(SELECT ctid FROM ${table} WHERE ${column} < $1 LIMIT ${chunk}))`,
        [cutoff],
      );
      if (table === 'events') events += rowCount ?? 0;
      if ((rowCount ?? 0) < chunk) break;
    }
  }
  await pool.query(`DELETE FROM session_days WHERE day < $1::date`, [cutoff.toISOString().slice(0, 10)]);
  return events;
}

/** Daily by default; the scheduler's fixed id keeps one schedule across restarts and replicas. */
export function purgeEventsWorker(options: Parameters<typeof repeatableWorker>[3] & { pool: Pool }) {
  return repeatableWorker(
    'analytics-maintenance',
    'purge-expired-events',
    async () => ({ purged: await purgeExpired(options.pool, new Date()) }),
    options,
  );
}
