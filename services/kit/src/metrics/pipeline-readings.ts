import { Queue, type Worker } from 'bullmq';
import type { Admin, Kafka } from 'kafkajs';
import type { Pool } from '../db.js';

/** A consumer group as Kafka names it, with the topics it reads and its dead-letter topic. */
export interface WatchedGroup {
  groupId: string;
  topics: string[];
  deadLetterTopic: string;
}

export interface PipelineSources {
  pool: Pool;
  kafka: Kafka;
  /** Known once the service is ready (consumers and workers start then). */
  groups: () => WatchedGroup[];
  workers: () => Worker[];
  /** Whether this service has an outbox to watch. */
  publishes: boolean;
}

export interface GroupReading {
  groupId: string;
  deadLetterTopic: string;
  /** Messages the group has yet to read, per topic and partition. */
  lag: Array<{ topic: string; partition: number; lag: number }>;
  /** Messages kept in the group's dead-letter topic. */
  deadLetters: number;
}

export interface JobCounts {
  queue: string;
  waiting: number;
  active: number;
  failed: number;
}

/**
 * The event pipeline's figures, read when asked: by Prometheus' scrape (`pipelineMetrics`) and by the operator's
 * console (`pipelineConsole`). One Kafka admin client and one BullMQ queue per worker, opened at first use.
 */
export function pipelineReadings(sources: PipelineSources) {
  let admin: Promise<Admin> | undefined;
  const connectedAdmin = () => {
    admin ??= (async () => {
      const client = sources.kafka.admin();
      await client.connect();
      return client;
    })().catch((error: unknown) => {
      admin = undefined;
      throw error;
    });
    return admin;
  };
  const queues = new Map<string, Queue>();
  const queueOf = (worker: Worker) => {
    const key = `${worker.opts.prefix}:${worker.name}`;
    if (!queues.has(key)) queues.set(key, new Queue(worker.name, { connection: worker.opts.connection, prefix: worker.opts.prefix }));
    return queues.get(key)!;
  };

  return {
    publishes: sources.publishes,
    pool: sources.pool,

    /** Outbox rows not yet published and the age of the oldest, in seconds. */
    async outbox(): Promise<{ backlog: number; oldestAgeSeconds: number }> {
      const { rows } = await sources.pool.query<{ backlog: number; age: number | null }>(
        `SELECT count(*)::int AS backlog, extract(epoch FROM now() - min(created_at))::float8 AS age
           FROM outbox WHERE published_at IS NULL`,
      );
      return { backlog: rows[0]!.backlog, oldestAgeSeconds: rows[0]!.age ?? 0 };
    },

    async groups(): Promise<GroupReading[]> {
      const groups = sources.groups();
      if (groups.length === 0) return [];
      const kafkaAdmin = await connectedAdmin();
      const readings: GroupReading[] = [];
      for (const group of groups) {
        const lag: GroupReading['lag'] = [];
        const committed = await kafkaAdmin.fetchOffsets({ groupId: group.groupId, topics: group.topics });
        for (const { topic, partitions } of committed) {
          const ends = await kafkaAdmin.fetchTopicOffsets(topic);
          for (const end of ends) {
            const offset = Number(partitions.find((p) => p.partition === end.partition)?.offset ?? -1);
            // A group that never committed on a partition reads it from the beginning (consumers start there).
            const from = offset < 0 ? Number(end.low) : offset;
            lag.push({ topic, partition: end.partition, lag: Number(end.high) - from });
          }
        }
        const stored = await kafkaAdmin.fetchTopicOffsets(group.deadLetterTopic);
        const deadLetters = stored.reduce((sum, partition) => sum + Number(partition.high) - Number(partition.low), 0);
        readings.push({ groupId: group.groupId, deadLetterTopic: group.deadLetterTopic, lag, deadLetters });
      }
      return readings;
    },

    /** BullMQ's jobs per queue: waiting (with delayed), active and failed. */
    async jobs(): Promise<JobCounts[]> {
      const counts: JobCounts[] = [];
      for (const worker of sources.workers()) {
        const count = await queueOf(worker).getJobCounts('waiting', 'delayed', 'active', 'failed');
        counts.push({
          queue: worker.name,
          waiting: (count.waiting ?? 0) + (count.delayed ?? 0),
          active: count.active ?? 0,
          failed: count.failed ?? 0,
        });
      }
      return counts;
    },

    /** The queues of this service's workers, to list and retry their failed jobs. */
    queues: () => sources.workers().map(queueOf),

    async close() {
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      await admin?.then((client) => client.disconnect()).catch(() => {});
    },
  };
}

export type PipelineReadings = ReturnType<typeof pipelineReadings>;
