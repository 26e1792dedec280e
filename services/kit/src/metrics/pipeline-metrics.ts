import { Gauge, type Registry } from 'prom-client';
import type { PipelineReadings } from './pipeline-readings.js';

/**
 * The event pipeline as an operator watches it at night, read when Prometheus scrapes (not kept up to date between
 * scrapes): the outbox's backlog and its oldest row's age, each consumer group's lag per partition, the messages
 * waiting in dead-letter topics, BullMQ's waiting, active and failed jobs, and the database pool. A source that cannot
 * answer (Kafka away, say) leaves its figures out of that scrape and counts in `metrics_source_failures_total`, so the
 * scrape itself never fails.
 */
export function pipelineMetrics(registry: Registry, readings: PipelineReadings): void {
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
      this.set({ state: 'total' }, readings.pool.totalCount);
      this.set({ state: 'idle' }, readings.pool.idleCount);
      this.set({ state: 'waiting' }, readings.pool.waitingCount);
    },
  });

  if (readings.publishes) {
    const oldest = new Gauge({ name: 'outbox_oldest_age_seconds', help: 'Age of the oldest unpublished outbox row', registers });
    new Gauge({
      name: 'outbox_backlog',
      help: 'Outbox rows not yet published to Kafka',
      registers,
      async collect() {
        await guarded('outbox', async () => {
          const { backlog, oldestAgeSeconds } = await readings.outbox();
          this.set(backlog);
          oldest.set(oldestAgeSeconds);
        });
      },
    });
  }

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
      await guarded('kafka', async () => {
        for (const group of await readings.groups()) {
          for (const { topic, partition, lag } of group.lag) this.set({ group: group.groupId, topic, partition }, lag);
          deadLetters.set({ topic: group.deadLetterTopic }, group.deadLetters);
        }
      });
    },
  });

  new Gauge({
    name: 'bullmq_jobs',
    help: 'BullMQ jobs per queue: waiting (with delayed), active and failed',
    labelNames: ['queue', 'state'],
    registers,
    async collect() {
      this.reset();
      await guarded('jobs', async () => {
        for (const { queue, waiting, active, failed } of await readings.jobs()) {
          this.set({ queue, state: 'waiting' }, waiting);
          this.set({ queue, state: 'active' }, active);
          this.set({ queue, state: 'failed' }, failed);
        }
      });
    },
  });
}
