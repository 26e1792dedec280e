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
