import { Queue, type Worker } from 'bullmq';
import { Gauge, type Registry } from 'prom-client';
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

/**
 * The event pipeline as an operator watches it at night, read when Prometheus scrapes (not kept up to date between
 * scrapes): the outbox's backlog and its oldest row's age, each consumer group's lag per partition, the messages
 * waiting in dead-letter topics, BullMQ's waiting, active and failed jobs, and the database pool. A source that cannot
 * answer (Kafka away, say) leaves its figures out of that scrape and counts in `metrics_source_failures_total`, so the
 * scrape itself never fails.
 */
export function pipelineMetrics(registry: Registry, sources: PipelineSources): { close(): Promise<void> } {
  const registers = [registry];
  const failures = new Gauge({
    name: 'metrics_source_failures',
    help: 'Sources that could not be read in the last scrape (outbox, kafka, jobs)',
    labelNames: ['source'],
    registers,
  });
  const guarded = async (source: string, read: () => Promise<void>) => {
    try {
      await read();
      failures.set({ source }, 0);
    } catch {
      failures.set({ source }, 1);
    }
  };

  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections: total, idle, and requests waiting for one',
    labelNames: ['state'],
    registers,
    collect() {
      this.set({ state: 'total' }, sources.pool.totalCount);
      this.set({ state: 'idle' }, sources.pool.idleCount);
      this.set({ state: 'waiting' }, sources.pool.waitingCount);
    },
  });

  if (sources.publishes) {
    const oldest = new Gauge({ name: 'outbox_oldest_age_seconds', help: 'Age of the oldest unpublished outbox row', registers });
    new Gauge({
      name: 'outbox_backlog',
      help: 'Outbox rows not yet published to Kafka',
      registers,
      async collect() {
        await guarded('outbox', async () => {
          const { rows } = await sources.pool.query<{ backlog: number; age: number | null }>(
            `SELECT count(*)::int AS backlog, extract(epoch FROM now() - min(created_at))::float8 AS age
               FROM outbox WHERE published_at IS NULL`,
          );
          this.set(rows[0]!.backlog);
          oldest.set(rows[0]!.age ?? 0);
        });
      },
    });
  }

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
  const deadLetters = new Gauge({
    name: 'kafka_dead_letter_messages',
    help: 'Messages kept in a dead-letter topic',
    labelNames: ['topic'],
    registers,
  });
  new Gauge({
    name: 'kafka_consumer_lag',
    help: 'Messages a consumer group has yet to read, per topic and partition',
    labelNames: ['group', 'topic', 'partition'],
    registers,
    async collect() {
      this.reset();
      deadLetters.reset();
      const groups = sources.groups();
      if (groups.length === 0) return;
      await guarded('kafka', async () => {
        const kafkaAdmin = await connectedAdmin();
        for (const group of groups) {
          const committed = await kafkaAdmin.fetchOffsets({ groupId: group.groupId, topics: group.topics });
          for (const { topic, partitions } of committed) {
            const ends = await kafkaAdmin.fetchTopicOffsets(topic);
            for (const end of ends) {
              const offset = Number(partitions.find((p) => p.partition === end.partition)?.offset ?? -1);
              // A group that never committed on a partition reads it from the beginning (consumers start there).
              const from = offset < 0 ? Number(end.low) : offset;
              this.set({ group: group.groupId, topic, partition: end.partition }, Number(end.high) - from);
            }
          }
          const stored = await kafkaAdmin.fetchTopicOffsets(group.deadLetterTopic);
          deadLetters.set(
            { topic: group.deadLetterTopic },
            stored.reduce((sum, partition) => sum + Number(partition.high) - Number(partition.low), 0),
          );
        }
      });
    },
  });

  const queues = new Map<string, Queue>();
  const queueOf = (worker: Worker) => {
    const key = `${worker.opts.prefix}:${worker.name}`;
    if (!queues.has(key)) queues.set(key, new Queue(worker.name, { connection: worker.opts.connection, prefix: worker.opts.prefix }));
    return queues.get(key)!;
  };
  new Gauge({
    name: 'bullmq_jobs',
    help: 'BullMQ jobs per queue: waiting (with delayed), active and failed',
    labelNames: ['queue', 'state'],
    registers,
    async collect() {
      this.reset();
      await guarded('jobs', async () => {
        for (const worker of sources.workers()) {
          const counts = await queueOf(worker).getJobCounts('waiting', 'delayed', 'active', 'failed');
          this.set({ queue: worker.name, state: 'waiting' }, (counts.waiting ?? 0) + (counts.delayed ?? 0));
          this.set({ queue: worker.name, state: 'active' }, counts.active ?? 0);
          this.set({ queue: worker.name, state: 'failed' }, counts.failed ?? 0);
        }
      });
    },
  });

  return {
    async close() {
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      await admin?.then((client) => client.disconnect()).catch(() => {});
    },
  };
}
