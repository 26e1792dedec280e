import { fileURLToPath } from 'node:url';
import { catalogProductDeleted } from '@mb/contracts';
import { createPool } from '../src/db.js';
import { createQueue, createRedis, createWorker } from '../src/jobs.js';
import { on } from '../src/kafka/consumer.js';
import { createServiceApp } from '../src/service-app.js';
import { eventually, sendRaw, testNamespace, testServiceConfig } from '../src/testing/index.js';
import { deletedEvent } from './helpers.js';

const migrations = fileURLToPath(new URL('./fixtures/migrations', import.meta.url));

/** One figure of a Prometheus text exposition, by its name and labels (in the order the registry writes them). */
function figure(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

it("serves /metrics only to a scrape with the token, with each route's requests and the pipeline's backlog, lag and dead letters moving while a consumer is held", async () => {
  const namespace = testNamespace();
  const env = await testServiceConfig('kit', migrations, { namespace });
  // The relay makes its first round at start, then sleeps until a commit notifies it.
  const config = { ...env.config, OUTBOX_POLL_MS: 600_000 };
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const broken = deletedEvent();
  const app = await createServiceApp({
    name: 'metrics',
    config,
    publishes: [catalogProductDeleted.topic],
    consumers: [
      {
        group: 'kit.metrics-test',
        handlers: [
          on(catalogProductDeleted, async (_tx, _payload, envelope) => {
            await held;
            if (envelope.id === broken.id) throw new Error('no se pudo aplicar');
          }),
        ],
      },
    ],
    routes: (app) => {
      app.get('/greeting/:name', async () => ({ hola: true }));
    },
    workers: ({ redis }) => [
      createWorker<object>(
        'metrics-check',
        async () => {
          throw new Error('falló');
        },
        { connection: redis, namespace },
      ),
    ],
  });
  const pool = createPool({ url: config.DATABASE_URL, schema: config.DATABASE_SCHEMA, max: 2 });
  const redis = createRedis(config.REDIS_URL);
  const scrape = async (token = config.METRICS_TOKEN) =>
    app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
  const lag = async () => {
    const text = (await scrape()).body;
    return text
      .split('\n')
      .filter((line) => line.startsWith('kafka_consumer_lag{'))
      .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
  };
  const groupId = `${namespace}.kit.metrics-test`;
  const deadLetters = `kafka_dead_letter_messages{topic="${groupId}.dlt"}`;
  try {
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect((await scrape('otro_token_de_prueba_123')).statusCode).toBe(404);

    await app.inject({ method: 'GET', url: '/greeting/ana' });
    await app.inject({ method: 'GET', url: '/greeting/luis' });
    const first = await scrape();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/plain');
    expect(figure(first.body, 'http_request_duration_seconds_count{method="GET",route="/greeting/:name",status_code="200"}')).toBe(2);
    expect(figure(first.body, 'outbox_backlog')).toBe(0);
    expect(figure(first.body, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);

    // Rows written without the commit's notification: the relay, which polls rarely here, has not seen them yet.
    await pool.query(
      `INSERT INTO outbox (id, aggregatetype, aggregateid, type, version, payload)
       SELECT gen_random_uuid(), $1, gen_random_uuid()::text, $2, 1, '{}' FROM generate_series(1, 2)`,
      [catalogProductDeleted.topic, catalogProductDeleted.type],
    );
    const backlog = await scrape();
    expect(figure(backlog.body, 'outbox_backlog')).toBe(2);
    expect(figure(backlog.body, 'outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(0);

    // The consumer is held on its first message: what arrives meanwhile is its lag.
    await sendRaw({
      namespace,
      topic: catalogProductDeleted.topic,
      messages: [broken, deletedEvent(), deletedEvent()].map((e) => ({ key: 'same-partition', value: JSON.stringify(e) })),
    });
    await eventually(async () => expect(await lag()).toBe(3));
    expect(figure((await scrape()).body, deadLetters)).toBe(0);

    release();
    await eventually(async () => expect(await lag()).toBe(0));
    expect(figure((await scrape()).body, deadLetters)).toBe(1);

    // A job that fails for good is counted as failed.
    const queue = createQueue<object>('metrics-check', { connection: redis, namespace });
    await queue.add('once', {}, { attempts: 1 });
    await eventually(async () => expect(figure((await scrape()).body, 'bullmq_jobs{queue="metrics-check",state="failed"}')).toBe(1));
    await queue.close();
  } finally {
    release();
    await app.close();
    await pool.end();
    redis.disconnect();
    await env.cleanup();
  }
});
