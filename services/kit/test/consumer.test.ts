import { catalogProductDeleted, deadLetterTopic } from '@mb/contracts';
import { on, startConsumer } from '../src/kafka/consumer.js';
import { eventually, recordTopics, sendRaw, testNamespace } from '../src/testing/index.js';
import { deletedEvent, kitTestBed, logger } from './helpers.js';

const namespace = testNamespace();
const group = 'kit.consumer-test';
let bed: Awaited<ReturnType<typeof kitTestBed>>;
beforeAll(async () => {
  bed = await kitTestBed(namespace, [catalogProductDeleted.topic, deadLetterTopic(group)]);
});
afterAll(() => bed.close());

const effects = async (eventId: string) =>
  (await bed.pool.query<{ note: string }>('SELECT note FROM effects WHERE event_id = $1', [eventId])).rows.map((row) => row.note);

it('retries a failing handler with back-off, then applies the event once; after bounded failures it dead-letters', async () => {
  const flaky = deletedEvent();
  const broken = deletedEvent();
  const tries = new Map<string, number>();
  const consumer = await startConsumer({
    kafka: bed.kafka,
    producer: bed.producer,
    pool: bed.pool,
    group,
    namespace,
    logger,
    attempts: 3,
    backoffMs: 20,
    handlers: [
      on(catalogProductDeleted, async (tx, _payload, envelope) => {
        const count = (tries.get(envelope.id) ?? 0) + 1;
        tries.set(envelope.id, count);
        // The effect is written before failing: a failed attempt must leave nothing behind.
        await tx.query('INSERT INTO effects (event_id, note) VALUES ($1, $2)', [envelope.id, `try ${count}`]);
        if (envelope.id === broken.id || count < 3) throw new Error(`boom ${count}`);
      }),
    ],
  });
  const dead = await recordTopics({ namespace, topics: [deadLetterTopic(group)] });
  try {
    await sendRaw({
      namespace,
      topic: catalogProductDeleted.topic,
      messages: [flaky, broken].map((e) => ({ key: e.aggregateId, value: JSON.stringify(e) })),
    });

    await eventually(async () => expect(await effects(flaky.id)).toEqual(['try 3']));
    const letter = await dead.waitFor((message) => message.envelope.id === broken.id);
    expect(letter.headers['dlt-attempts']).toBe('3');
    expect(letter.headers['dlt-error']).toBe('boom 3');
    expect(letter.headers['dlt-original-topic']).toBe(`${namespace}.${catalogProductDeleted.topic}`);
    expect(tries.get(broken.id)).toBe(3);
    expect(await effects(broken.id)).toEqual([]);
  } finally {
    await dead.stop();
    await consumer.stop();
  }
});

it('asks a handler whether an event concerns it before the inbox: one that does not is neither applied nor recorded', async () => {
  const wanted = deletedEvent();
  const ignored = deletedEvent();
  const consumer = await startConsumer({
    kafka: bed.kafka,
    producer: bed.producer,
    pool: bed.pool,
    group: `${group}.concerns`,
    namespace,
    logger,
    handlers: [
      on(
        catalogProductDeleted,
        async (tx, _payload, envelope) => {
          await tx.query('INSERT INTO effects (event_id, note) VALUES ($1, $2)', [envelope.id, 'applied']);
        },
        async (_db, _payload, envelope) => envelope.id !== ignored.id,
      ),
    ],
  });
  const recorded = async (eventId: string) =>
    (await bed.pool.query('SELECT 1 FROM processed_events WHERE consumer_group = $1 AND event_id = $2', [`${group}.concerns`, eventId]))
      .rowCount;
  try {
    await sendRaw({
      namespace,
      topic: catalogProductDeleted.topic,
      // One key, so one partition: once `wanted` is applied, `ignored` (sent before it) has been handled.
      messages: [ignored, wanted].map((e) => ({ key: wanted.aggregateId, value: JSON.stringify(e) })),
    });
    await eventually(async () => expect(await effects(wanted.id)).toEqual(['applied']));
    expect(await recorded(wanted.id)).toBe(1);
    expect(await effects(ignored.id)).toEqual([]);
    expect(await recorded(ignored.id)).toBe(0);
  } finally {
    await consumer.stop();
  }
});
