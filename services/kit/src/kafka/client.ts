import { setTimeout as sleep } from 'node:timers/promises';
import { Kafka, logLevel, Partitioners, type LogEntry, type Producer } from 'kafkajs';
import type { FastifyBaseLogger } from 'fastify';
import { fixIdleRequestQueue } from './idle-request-queue.js';

export type { Kafka, Producer };

const levels: Record<number, 'error' | 'warn' | 'info' | 'debug'> = {
  [logLevel.ERROR]: 'error',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'info',
  [logLevel.DEBUG]: 'debug',
};

export function createKafka(options: { brokers: string[]; clientId: string; logger: FastifyBaseLogger }): Kafka {
  fixIdleRequestQueue();
  const log = options.logger.child({ component: 'kafka' });
  return new Kafka({
    clientId: options.clientId,
    brokers: options.brokers,
    connectionTimeout: 3000,
    retry: { initialRetryTime: 300, retries: 5 },
    logLevel: logLevel.WARN,
    logCreator:
      () =>
      ({ level, log: entry }: LogEntry) => {
        const { message, ...extra } = entry;
        log[levels[level] ?? 'info'](extra, message);
      },
  });
}

/**
 * One request in flight keeps per-partition order across retries. A retried send may still write a
 * message twice; consumers dedupe by event id (the inbox), so at-least-once is enough here.
 */
export function createProducer(kafka: Kafka): Producer {
  return kafka.producer({
    maxInFlightRequests: 1,
    createPartitioner: Partitioners.DefaultPartitioner,
    retry: { initialRetryTime: 200, retries: 3 },
  });
}

/** Prefixes topic and group names; empty outside tests. */
export function namespaced(namespace: string, name: string): string {
  return namespace ? `${namespace}.${name}` : name;
}

/**
 * Topics are created by the project, never auto-created by the broker. Existing ones are left alone.
 * Services starting together on a new broker race to create the same topics, and a just-created topic
 * briefly has no leader (even once listed): failures and leaderless partitions are retried with back-off (about 30 s
 * in all) rather than failing the start.
 */
export async function ensureTopics(kafka: Kafka, names: string[], partitions = 3, attempts = 8): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await createMissingTopics(kafka, names, partitions);
    } catch (error) {
      if (attempt >= attempts) throw error;
      await sleep(250 * 2 ** (attempt - 1));
    }
  }
}

async function createMissingTopics(kafka: Kafka, names: string[], partitions: number): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const wanted = [...new Set(names)];
    const existing = new Set(await admin.listTopics());
    const missing = wanted.filter((name) => !existing.has(name));
    if (missing.length > 0) {
      await admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((topic) => ({ topic, numPartitions: partitions, replicationFactor: 1 })),
      });
    }
    // A topic another process has only just created is listed before its partitions have leaders, and subscribing
    // to it then fails ("does not host this topic-partition"): wait until every partition is led.
    const { topics } = await admin.fetchTopicMetadata({ topics: wanted });
    const leaderless = topics.filter(
      (topic) => topic.partitions.length === 0 || topic.partitions.some((partition) => partition.leader < 0),
    );
    if (leaderless.length > 0) throw new Error(`topics without leaders yet: ${leaderless.map((topic) => topic.name).join(', ')}`);
  } finally {
    await admin.disconnect();
  }
}

/** Readiness: the broker answers a metadata request within a short time. */
export async function pingKafka(kafka: Kafka): Promise<void> {
  const admin = kafka.admin({ retry: { retries: 0 } });
  await admin.connect();
  try {
    await admin.describeCluster();
  } finally {
    await admin.disconnect();
  }
}
