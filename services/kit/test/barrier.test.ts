import { setTimeout as sleep } from 'node:timers/promises';
import { catalogProductDeleted, deadLetterTopic } from '@mb/contracts';
import { on, startConsumer } from '../src/kafka/consumer.js';
import { consumedPastMarkers, jobsSettled, recordedPastMarkers, recordTopics, sendRaw, testNamespace } from '../src/testing/index.js';
import { createQueue, createRedis, createWorker } from '../src/jobs.js';
import { deletedEvent, kitTestBed, logger } from './helpers.js';

const namespace = testNamespace();
const group = 'kit.barrier-test';
const topic = catalogProductDeleted.topic;
let bed: Awaited<ReturnType<typeof kitTestBed>>;
beforeAll(async () => {
  bed = await kitTestBed(namespace, [topic, deadLetterTopic(group)]);
});
afterAll(() => bed.close());

const applied = async (ids: string[]) =>
  (await bed.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM effects WHERE event_id = ANY($1::uuid[])', [ids])).rows[0]!.n;

it('returns only once a slow consumer has applied every event sent before it, on every partition; the markers do nothing', async () => {
  const consumer = await startConsumer({
    kafka: bed.kafka,
    producer: bed.producer,
    pool: bed.pool,
    group,
    namespace,
    logger,
    handlers: [
      on(catalogProductDeleted, async (tx, _payload, envelope) => {
        await sleep(300); // slower than the send: without the barrier the count below is short
        await tx.query('INSERT INTO effects (event_id, note) VALUES ($1, $2)', [envelope.id, 'applied']);
      }),
    ],
  });
  const dead = await recordTopics({ namespace, topics: [deadLetterTopic(group)] });
  try {
    const events = Array.from({ length: 6 }, () => deletedEvent());
    await sendRaw({ namespace, topic, messages: events.map((event) => ({ key: event.aggregateId, value: JSON.stringify(event) })) });
    await consumedPastMarkers({ namespace, topic, group });
    expect(await applied(events.map((event) => event.id))).toBe(6);
    await recordedPastMarkers(dead, { namespace, topics: [deadLetterTopic(group)] });
    expect(dead.received.filter((message) => message.envelope.type !== 'testing.barrier.marker')).toEqual([]);
  } finally {
    await dead.stop();
    await consumer.stop();
  }
});

it('returns only once a recorder has received every event published before it', async () => {
  const recorder = await recordTopics({ namespace, topics: [topic] });
  try {
    const events = Array.from({ length: 20 }, () => deletedEvent());
    await sendRaw({ namespace, topic, messages: events.map((event) => ({ key: event.aggregateId, value: JSON.stringify(event) })) });
    await recordedPastMarkers(recorder, { namespace, topics: [topic] });
    const received = new Set(recorder.received.map((message) => message.envelope.id));
    expect(events.filter((event) => !received.has(event.id))).toEqual([]);
  } finally {
    await recorder.stop();
  }
});

it('returns only once a queue has run every job added before it', async () => {
  const connection = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const done: number[] = [];
  const slowly = async (job: { data: { n: number } }) => {
    await sleep(200);
    done.push(job.data.n);
  };
  const worker = createWorker<{ n: number }>('barrier-test', slowly, { connection, namespace, concurrency: 1 });
  const queue = createQueue<{ n: number }>('barrier-test', { connection, namespace });
  try {
    await Promise.all([1, 2, 3].map((n) => queue.add('count', { n })));
    await jobsSettled('barrier-test', { namespace });
    expect(done.sort()).toEqual([1, 2, 3]);
  } finally {
    await queue.close();
    await worker.close();
    connection.disconnect();
  }
});
