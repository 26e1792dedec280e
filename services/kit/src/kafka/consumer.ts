import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { KafkaMessage } from 'kafkajs';
import { deadLetterTopic, eventEnvelope, type EventDefinition, type EventEnvelope, type PayloadOf } from '@mb/contracts';
import { withTransaction, type Pool, type Tx } from '../db.js';
import { runIdempotent } from '../inbox/run-idempotent.js';
import { namespaced, type Kafka, type Producer } from './client.js';

/** One handler per consumed event; its effect runs inside the inbox transaction. */
export interface EventHandler<D extends EventDefinition = EventDefinition> {
  event: D;
  handle(tx: Tx, payload: PayloadOf<D>, envelope: EventEnvelope<PayloadOf<D>>): Promise<void>;
  /**
   * Whether this event can have any effect here, asked before the inbox transaction: an event that concerns nothing
   * (most of a busy floor's orders when few restaurants have webhooks) costs one read instead of a transaction of
   * four statements. Only for a handler whose effect is idempotent by itself, since a skipped event is not recorded.
   */
  concerns?(db: Pool, payload: PayloadOf<D>, envelope: EventEnvelope<PayloadOf<D>>): Promise<boolean>;
}

export function on<D extends EventDefinition>(
  event: D,
  handle: EventHandler<D>['handle'],
  concerns?: EventHandler<D>['concerns'],
): EventHandler<D> {
  return concerns ? { event, handle, concerns } : { event, handle };
}

export interface ConsumerOptions {
  kafka: Kafka;
  /** Used for dead letters. */
  producer: Producer;
  pool: Pool;
  /** `<consuming-service>.<purpose>`; its dead-letter topic is `<group>.dlt`. */
  group: string;
  handlers: EventHandler[];
  namespace: string;
  logger: FastifyBaseLogger;
  attempts?: number;
  backoffMs?: number;
}

/** Thrown for a message that can never succeed (bad JSON, contract violation): no retry, straight to the DLT. */
class PoisonMessage extends Error {}

export interface RunningConsumer {
  stop(): Promise<void>;
}

/**
 * Consumes the handlers' topics in one group. Each event is applied at most once in effect (inbox),
 * retried with exponential back-off, and after `attempts` failures sent to `<group>.dlt` with its
 * origin and error. If even the dead-letter send fails the handler throws, so the offset is not
 * committed and the message comes back.
 */
export async function startConsumer(options: ConsumerOptions): Promise<RunningConsumer> {
  const attempts = options.attempts ?? 5;
  const backoffMs = options.backoffMs ?? 200;
  const log = options.logger.child({ component: 'consumer', group: options.group });
  const byType = new Map(options.handlers.map((handler) => [handler.event.type, handler]));
  const topics = [...new Set(options.handlers.map((handler) => namespaced(options.namespace, handler.event.topic)))];

  let stopping = false;
  const consumer = groupConsumer(options, () => stopping);
  await consumer.connect();
  await consumer.subscribe({ topics, fromBeginning: true });

  async function apply(message: KafkaMessage): Promise<void> {
    const envelope = parseEnvelope(message);
    const handler = byType.get(envelope.type);
    if (!handler) return; // another event type on a topic we read for a sibling event
    const parsed = handler.event.payload.safeParse(envelope.payload);
    if (!parsed.success) throw new PoisonMessage(`payload does not match ${envelope.type}: ${parsed.error.message}`);
    const typed = { ...envelope, payload: parsed.data };
    if (handler.concerns && !(await handler.concerns(options.pool, parsed.data, typed))) return;
    const applied = await withTransaction(options.pool, (tx) =>
      runIdempotent(tx, options.group, envelope, () => handler.handle(tx, parsed.data, typed)),
    );
    if (!applied) log.debug({ eventId: envelope.id }, 'event already applied; skipped');
  }

  await consumer.run({
    eachMessage: async ({ topic, partition, message }) => {
      let lastError: Error | undefined;
      let tries = 0;
      while (tries < attempts) {
        tries += 1;
        try {
          await apply(message);
          return;
        } catch (error) {
          lastError = error as Error;
          if (error instanceof PoisonMessage) break;
          log.warn({ err: error, topic, partition, offset: message.offset, tries }, 'event handler failed');
          if (tries < attempts) await sleep(backoffMs * 2 ** (tries - 1));
        }
      }
      await sendToDeadLetter(options, { topic, partition, messages: [message] }, lastError, tries);
      log.error({ err: lastError, topic, partition, offset: message.offset, tries }, 'event sent to dead-letter topic');
    },
  });

  return {
    async stop() {
      stopping = true;
      await consumer.disconnect();
    },
  };
}

/** A consumer in the group `<namespace>.<group>`, which kafkajs restarts after a crash unless we are stopping. */
export function groupConsumer(options: { kafka: Kafka; namespace: string; group: string }, stopping: () => boolean) {
  return options.kafka.consumer({
    groupId: namespaced(options.namespace, options.group),
    allowAutoTopicCreation: false,
    sessionTimeout: 15000,
    heartbeatInterval: 1000,
    // After a crash (the broker went away) kafkajs restarts the consumer later; not once we are stopping,
    // or a closed service would reconnect.
    retry: { retries: 10, initialRetryTime: 300, restartOnFailure: async () => !stopping() },
  });
}

/** Parks messages that kept failing on `<group>.dlt`, with where they came from and the last error. */
export async function sendToDeadLetter(
  options: { producer: Producer; namespace: string; group: string },
  origin: { topic: string; partition: number; messages: KafkaMessage[] },
  error: Error | undefined,
  tries: number,
): Promise<void> {
  await options.producer.send({
    topic: namespaced(options.namespace, deadLetterTopic(options.group)),
    acks: -1,
    messages: origin.messages.map((message) => ({
      key: message.key,
      value: message.value,
      headers: {
        ...message.headers,
        'dlt-original-topic': origin.topic,
        'dlt-original-partition': String(origin.partition),
        'dlt-original-offset': message.offset,
        'dlt-error': String(error?.message ?? 'unknown').slice(0, 1000),
        'dlt-attempts': String(tries),
      },
    })),
  });
}

function parseEnvelope(message: KafkaMessage): EventEnvelope {
  let json: unknown;
  try {
    json = JSON.parse(message.value?.toString('utf8') ?? '');
  } catch {
    throw new PoisonMessage('message value is not JSON');
  }
  const result = eventEnvelope.safeParse(json);
  if (!result.success) throw new PoisonMessage(`not an event envelope: ${result.error.message}`);
  return result.data;
}
