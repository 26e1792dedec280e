import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { analyticsTrackedRecorded, type EventEnvelope, type PayloadOf } from '@mb/contracts';
import { createKafka, createProducer, ensureTopics, namespaced, type App } from '@mb/service-kit';

export interface TrackingPublisherOptions {
  brokers: string[];
  namespace: string;
  logger: App['log'];
  /** Calls held while Kafka is slow or away; past it a call is refused (503) instead of growing without bound. */
  maxBuffered?: number;
  /** Messages per send. */
  batchSize?: number;
  /** How long a stop waits for the buffer to be sent before giving the rest up. */
  closeTimeoutMs?: number;
}

/**
 * The tracking calls' way to Kafka. The gateway has no database, so no outbox: each call is answered at once and its
 * message waits in a bounded in-memory buffer, sent in batches by one loop with acks from all in-sync replicas; a
 * failed send stays in the buffer and is retried with back-off. Lost if the gateway process dies: what is still in
 * the buffer, the send under way included (at most `maxBuffered` calls; normally a few milliseconds' worth). A
 * graceful stop (`close`) sends what is left first, for `closeTimeoutMs` at most. A send retried after a lost ack may
 * write twice: the analytics service stores each event id once.
 */
export function trackingPublisher(options: TrackingPublisherOptions) {
  const maxBuffered = options.maxBuffered ?? 50_000;
  const batchSize = options.batchSize ?? 1000;
  const closeTimeoutMs = options.closeTimeoutMs ?? 5000;
  const log = options.logger.child({ component: 'tracking-publisher' });
  const topic = namespaced(options.namespace, analyticsTrackedRecorded.topic);
  const kafka = createKafka({ brokers: options.brokers, clientId: 'gateway', logger: options.logger });
  const producer = createProducer(kafka);
  const buffer: Array<{ key: string; value: string }> = [];
  let connected: Promise<void> | undefined;
  let sending: Promise<void> | undefined;
  let closing = false;

  // Connected on the first call, not at start: the gateway serves everything else while Kafka is away.
  const connect = () =>
    (connected ??= (async () => {
      await ensureTopics(kafka, [topic]);
      await producer.connect();
    })().catch((error: unknown) => {
      connected = undefined;
      throw error;
    }));

  async function drain(): Promise<void> {
    let failures = 0;
    while (buffer.length > 0) {
      // Left in the buffer until Kafka has it: the bound counts the send under way too.
      const batch = buffer.slice(0, batchSize);
      try {
        await connect();
        await producer.send({ topic, acks: -1, messages: batch });
        buffer.splice(0, batch.length);
        failures = 0;
      } catch (error) {
        failures += 1;
        log.warn({ err: error, buffered: buffer.length }, 'tracking calls not published yet');
        if (closing && failures >= 3) return;
        await sleep(Math.min(200 * 2 ** (failures - 1), 5000));
      }
    }
  }

  const startSending = () => {
    sending ??= drain().finally(() => {
      sending = undefined;
      if (buffer.length > 0 && !closing) startSending();
    });
  };

  return {
    /** Queues one call; false when the buffer is full. */
    publish(payload: PayloadOf<typeof analyticsTrackedRecorded>): boolean {
      if (buffer.length >= maxBuffered || closing) return false;
      const envelope: EventEnvelope = {
        id: randomUUID(),
        type: analyticsTrackedRecorded.type,
        version: analyticsTrackedRecorded.version,
        occurredAt: payload.receivedAt,
        source: 'gateway',
        aggregateId: 'tracking',
        payload,
      };
      buffer.push({ key: envelope.id, value: JSON.stringify(envelope) });
      startSending();
      return true;
    },
    buffered: () => buffer.length,
    /** Sends what is buffered (a few tries, `closeTimeoutMs` at most), then disconnects. */
    async close(): Promise<void> {
      closing = true;
      const flushed = (async () => {
        await sending;
        await drain();
      })();
      await Promise.race([flushed, sleep(closeTimeoutMs)]);
      if (buffer.length > 0) log.error({ lost: buffer.length }, 'tracking calls lost at shutdown: Kafka unreachable');
      buffer.length = 0;
      if (connected) await producer.disconnect().catch(() => undefined);
    },
  };
}
export type TrackingPublisher = ReturnType<typeof trackingPublisher>;
