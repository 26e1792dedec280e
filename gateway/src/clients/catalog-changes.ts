import { randomUUID } from 'node:crypto';
import { topics } from '@mb/contracts';
import { createKafka, ensureTopics, namespaced, type App } from '@mb/service-kit';

export interface CatalogChangesOptions {
  brokers: string[];
  namespace: string;
  logger: App['log'];
  /** Called for every `catalog.product.*` event, and whenever the gateway stops hearing them (it may miss some). */
  onChange: () => void;
}

/**
 * Tells this gateway process of every change to the store's products, from the `catalog.product` topic catalog
 * publishes through its outbox (the same events its own `catalog.public-cache` consumer drops its cache on). Each
 * process needs every event, so each is alone in a group of its own, reads from the moment it joins and commits
 * nothing (Kafka forgets the group once it leaves). `isLive()` is true only while the consumer is in its group:
 * what the gateway keeps is trusted only then. Started in the background: the gateway serves while Kafka is away.
 */
export function listenToCatalogChanges(options: CatalogChangesOptions) {
  const log = options.logger.child({ component: 'catalog-changes' });
  const kafka = createKafka({ brokers: options.brokers, clientId: 'gateway', logger: options.logger });
  const topic = namespaced(options.namespace, topics.catalogProduct);
  let live = false;
  let closing = false;
  const consumer = kafka.consumer({
    groupId: namespaced(options.namespace, `gateway.public-catalog.${randomUUID()}`),
    sessionTimeout: 10_000,
    heartbeatInterval: 1000,
    retry: { retries: 10, initialRetryTime: 300, restartOnFailure: async () => !closing },
  });
  const setLive = (value: boolean) => {
    if (live && !value) options.onChange();
    live = value;
  };
  consumer.on(consumer.events.GROUP_JOIN, () => setLive(true));
  for (const event of [consumer.events.CRASH, consumer.events.DISCONNECT, consumer.events.STOP]) consumer.on(event, () => setLive(false));

  void (async () => {
    await ensureTopics(kafka, [topic]);
    if (closing) return;
    await consumer.connect();
    await consumer.subscribe({ topics: [topic], fromBeginning: false });
    await consumer.run({ autoCommit: false, eachMessage: async () => options.onChange() });
  })().catch((error: unknown) => log.warn({ err: error }, 'not listening to catalog changes: public catalogue answers are not kept'));

  return {
    isLive: () => live,
    // Not waiting for the start: a gateway stopped while Kafka is away must not wait for it.
    async close(): Promise<void> {
      closing = true;
      await consumer.disconnect();
    },
  };
}
