import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { createQueue, createRedis } from '../jobs.js';
import { namespaced } from '../kafka/client.js';
import { eventually } from './events.js';

const brokersFromEnv = () => (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');

/** The marker's wire type: a valid envelope no consumer handles, so each one passes over it (and commits past it). */
export const barrierMarkerType = 'testing.barrier.marker';

/** One marker event on every partition of `topic`, after whatever was sent there before: each one's id and next offset. */
async function sendMarkers(options: { namespace: string; topic: string; brokers?: string[] }) {
  const kafka = new Kafka({ clientId: 'test-barrier', brokers: options.brokers ?? brokersFromEnv(), logLevel: logLevel.NOTHING });
  const topic = namespaced(options.namespace, options.topic);
  const admin = kafka.admin();
  const producer = kafka.producer();
  await Promise.all([admin.connect(), producer.connect()]);
  try {
    const [metadata] = (await admin.fetchTopicMetadata({ topics: [topic] })).topics;
    return await Promise.all(
      metadata!.partitions.map(async ({ partitionId }) => {
        const marker = {
          id: randomUUID(),
          type: barrierMarkerType,
          version: 1,
          occurredAt: new Date().toISOString(),
          source: 'test',
          aggregateId: `barrier-${partitionId}`,
          payload: {},
        };
        const message = { partition: partitionId, key: marker.aggregateId, value: JSON.stringify(marker) };
        const [written] = await producer.send({ topic, acks: -1, messages: [message] });
        return { id: marker.id, partition: partitionId, next: BigInt(written!.baseOffset!) + 1n };
      }),
    );
  } finally {
    await Promise.all([producer.disconnect(), admin.disconnect()]);
  }
}

/**
 * The barrier a test puts before asserting that a consumer did NOT do something (a second mail, send or effect):
 * sends a marker event to every partition of `topic`, after whatever the test sent there, and waits until the
 * consumer group `group` has committed past every marker. Kafka keeps order within a partition, so by then the group
 * has processed everything sent to the topic before: what it would have done twice is done, and absence means absence.
 */
export async function consumedPastMarkers(options: {
  namespace: string;
  topic: string;
  group: string;
  brokers?: string[];
  timeoutMs?: number;
}) {
  const markers = await sendMarkers(options);
  const topic = namespaced(options.namespace, options.topic);
  const groupId = namespaced(options.namespace, options.group);
  const admin = new Kafka({ clientId: 'test-barrier', brokers: options.brokers ?? brokersFromEnv(), logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    await eventually(async () => {
      const [committed] = await admin.fetchOffsets({ groupId, topics: [topic] });
      const at = new Map(committed!.partitions.map((partition) => [partition.partition, BigInt(partition.offset)]));
      const behind = markers.filter((marker) => (at.get(marker.partition) ?? -1n) < marker.next).map((marker) => marker.partition);
      if (behind.length > 0) throw new Error(`${groupId} has not processed past the barrier on ${topic} partitions ${behind}`);
    }, options.timeoutMs ?? 20000);
  } finally {
    await admin.disconnect();
  }
}

/**
 * The same barrier for a test's own recorder (`recordTopics`): markers on every partition of each topic, awaited until
 * the recorder has them all, so it has also received every event published to those topics before them.
 */
export async function recordedPastMarkers(
  recorder: { received: Array<{ envelope: { id: string } }> },
  options: { namespace: string; topics: string[]; brokers?: string[]; timeoutMs?: number },
) {
  const markers = (await Promise.all(options.topics.map((topic) => sendMarkers({ ...options, topic })))).flat();
  await eventually(() => {
    const missing = markers.filter((marker) => !recorder.received.some((message) => message.envelope.id === marker.id));
    if (missing.length > 0) throw new Error(`the recorder has not reached ${missing.length} of the barrier's markers`);
  }, options.timeoutMs ?? 20000);
}

/** Before reading a topic for what a service published: every row of its outbox (on the pool's schema) is on Kafka. */
export async function outboxPublished(db: { query(sql: string): Promise<{ rows: Array<{ n: number }> }> }, timeoutMs = 20000) {
  await eventually(async () => {
    const { rows } = await db.query('SELECT count(*)::int AS n FROM outbox WHERE published_at IS NULL');
    if (rows[0]!.n > 0) throw new Error(`${rows[0]!.n} outbox rows not yet published`);
  }, timeoutMs);
}

/**
 * The barrier for work a consumer or a request hands to a BullMQ queue: waits until the queue holds nothing waiting,
 * delayed (a retry) or running, so whatever was added before has run to its end (completed or failed for good).
 */
export async function jobsSettled(name: string, options: { namespace: string; redisUrl?: string; timeoutMs?: number }) {
  const connection = createRedis(options.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const queue = createQueue(name, { connection, namespace: options.namespace });
  try {
    await eventually(async () => {
      const counts = await queue.getJobCounts('waiting', 'delayed', 'active', 'prioritized', 'waiting-children');
      const pending = Object.values(counts).reduce((sum, count) => sum + count, 0);
      if (pending > 0) throw new Error(`queue ${name} still has ${JSON.stringify(counts)}`);
    }, options.timeoutMs ?? 20000);
  } finally {
    await queue.close();
    connection.disconnect();
  }
}
