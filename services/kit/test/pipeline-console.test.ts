import { fileURLToPath } from 'node:url';
import { catalogProductDeleted, topics, type ServicePipeline } from '@mb/contracts';
import { createPool } from '../src/db.js';
import { createQueue, createRedis, createWorker } from '../src/jobs.js';
import { on } from '../src/kafka/consumer.js';
import { createServiceApp } from '../src/service-app.js';
import { eventually, sendRaw, signTestToken, testNamespace, testServiceConfig } from '../src/testing/index.js';
import { deletedEvent } from './helpers.js';

const migrations = fileURLToPath(new URL('./fixtures/migrations', import.meta.url));
const operator = { sub: '00000000-0000-4000-8000-0000000000aa', role: 'SuperAdmin' as const, email: 'operador@example.com' };

it('lists a dead-lettered message with its origin, error and payload; replays it once its cause is fixed (applied once, even sent twice); discards another and retries a failed job, each audited', async () => {
  const namespace = testNamespace();
  const env = await testServiceConfig('kit', migrations, { namespace });
  const { config } = env;
  const pool = createPool({ url: config.DATABASE_URL, schema: config.DATABASE_SCHEMA, max: 2 });
  // The handler's cause of failure is data: a product it does not know yet (as a row a service waits for).
  await pool.query('CREATE TABLE known_products (product_id uuid PRIMARY KEY)');
  let jobFails = true;
  const app = await createServiceApp({
    name: 'catalog',
    config,
    publishes: [catalogProductDeleted.topic, topics.catalogAudit],
    consumers: [
      {
        group: 'kit.console-test',
        handlers: [
          on(catalogProductDeleted, async (tx, { productId }, envelope) => {
            const known = await tx.query('SELECT 1 FROM known_products WHERE product_id = $1', [productId]);
            if (known.rowCount === 0) throw new Error(`producto desconocido ${productId}`);
            await tx.query('INSERT INTO effects (event_id, note) VALUES ($1, $2)', [envelope.id, 'aplicado']);
          }),
        ],
      },
    ],
    workers: ({ redis }) => [
      createWorker<object>(
        'console-check',
        async () => {
          if (jobFails) throw new Error('el proveedor no respondió');
        },
        { connection: redis, namespace },
      ),
    ],
  });
  const redis = createRedis(config.REDIS_URL);
  const as = (claims: object) => ({ authorization: `Bearer ${signTestToken(claims)}` });
  const read = async () => {
    const answer = await app.inject({ method: 'GET', url: '/admin/pipeline', headers: as(operator) });
    expect(answer.statusCode).toBe(200);
    return answer.json<ServicePipeline>();
  };
  const act = (url: string) => app.inject({ method: 'POST', url, headers: as(operator) });
  const effects = async (eventId: string) =>
    (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM effects WHERE event_id = $1', [eventId])).rows[0]!.n;
  const audits = async () =>
    (
      await pool.query<{ action: string; entity: string; actor: string }>(
        `SELECT payload->>'action' AS action, payload->'entity'->>'id' AS entity, payload->'actor'->>'email' AS actor
           FROM outbox WHERE type = 'catalog.audit.recorded' ORDER BY seq`,
      )
    ).rows;
  try {
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/admin/pipeline', headers: as({ role: 'Admin' }) })).statusCode).toBe(403);

    const replayed = deletedEvent();
    const discarded = deletedEvent();
    await sendRaw({
      namespace,
      topic: catalogProductDeleted.topic,
      messages: [replayed, discarded].map((event) => ({ key: event.aggregateId, value: JSON.stringify(event) })),
    });
    const listed = await eventually(async () => {
      const pipeline = await read();
      expect(pipeline.dead_letters).toHaveLength(2);
      return pipeline;
    }, 40_000);
    const letter = listed.dead_letters.find((candidate) => candidate.payload.includes(replayed.id))!;
    expect(letter).toMatchObject({
      group: 'kit.console-test',
      origin_topic: catalogProductDeleted.topic,
      origin_partition: expect.any(Number),
      error: `producto desconocido ${replayed.payload.productId}`,
      attempts: 5,
    });
    expect(JSON.parse(letter.payload)).toMatchObject({ id: replayed.id, type: catalogProductDeleted.type });
    expect(listed.health.groups).toEqual([{ group: 'kit.console-test', lag: 0, dead_letters: 2 }]);
    expect(listed.health.outbox).toEqual({ backlog: expect.any(Number), oldest_age_seconds: expect.any(Number) });
    expect(await effects(replayed.id)).toBe(0);

    // The cause fixed, the replay is applied once.
    await pool.query('INSERT INTO known_products (product_id) VALUES ($1)', [replayed.payload.productId]);
    const replay = await act(`/admin/pipeline/dead-letters/${letter.id}/replay`);
    expect(replay.json()).toEqual({ success: true, message: 'Mensaje reenviado a su tema original' });
    await eventually(async () => expect(await effects(replayed.id)).toBe(1));
    const after = await read();
    expect(after.dead_letters.map((candidate) => candidate.id)).not.toContain(letter.id);
    expect(after.health.groups[0]!.dead_letters).toBe(1);
    // Handled, it cannot be replayed again from the console...
    const again = await act(`/admin/pipeline/dead-letters/${letter.id}/replay`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Ese mensaje ya no está pendiente: fue reenviado o descartado');
    // ...and the same message arriving once more (a second replay from another replica, say) has no second effect.
    await sendRaw({
      namespace,
      topic: catalogProductDeleted.topic,
      messages: [{ key: replayed.aggregateId, value: JSON.stringify(replayed) }],
    });
    await eventually(async () => expect((await read()).health.groups[0]!.lag).toBe(0));
    expect(await effects(replayed.id)).toBe(1);
    expect((await read()).dead_letters).toHaveLength(1);

    const other = after.dead_letters[0]!;
    const discard = await act(`/admin/pipeline/dead-letters/${other.id}/discard`);
    expect(discard.json()).toEqual({ success: true, message: 'Mensaje descartado' });
    expect((await read()).dead_letters).toEqual([]);
    expect((await act(`/admin/pipeline/dead-letters/${other.id}/replay`)).statusCode).toBe(404);
    expect(await effects(discarded.id)).toBe(0);

    // A failed job is listed, and retried once its cause is gone.
    const queue = createQueue<object>('console-check', { connection: redis, namespace });
    await queue.add('aviso', {}, { jobId: 'aviso-1', attempts: 1 });
    const failed = await eventually(async () => {
      const jobs = (await read()).failed_jobs;
      expect(jobs).toHaveLength(1);
      return jobs[0]!;
    });
    expect(failed).toMatchObject({
      queue: 'console-check',
      id: 'aviso-1',
      name: 'aviso',
      reason: 'el proveedor no respondió',
      attempts: 1,
    });
    jobFails = false;
    expect((await act('/admin/pipeline/jobs/console-check/aviso-1/retry')).json()).toEqual({
      success: true,
      message: 'Trabajo reintentado',
    });
    await eventually(async () => expect(await (await queue.getJob('aviso-1'))!.isCompleted()).toBe(true));
    expect((await read()).failed_jobs).toEqual([]);
    expect((await act('/admin/pipeline/jobs/console-check/aviso-1/retry')).statusCode).toBe(404);
    await queue.close();

    expect(await audits()).toEqual([
      { action: 'dead_letter.replayed', entity: `kit.console-test/${letter.id}`, actor: operator.email },
      { action: 'dead_letter.discarded', entity: `kit.console-test/${other.id}`, actor: operator.email },
      { action: 'job.retried', entity: 'console-check/aviso-1', actor: operator.email },
    ]);
  } finally {
    await app.close();
    await pool.end();
    redis.disconnect();
    await env.cleanup();
  }
}, 120_000);
