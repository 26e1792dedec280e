import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Kafka, logLevel } from 'kafkajs';
import { eventEnvelope, type EventEnvelope } from '@mb/contracts';
import { namespaced } from '../kafka/client.js';

const brokersFromEnv = () => (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');

export interface RecordedMessage {
  topic: string;
  envelope: EventEnvelope;
  headers: Record<string, string>;
}

/** Reads topics from the beginning in a throw-away group and keeps what arrives, for assertions. */
export async function recordTopics(options: { namespace: string; topics: string[]; brokers?: string[] }) {
  const kafka = new Kafka({ clientId: 'test-recorder', brokers: options.brokers ?? brokersFromEnv(), logLevel: logLevel.NOTHING });
  const consumer = kafka.consumer({ groupId: `recorder-${randomUUID()}`, allowAutoTopicCreation: false });
  const received: RecordedMessage[] = [];
  await consumer.connect();
  await consumer.subscribe({ topics: options.topics.map((topic) => namespaced(options.namespace, topic)), fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ topic, message }) => {
      const headers = Object.fromEntries(Object.entries(message.headers ?? {}).map(([key, value]) => [key, String(value)]));
      received.push({ topic, envelope: eventEnvelope.parse(JSON.parse(message.value!.toString())) as EventEnvelope, headers });
    },
  });
  return {
    received,
    waitFor: (predicate: (message: RecordedMessage) => boolean, timeoutMs = 20000) =>
      eventually(() => {
        const found = received.find(predicate);
        if (!found) throw new Error(`no matching message among ${received.length} on ${options.topics.join(', ')}`);
        return found;
      }, timeoutMs),
    stop: () => consumer.disconnect(),
  };
}

/** A producer kept open, for callers that send many times and time each send (benchmarks). */
export async function openSender(options: { namespace: string; brokers?: string[] }) {
  const kafka = new Kafka({ clientId: 'test-sender', brokers: options.brokers ?? brokersFromEnv(), logLevel: logLevel.NOTHING });
  const producer = kafka.producer();
  await producer.connect();
  return {
    async send(topic: string, messages: { key: string; value: string }[]): Promise<void> {
      await producer.send({ topic: namespaced(options.namespace, topic), messages, acks: -1 });
    },
    close: () => producer.disconnect(),
  };
}

/** Sends raw messages to a topic, as a redelivery or a misbehaving producer would. */
export async function sendRaw(options: {
  namespace: string;
  topic: string;
  messages: { key: string; value: string }[];
  brokers?: string[];
}): Promise<void> {
  const sender = await openSender(options);
  try {
    await sender.send(options.topic, options.messages);
  } finally {
    await sender.close();
  }
}

export async function eventually<T>(assertion: () => T | Promise<T>, timeoutMs = 20000, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(intervalMs);
    }
  }
}
