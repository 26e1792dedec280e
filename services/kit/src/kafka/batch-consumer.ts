import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { KafkaMessage } from 'kafkajs';
import { eventEnvelope, type EventEnvelope } from '@mb/contracts';
import { withTransaction, type Pool, type Tx } from '../db.js';
import { namespaced, type Kafka, type Producer } from './client.js';
import { groupConsumer, sendToDeadLetter } from './consumer.js';

/** One fetched batch: the messages that are event envelopes, and how many were not (not JSON, no envelope). */
export interface EventBatch {
  events: EventEnvelope[];
  unreadable: number;
}

export interface BatchConsumerOptions {
  kafka: Kafka;
  /** Used for dead letters. */
  producer: Producer;
  pool: Pool;
  /** `<consuming-service>.<purpose>`; its dead-letter topic is `<group>.dlt`. */
  group: string;
  topic: string;
  namespace: string;
  logger: FastifyBaseLogger;
  /**
   * Applies a whole batch in one transaction. It must be idempotent by event id (a batch comes back after a crash
   * between the commit and the offset's) and must not throw for bad content: only for a failure worth retrying.
   */
  handle(tx: Tx, batch: EventBatch): Promise<void>;
  attempts?: number;
  backoffMs?: number;
}

/**
 * For high-volume topics (tracking calls): one transaction per fetched batch instead of per message. A failing batch
 * is retried with exponential back-off, then sent to `<group>.dlt` message by message with its origin and error, as
 * `startConsumer` does; if even that fails the offsets stay uncommitted and the batch comes back.
 */
export async function startBatchConsumer(options: BatchConsumerOptions): Promise<{ stop(): Promise<void> }> {
  const attempts = options.attempts ?? 5;
  const backoffMs = options.backoffMs ?? 200;
  const log = options.logger.child({ component: 'batch-consumer', group: options.group });
  let stopping = false;
  const consumer = groupConsumer(options, () => stopping);
  await consumer.connect();
  await consumer.subscribe({ topics: [namespaced(options.namespace, options.topic)], fromBeginning: true });

  await consumer.run({
    eachBatchAutoResolve: false,
    eachBatch: async ({ batch, resolveOffset, heartbeat, commitOffsetsIfNecessary, isRunning, isStale }) => {
      if (!isRunning() || isStale() || batch.messages.length === 0) return;
      const read = readBatch(batch.messages);
      let lastError: Error | undefined;
      let tries = 0;
      while (tries < attempts) {
        tries += 1;
        try {
          await withTransaction(options.pool, (tx) => options.handle(tx, read));
          lastError = undefined;
          break;
        } catch (error) {
          lastError = error as Error;
          log.warn({ err: error, partition: batch.partition, firstOffset: batch.firstOffset(), tries }, 'batch handler failed');
          if (tries < attempts) {
            await sleep(backoffMs * 2 ** (tries - 1));
            await heartbeat();
          }
        }
      }
      if (lastError) {
        await sendToDeadLetter(options, { topic: batch.topic, partition: batch.partition, messages: batch.messages }, lastError, tries);
        log.error({ err: lastError, partition: batch.partition, messages: batch.messages.length }, 'batch sent to dead-letter topic');
      }
      resolveOffset(batch.lastOffset());
      await commitOffsetsIfNecessary();
      await heartbeat();
    },
  });

  return {
    async stop() {
      stopping = true;
      await consumer.disconnect();
    },
  };
}

function readBatch(messages: KafkaMessage[]): EventBatch {
  const events: EventEnvelope[] = [];
  let unreadable = 0;
  for (const message of messages) {
    let json: unknown;
    try {
      json = JSON.parse(message.value?.toString('utf8') ?? '');
    } catch {
      unreadable += 1;
      continue;
    }
    const parsed = eventEnvelope.safeParse(json);
    if (parsed.success) events.push(parsed.data);
    else unreadable += 1;
  }
  return { events, unreadable };
}
