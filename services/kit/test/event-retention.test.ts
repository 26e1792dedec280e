import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createPool, type Pool } from '../src/db.js';
import { createRedis } from '../src/jobs.js';
import { eventRetentionWorker, purgeOldEvents } from '../src/retention/event-retention.js';
import { adminDatabaseUrl, createTestSchema, dropSchema, eventually, testNamespace } from '../src/testing/index.js';
import { logger } from './helpers.js';

const migrations = fileURLToPath(new URL('./fixtures/migrations', import.meta.url));
const day = 86_400_000;
let schema: string;
let pool: Pool;

beforeAll(async () => {
  schema = await createTestSchema('kit', migrations);
  pool = createPool({ url: adminDatabaseUrl, schema, max: 4 });
});
afterAll(async () => {
  await pool.end();
  await dropSchema(schema);
});
beforeEach(() => pool.query('TRUNCATE outbox, processed_events'));

/** `count` outbox rows written `daysAgo` days ago, published then (or still pending). */
async function outboxRows(count: number, daysAgo: number, published: boolean): Promise<void> {
  await pool.query(
    `INSERT INTO outbox (id, aggregatetype, aggregateid, type, version, payload, created_at, published_at)
     SELECT gen_random_uuid(), 'test', 'agg', 'test.happened', 1, '{}', now() - $2 * interval '1 day',
            CASE WHEN $3 THEN now() - $2 * interval '1 day' END
     FROM generate_series(1, $1)`,
    [count, daysAgo, published],
  );
}

async function processedEvents(count: number, daysAgo: number): Promise<void> {
  await pool.query(
    `INSERT INTO processed_events (consumer_group, event_id, event_type, processed_at)
     SELECT 'group', gen_random_uuid(), 'test.happened', now() - $2 * interval '1 day' FROM generate_series(1, $1)`,
    [count, daysAgo],
  );
}

const counts = async () =>
  (
    await pool.query<{ published: number; pending: number; processed: number }>(
      `SELECT (SELECT count(*)::int FROM outbox WHERE published_at IS NOT NULL) AS published,
              (SELECT count(*)::int FROM outbox WHERE published_at IS NULL) AS pending,
              (SELECT count(*)::int FROM processed_events) AS processed`,
    )
  ).rows[0]!;

it('deletes, in batches, published outbox rows, processed-event records and handled dead letters older than the retention; never a pending row', async () => {
  await outboxRows(2500, 20, true);
  // Dead letters: replayed 20 days ago (gone), discarded yesterday (kept), still pending after 30 days (kept).
  await pool.query(
    `INSERT INTO dead_letters (dlt_topic, dlt_partition, dlt_offset, origin_topic, error, payload, headers, dead_at, handled, handled_at)
     VALUES ('g.dlt', 0, 1, 't', 'e', '\\x7b7d', '{}', now() - interval '30 days', 'replayed', now() - interval '20 days'),
            ('g.dlt', 0, 2, 't', 'e', '\\x7b7d', '{}', now() - interval '30 days', 'discarded', now() - interval '1 day'),
            ('g.dlt', 0, 3, 't', 'e', '\\x7b7d', '{}', now() - interval '30 days', NULL, NULL)`,
  );
  await outboxRows(3, 2, true);
  await outboxRows(4, 30, false);
  await processedEvents(1200, 15);
  await processedEvents(5, 1);

  const purged = await purgeOldEvents(pool, new Date(Date.now() - 14 * day));

  expect(purged).toEqual({ outbox: 2500, processedEvents: 1200, deadLetters: 1 });
  expect(await counts()).toEqual({ published: 3, pending: 4, processed: 5 });
  expect((await pool.query('SELECT dlt_offset::int AS offset FROM dead_letters ORDER BY dlt_offset')).rows).toEqual([
    { offset: 2 },
    { offset: 3 },
  ]);
});

it('skips a row another transaction holds instead of waiting for it, and takes it on a later run', async () => {
  await outboxRows(3, 20, true);
  const holder = await pool.connect();
  try {
    await holder.query('BEGIN');
    const held = await holder.query<{ id: string }>('SELECT id FROM outbox ORDER BY seq LIMIT 1 FOR UPDATE');
    expect(await purgeOldEvents(pool, new Date(Date.now() - 14 * day))).toEqual({ outbox: 2, processedEvents: 0, deadLetters: 0 });
    expect((await pool.query('SELECT id FROM outbox')).rows).toEqual(held.rows);
    await holder.query('COMMIT');
  } finally {
    holder.release();
  }
  expect((await purgeOldEvents(pool, new Date(Date.now() - 14 * day))).outbox).toBe(1);
});

it("the service's retention job purges on its schedule", async () => {
  await outboxRows(10, 20, true);
  await processedEvents(10, 20);
  await processedEvents(2, 0);
  const connection = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const worker = eventRetentionWorker(`kit-test-${randomUUID()}`, pool, {
    connection,
    namespace: testNamespace(),
    days: 14,
    everyMs: 200,
    log: logger,
  });
  try {
    await eventually(async () => expect(await counts()).toEqual({ published: 0, pending: 0, processed: 2 }), 15000);
  } finally {
    await worker.close();
    connection.disconnect();
  }
});
