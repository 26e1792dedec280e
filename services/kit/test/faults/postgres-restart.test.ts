import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { catalogProductDeleted, messages } from '@mb/contracts';
import { createPool, withTransaction, type Pool } from '../../src/db.js';
import { writeOutbox } from '../../src/outbox/write-outbox.js';
import { createServiceApp } from '../../src/service-app.js';
import type { App } from '../../src/create-server.js';
import {
  eventually,
  recordTopics,
  startPrivatePostgres,
  testNamespace,
  testServiceConfig,
  type PrivatePostgres,
  type TestServiceEnv,
} from '../../src/testing/index.js';

// PostgreSQL restarted under load, on a cluster of this test's own: requests meanwhile answer 503 (never 500), the
// pools reconnect by themselves, and every event written before or after the restart reaches Kafka.
const migrations = fileURLToPath(new URL('../fixtures/migrations', import.meta.url));
const namespace = testNamespace();
let postgres: PrivatePostgres;
let env: TestServiceEnv;
let app: App;
let db: Pool;

beforeAll(async () => {
  postgres = await startPrivatePostgres();
  env = await testServiceConfig('kit', migrations, { namespace, databaseUrl: postgres.url });
  db = createPool({ url: postgres.url, schema: env.config.DATABASE_SCHEMA, max: 2 });
  app = await createServiceApp({
    name: 'faults',
    config: env.config,
    publishes: [catalogProductDeleted.topic],
    routes(app, { pool }) {
      // A use case like any other: a state change and its event in one transaction.
      app.post('/deletions', async (_request, reply) => {
        const productId = randomUUID();
        const eventId = await withTransaction(pool, async (tx) => {
          const id = await writeOutbox(tx, catalogProductDeleted, { aggregateId: productId, payload: { productId } });
          await tx.query("INSERT INTO effects (event_id, note) VALUES ($1, 'request')", [id]);
          return id;
        });
        return reply.status(201).send({ success: true, eventId });
      });
    },
  });
  await app.ready();
}, 60000);
afterAll(async () => {
  await app?.close();
  await db?.end();
  await postgres?.close();
});

type Phase = 'before' | 'down' | 'after';
interface Answer {
  phase: Phase;
  status: number;
  body: { success: boolean; message?: string; eventId?: string };
}

/** Four callers in a loop until stopped, each answer kept with the phase it was sent in. */
function load(phase: () => Phase) {
  const answers: Answer[] = [];
  let stopped = false;
  const callers = Array.from({ length: 4 }, async () => {
    while (!stopped) {
      const sent = phase();
      const response = await app.inject({ method: 'POST', url: '/deletions' });
      answers.push({ phase: sent, status: response.statusCode, body: response.json() });
      await sleep(10);
    }
  });
  return {
    answers,
    async stop() {
      stopped = true;
      await Promise.all(callers);
    },
  };
}

const count = async (sql: string) => (await db.query<{ n: number }>(sql)).rows[0]!.n;

it('answers 503 while PostgreSQL is down, recovers by itself, and publishes every event written before and after', async () => {
  const recorder = await recordTopics({ namespace, topics: [catalogProductDeleted.topic] });
  let phase: Phase = 'before';
  const traffic = load(() => phase);
  try {
    await eventually(() => expect(traffic.answers.filter((a) => a.status === 201).length).toBeGreaterThanOrEqual(20), 10000);
    // A backlog the relay cannot have sent before the restart.
    await db.query(
      `INSERT INTO outbox (id, aggregatetype, aggregateid, type, version, payload)
       SELECT id, $1, id::text, $2, 1, jsonb_build_object('productId', id) FROM (SELECT gen_random_uuid() AS id FROM generate_series(1, 3000)) AS rows`,
      [catalogProductDeleted.topic, catalogProductDeleted.type],
    );
    const pendingAtRestart = await count('SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL');
    await postgres.stop('fast');
    phase = 'down';
    await eventually(async () => expect((await app.inject({ url: '/readyz' })).statusCode).toBe(503), 10000);
    phase = 'after';
    await postgres.start();
    await eventually(
      () => expect(traffic.answers.filter((a) => a.phase === 'after' && a.status === 201).length).toBeGreaterThanOrEqual(20),
      20000,
    );
    await traffic.stop();

    expect(pendingAtRestart).toBeGreaterThan(0);
    const refused = traffic.answers.filter((a) => a.status !== 201);
    expect(traffic.answers.filter((a) => a.phase === 'down').length).toBeGreaterThan(0);
    expect(traffic.answers.filter((a) => a.phase === 'down' && a.status === 201)).toEqual([]);
    expect(new Set(refused.map((a) => `${a.status} ${a.body.message}`))).toEqual(new Set([`503 ${messages.serviceUnavailable}`]));

    // Every accepted change is stored, and every outbox row, the backlog included, reaches Kafka.
    const accepted = traffic.answers.filter((a) => a.status === 201).map((a) => a.body.eventId!);
    const { rows: effects } = await db.query<{ event_id: string }>('SELECT event_id FROM effects');
    expect(effects.map((row) => row.event_id).sort()).toEqual(expect.arrayContaining(accepted.sort()));
    await eventually(async () => expect(await count('SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL')).toBe(0), 20000);
    const { rows: outbox } = await db.query<{ id: string }>('SELECT id FROM outbox');
    await eventually(
      () => expect(new Set(recorder.received.map((m) => m.envelope.id))).toEqual(new Set(outbox.map((row) => row.id))),
      20000,
    );
  } finally {
    await traffic.stop();
    await recorder.stop();
  }
});
