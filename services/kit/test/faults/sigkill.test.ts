import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { catalogProductDeleted, deadLetterTopic } from '@mb/contracts';
import {
  consumedPastMarkers,
  eventually,
  recordTopics,
  sendRaw,
  startScript,
  testNamespace,
  type RunningScript,
} from '../../src/testing/index.js';
import { deletedEvent, kitTestBed } from '../helpers.js';

// A relay or consumer process killed with SIGKILL in the middle of a batch, then replaced by a fresh process: every
// outbox row still goes out, and every event is applied exactly once (the relay is at least once, the inbox dedupes).
const script = fileURLToPath(new URL('./pipeline-process.ts', import.meta.url));
const namespace = testNamespace();
let bed: Awaited<ReturnType<typeof kitTestBed>>;
const running: RunningScript[] = [];

beforeAll(async () => {
  bed = await kitTestBed(namespace, [catalogProductDeleted.topic, deadLetterTopic('kit.sigkill')]);
});
afterAll(async () => {
  await Promise.all(running.map((process) => process.kill()));
  await bed?.close();
});

function start(mode: 'relay' | 'consumer'): RunningScript {
  const process = startScript(script, {
    PIPELINE_MODE: mode,
    DATABASE_URL: bed.databaseUrl,
    DATABASE_SCHEMA: bed.schema,
    KAFKA_BROKERS: bed.brokers.join(','),
    BUS_NAMESPACE: namespace,
  });
  running.push(process);
  return process;
}

const count = async (sql: string) => (await bed.pool.query<{ n: number }>(sql)).rows[0]!.n;

/** Polls until `ready` holds, at most `timeoutMs`; false if it never did. */
async function waitUntil(ready: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ready()) return true;
    await sleep(2);
  }
  return false;
}

it('a relay killed while a claimed batch is in flight: a new relay publishes every row, none is lost', async () => {
  const total = 3000;
  // Written straight in SQL: 3000 contract-valid rows in one statement, spread over 50 aggregates.
  await bed.pool.query(
    `WITH products AS (SELECT gen_random_uuid() AS id, k FROM generate_series(0, 49) AS k)
     INSERT INTO outbox (id, aggregatetype, aggregateid, type, version, payload)
     SELECT gen_random_uuid(), $1, p.id::text, $2, 1, jsonb_build_object('productId', p.id)
       FROM generate_series(1, $3) AS i JOIN products AS p ON p.k = i % 50 ORDER BY i`,
    [catalogProductDeleted.topic, catalogProductDeleted.type, total],
  );
  const recorder = await recordTopics({ namespace, topics: [catalogProductDeleted.topic] });
  try {
    const first = start('relay');
    // Mid-batch: rows already published, and the relay's transaction open (rows claimed, sending to Kafka).
    const caught = await waitUntil(
      async () =>
        (await count(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'fault-relay' AND state = 'idle in transaction'`,
        )) > 0 && (await count('SELECT count(*)::int AS n FROM outbox WHERE published_at IS NOT NULL')) > 0,
      20000,
    );
    await first.kill();
    expect(caught).toBe(true);
    const publishedBefore = await count('SELECT count(*)::int AS n FROM outbox WHERE published_at IS NOT NULL');
    expect(publishedBefore).toBeLessThan(total);

    start('relay');
    await eventually(async () => expect(await count('SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL')).toBe(0), 30000);
    const { rows } = await bed.pool.query<{ id: string }>('SELECT id FROM outbox');
    await eventually(() => expect(new Set(recorder.received.map((m) => m.envelope.id))).toEqual(new Set(rows.map((row) => row.id))), 20000);
  } finally {
    await recorder.stop();
  }
});

it('a consumer killed mid-batch: the next one applies every event exactly once, redeliveries skipped by the inbox', async () => {
  const events = Array.from({ length: 1500 }, () => deletedEvent());
  await sendRaw({
    namespace,
    topic: catalogProductDeleted.topic,
    messages: events.map((e) => ({ key: e.aggregateId, value: JSON.stringify(e) })),
  });
  const ids = events.map((e) => e.id);
  const applied = async () =>
    (await bed.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM effects WHERE event_id = ANY($1::uuid[])', [ids])).rows[0]!.n;

  const first = start('consumer');
  const caught = await waitUntil(async () => (await applied()) >= 300, 30000);
  await first.kill();
  if (!caught) throw new Error(`the consumer applied too little in time:\n${first.output().slice(-3000)}`);
  const appliedBefore = await applied();
  expect(appliedBefore).toBeLessThan(events.length);

  const second = start('consumer');
  // The dead member holds its partitions until its session times out (15 s); then the new one takes over.
  await eventually(async () => expect(await applied()).toBe(events.length), 45000, 250);
  // Past the markers, the new consumer has been through every redelivered event: a second effect would be written.
  await consumedPastMarkers({ namespace, topic: catalogProductDeleted.topic, group: 'kit.sigkill', timeoutMs: 45000 });
  const { rows } = await bed.pool.query<{ event_id: string; n: number; by: string[] }>(
    `SELECT event_id, count(*)::int AS n, array_agg(note) AS by FROM effects WHERE event_id = ANY($1::uuid[]) GROUP BY event_id`,
    [ids],
  );
  expect(rows).toHaveLength(events.length);
  expect(rows.filter((row) => row.n !== 1)).toEqual([]);
  expect(new Set(rows.flatMap((row) => row.by))).toEqual(new Set([String(first.pid), String(second.pid)]));
  // The killed process had not committed its offsets: the new one was handed events it then skipped.
  expect(second.output()).toContain('event already applied; skipped');
}, 90000);
