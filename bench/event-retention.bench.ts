// The retention job over a million rows (issue 39): catalog's outbox holds 1 000 000 rows published 20 days ago and
// its inbox 200 000 records as old; while `purgeOldEvents` (what the hourly job runs) deletes them in batches of
// 1 000, the service keeps writing events (one every 20 ms, each in its own transaction) and its relay keeps
// publishing them to Kafka. Measured: each new event's delay from commit to published (PostgreSQL's own clock, the
// row's created_at to its published_at), before the purge and during it, and how long the purge takes.
import { catalogProductDeleted } from '@mb/contracts';
import { createPool, purgeOldEvents, withTransaction, writeOutbox } from '@mb/service-kit';
import { testNamespace } from '@mb/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { startCatalog } from '../services/catalog/test/helpers.js';
import { percentile, round } from './bench-kit.js';

const oldRows = Number(process.env.BENCH_OLD_ROWS ?? 1_000_000);
const budget = { publishDelayP99DuringPurgeMs: 500 };

const catalog = await startCatalog(testNamespace());
const db = createPool({ url: catalog.config.DATABASE_URL, schema: catalog.config.DATABASE_SCHEMA, max: 4 });

/** Writes an event every 20 ms until `until` resolves; answers the ids written. */
async function writeEvents(until: Promise<unknown>): Promise<string[]> {
  let done = false;
  void until.then(() => {
    done = true;
  });
  const ids: string[] = [];
  while (!done) {
    const productId = randomUUID();
    ids.push(await withTransaction(db, (tx) => writeOutbox(tx, catalogProductDeleted, { aggregateId: productId, payload: { productId } })));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return ids;
}

/** Each event's delay from written to published, in ms, once all are published. */
async function publishDelays(ids: string[]): Promise<number[]> {
  for (;;) {
    const { rows } = await db.query<{ delay: number | null }>(
      'SELECT extract(epoch FROM published_at - created_at) * 1000 AS delay FROM outbox WHERE id = ANY($1)',
      [ids],
    );
    if (rows.every((row) => row.delay !== null)) return rows.map((row) => Number(row.delay)).sort((a, b) => a - b);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const summary = (delays: number[]) => ({
  events: delays.length,
  p50Ms: round(percentile(delays, 0.5)),
  p99Ms: round(percentile(delays, 0.99)),
  maxMs: round(delays[delays.length - 1]!),
});

try {
  const filled = performance.now();
  await db.query(
    `INSERT INTO outbox (id, aggregatetype, aggregateid, type, version, payload, created_at, published_at)
     SELECT gen_random_uuid(), 'catalog.product', gen_random_uuid()::text, 'catalog.product.deleted', 1,
            jsonb_build_object('productId', gen_random_uuid()), now() - interval '20 days', now() - interval '20 days'
     FROM generate_series(1, $1)`,
    [oldRows],
  );
  await db.query(
    `INSERT INTO processed_events (consumer_group, event_id, event_type, processed_at)
     SELECT 'bench', gen_random_uuid(), 'billing.payment.approved', now() - interval '20 days' FROM generate_series(1, $1)`,
    [oldRows / 5],
  );
  await db.query('ANALYZE outbox; ANALYZE processed_events');
  const fillSeconds = (performance.now() - filled) / 1000;

  const before = await publishDelays(await writeEvents(new Promise((resolve) => setTimeout(resolve, 10_000))));
  const purgeStarted = performance.now();
  const purge = purgeOldEvents(db, new Date(Date.now() - 14 * 86_400_000));
  const during = await publishDelays(await writeEvents(purge));
  const purged = await purge;
  const purgeSeconds = (performance.now() - purgeStarted) / 1000;
  const left = (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM outbox WHERE published_at < now() - interval '14 days'"))
    .rows[0]!.n;

  const result = {
    oldRows: { outbox: oldRows, processedEvents: oldRows / 5, filledInSeconds: round(fillSeconds) },
    purge: {
      ...purged,
      seconds: round(purgeSeconds),
      rowsPerSecond: Math.round((purged.outbox + purged.processedEvents) / purgeSeconds),
      left,
    },
    publishDelayBeforePurge: summary(before),
    publishDelayDuringPurge: summary(during),
    budget,
  };
  console.log(JSON.stringify(result, null, 2));
  if (left !== 0 || purged.outbox !== oldRows) {
    console.error('the purge left old rows behind');
    process.exitCode = 1;
  }
  if (result.publishDelayDuringPurge.p99Ms > budget.publishDelayP99DuringPurgeMs) {
    console.error('the purge held up the relay beyond its budget');
    process.exitCode = 1;
  }
} finally {
  await db.end();
  await catalog.close();
}
