import type { FastifyBaseLogger } from 'fastify';
import type { KafkaMessage } from 'kafkajs';
import type { Pool } from '../db.js';
import type { Kafka } from '../kafka/client.js';
import { groupConsumer, type RunningConsumer } from '../kafka/consumer.js';
import { saveDeadLetter, type NewDeadLetter } from './dead-letters.repository.js';

const headerText = (message: KafkaMessage, name: string) => {
  const value = message.headers?.[name];
  return value === undefined ? undefined : String(value);
};

/** A message of a `<group>.dlt` topic as the console keeps it: the origin and error from its `dlt-*` headers. */
export function deadLetterOf(topic: string, partition: number, message: KafkaMessage): NewDeadLetter {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.headers ?? {})) {
    if (!name.startsWith('dlt-') && value !== undefined) headers[name] = String(value);
  }
  const originPartition = headerText(message, 'dlt-original-partition');
  const attempts = headerText(message, 'dlt-attempts');
  return {
    dltTopic: topic,
    dltPartition: partition,
    dltOffset: message.offset,
    originTopic: headerText(message, 'dlt-original-topic') ?? '',
    originPartition: originPartition === undefined ? null : Number(originPartition),
    originOffset: headerText(message, 'dlt-original-offset') ?? null,
    error: headerText(message, 'dlt-error') ?? 'desconocido',
    attempts: attempts === undefined ? null : Number(attempts),
    key: message.key,
    payload: message.value ?? Buffer.alloc(0),
    headers,
    deadAt: new Date(Number(message.timestamp)),
  };
}

/**
 * Copies what lands in the service's dead-letter topics into its `dead_letters` table, in a group of its own
 * (`<service>.dead-letters`, so replicas share the work): the console then lists them with a query, and marking one
 * replayed or discarded is a row update in the same transaction as its audit entry. A copy that fails is not
 * committed, so the message comes back.
 */
export async function startDeadLetterKeeper(options: {
  kafka: Kafka;
  pool: Pool;
  namespace: string;
  service: string;
  /** Namespaced, as Kafka names them. */
  topics: string[];
  logger: FastifyBaseLogger;
}): Promise<RunningConsumer> {
  let stopping = false;
  const consumer = groupConsumer({ ...options, group: `${options.service}.dead-letters` }, () => stopping);
  await consumer.connect();
  await consumer.subscribe({ topics: options.topics, fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ topic, partition, message }) => {
      await saveDeadLetter(options.pool, deadLetterOf(topic, partition, message));
    },
  });
  return {
    async stop() {
      stopping = true;
      await consumer.disconnect();
    },
  };
}
