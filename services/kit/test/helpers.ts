import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { catalogProductDeleted, type EventEnvelope } from '@mb/contracts';
import { createPool } from '../src/db.js';
import { createKafka, createProducer, ensureTopics, namespaced } from '../src/kafka/client.js';
import { adminDatabaseUrl, createTestSchema, dropSchema } from '../src/testing/index.js';

export const logger = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
const migrations = fileURLToPath(new URL('./fixtures/migrations', import.meta.url));
const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');

/** A schema with the kit's tables and an `effects` table, plus Kafka clients on a private namespace. */
export async function kitTestBed(namespace: string, topics: string[]) {
  const schema = await createTestSchema('kit', migrations);
  const pool = createPool({ url: adminDatabaseUrl, schema, max: 4 });
  const kafka = createKafka({ brokers, clientId: 'kit-test', logger });
  await ensureTopics(
    kafka,
    topics.map((topic) => namespaced(namespace, topic)),
  );
  const producer = createProducer(kafka);
  await producer.connect();
  return {
    /** Where the schema lives, for a process of its own to connect (see faults/). */
    databaseUrl: adminDatabaseUrl,
    schema,
    brokers,
    pool,
    kafka,
    producer,
    async close() {
      await producer.disconnect();
      await pool.end();
      await dropSchema(schema);
    },
  };
}

/** A valid envelope of a small event, for handlers that only count what they receive. */
export function deletedEvent(): EventEnvelope<{ productId: string }> {
  const productId = randomUUID();
  return {
    id: randomUUID(),
    type: catalogProductDeleted.type,
    version: 1,
    occurredAt: new Date().toISOString(),
    source: 'test',
    aggregateId: productId,
    payload: { productId },
  };
}
