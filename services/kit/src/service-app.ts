import type { Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { auditRecorded, deadLetterTopic, type AuditingService } from '@mb/contracts';
import { askIdentity, authPlugin, remoteAnswerMs, sessionRevocations, type RevocationSource } from './auth.js';
import type { ServiceConfig } from './config.js';
import { createServer, type App } from './create-server.js';
import { createPool, warmPool, type Pool } from './db.js';
import { createRedis, createRequestRedis } from './jobs.js';
import { createKafka, createProducer, ensureTopics, namespaced, pingKafka, type Kafka, type Producer } from './kafka/client.js';
import { startConsumer, type EventHandler, type RunningConsumer } from './kafka/consumer.js';
import { startBatchConsumer, type BatchConsumerOptions } from './kafka/batch-consumer.js';
import { pipelineMetrics } from './metrics/pipeline-metrics.js';
import { pipelineReadings, type WatchedGroup } from './metrics/pipeline-readings.js';
import { startDeadLetterKeeper } from './pipeline/dead-letter-keeper.js';
import { pipelineConsoleRoutes } from './pipeline/pipeline-console.routes.js';
import { startOutboxRelay, type Relay } from './outbox/relay.js';
import { jwksPath } from './session-keys.js';
import { eventRetentionWorker } from './retention/event-retention.js';

export interface ServiceContext<C extends ServiceConfig = ServiceConfig> {
  config: C;
  pool: Pool;
  /** For BullMQ and consumers: waits out an outage. */
  redis: Redis;
  /** For the request path: fails at once while Redis is away (see `createRequestRedis`). */
  requestRedis: Redis;
  kafka: Kafka;
  producer: Producer;
  /** The app's logger, for what runs outside a request (consumers, jobs). */
  log: App['log'];
}

/** What routes, consumers and workers get: the connections and the service's own dependencies, built once. */
export type ServiceDeps<C extends ServiceConfig, D> = ServiceContext<C> & D;

export interface ConsumerGroup {
  /** `<service>.<purpose>` */
  group: string;
  handlers: EventHandler[];
}

export interface ServiceSpec<C extends ServiceConfig, D extends object> {
  name: string;
  config: C;
  /** Topics this service writes to its outbox; created at start with the consumed ones and the DLTs. */
  publishes: string[];
  /**
   * The service's own dependencies (clients, caches, queues), built once the connections exist and before anything
   * uses them; routes, consumers and workers get them beside the connections, typed.
   */
  deps?: (context: ServiceContext<C>, app: App) => D | Promise<D>;
  /** A function when handlers need the service's connections or dependencies (a cache to drop, say). */
  consumers?: ConsumerGroup[] | ((deps: ServiceDeps<C, D>) => ConsumerGroup[]);
  /** High-volume topics applied a batch per transaction (see `startBatchConsumer`). */
  batchConsumers?: Array<Pick<BatchConsumerOptions, 'group' | 'topic' | 'handle'>>;
  routes?: (app: App, deps: ServiceDeps<C, D>) => Promise<void> | void;
  /** Only identity signs session tokens. */
  signingKey?: string;
  /** Whether a session was revoked when Redis cannot say: identity reads its own table, the others ask identity. */
  revocationSource?: (pool: Pool) => RevocationSource;
  workers?: (deps: ServiceDeps<C, D>) => Worker[];
}

/**
 * Builds a service: server, PostgreSQL pool, Redis, Kafka producer, outbox relay, consumers and workers.
 * Connections to Kafka start when the app is ready and everything closes in reverse on `app.close()`.
 */
export async function createServiceApp<C extends ServiceConfig, D extends object = Record<never, never>>(
  spec: ServiceSpec<C, D>,
): Promise<App> {
  const { config } = spec;
  const app = createServer({
    name: spec.name,
    logLevel: config.LOG_LEVEL,
    trustProxy: config.TRUST_PROXY,
    gatewaySecret: config.GATEWAY_SECRET,
    metricsToken: config.METRICS_TOKEN,
  });
  const pool = createPool({
    url: config.DATABASE_URL,
    schema: config.DATABASE_SCHEMA,
    min: config.DATABASE_POOL_MIN,
    applicationName: spec.name,
  });
  // In the background: a database still starting makes the service unready (see readiness), not fail to start.
  warmPool(pool, config.DATABASE_POOL_MIN).catch((error: unknown) => app.log.warn({ err: error }, 'database pool not warmed'));
  const redis = createRedis(config.REDIS_URL);
  redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
  const requestRedis = createRequestRedis(config.REDIS_URL);
  requestRedis.on('error', () => {}); // the same outage, logged once by `redis` above
  const kafka = createKafka({ brokers: config.KAFKA_BROKERS, clientId: spec.name, logger: app.log });
  const producer = createProducer(kafka);
  const connections: ServiceContext<C> = { config, pool, redis, requestRedis, kafka, producer, log: app.log };

  await app.register(authPlugin, {
    publicKey: config.SESSION_PUBLIC_KEY,
    privateKey: spec.signingKey,
    jwksUrl: spec.signingKey ? undefined : new URL(jwksPath, config.IDENTITY_URL).href,
    isRevoked: (spec.revocationSource
      ? sessionRevocations(requestRedis, app.log, spec.revocationSource(pool))
      : sessionRevocations(requestRedis, app.log, askIdentity(config.IDENTITY_URL), remoteAnswerMs)
    ).isRevoked,
  });

  app.readinessChecks.set('postgres', async () => {
    await pool.query('SELECT 1');
  });
  app.readinessChecks.set('redis', async () => {
    await redis.ping();
  });
  app.readinessChecks.set('kafka', () => pingKafka(kafka));

  const context = { ...connections, ...(await spec.deps?.(connections, app)) } as ServiceDeps<C, D>;
  if (spec.routes) await spec.routes(app, context);

  const consumers: RunningConsumer[] = [];
  let workers: Worker[] = [];
  let relay: Relay | undefined;
  let watched: WatchedGroup[] = [];
  const readings = pipelineReadings({
    pool,
    kafka,
    groups: () => watched,
    workers: () => workers,
    publishes: spec.publishes.length > 0,
  });
  pipelineMetrics(app.metrics, readings);
  // The operator's console, where the service's replays and discards can be audited (its audit topic is published).
  const auditing = spec.name in auditRecorded && spec.publishes.includes(auditRecorded[spec.name as AuditingService].topic);
  if (auditing) {
    pipelineConsoleRoutes(app, { service: spec.name as AuditingService, namespace: config.BUS_NAMESPACE, pool, producer, readings });
  }

  app.addHook('onReady', async () => {
    const groups = typeof spec.consumers === 'function' ? spec.consumers(context) : (spec.consumers ?? []);
    const topics = [
      ...spec.publishes,
      ...groups.flatMap((group) => [...group.handlers.map((handler) => handler.event.topic), deadLetterTopic(group.group)]),
      ...(spec.batchConsumers ?? []).flatMap((batch) => [batch.topic, deadLetterTopic(batch.group)]),
    ].map((topic) => namespaced(config.BUS_NAMESPACE, topic));
    await ensureTopics(kafka, topics);
    watched = [
      ...groups.map((group) => ({ group: group.group, topics: group.handlers.map((handler) => handler.event.topic) })),
      ...(spec.batchConsumers ?? []).map((batch) => ({ group: batch.group, topics: [batch.topic] })),
    ].map(({ group, topics: read }) => ({
      groupId: namespaced(config.BUS_NAMESPACE, group),
      topics: [...new Set(read)].map((topic) => namespaced(config.BUS_NAMESPACE, topic)),
      deadLetterTopic: namespaced(config.BUS_NAMESPACE, deadLetterTopic(group)),
    }));
    await producer.connect();
    if (spec.publishes.length > 0) {
      relay = startOutboxRelay({
        pool,
        producer,
        source: spec.name,
        namespace: config.BUS_NAMESPACE,
        logger: app.log,
        pollMs: config.OUTBOX_POLL_MS,
      });
    }
    for (const group of groups) {
      consumers.push(await startConsumer({ kafka, producer, pool, namespace: config.BUS_NAMESPACE, logger: app.log, ...group }));
    }
    for (const batch of spec.batchConsumers ?? []) {
      consumers.push(await startBatchConsumer({ kafka, producer, pool, namespace: config.BUS_NAMESPACE, logger: app.log, ...batch }));
    }
    if (auditing && watched.length > 0) {
      const topics = watched.map((group) => group.deadLetterTopic);
      consumers.push(
        await startDeadLetterKeeper({ kafka, pool, namespace: config.BUS_NAMESPACE, service: spec.name, topics, logger: app.log }),
      );
    }
    // Every service keeps its outbox and inbox bounded: an hourly purge of what is older than the retention.
    const retention = eventRetentionWorker(spec.name, pool, {
      connection: redis,
      namespace: config.BUS_NAMESPACE,
      days: config.EVENT_RETENTION_DAYS,
      everyMs: 3_600_000,
      log: app.log,
    });
    workers = [...(spec.workers?.(context) ?? []), retention];
  });

  // Graceful order: stop taking events and jobs, finish the outbox round, then close connections.
  app.addHook('onClose', async () => {
    await Promise.all(consumers.map((consumer) => consumer.stop()));
    await Promise.all(workers.map((worker) => worker.close()));
    await relay?.stop();
    await readings.close();
    await producer.disconnect();
    redis.disconnect();
    requestRedis.disconnect();
    await pool.end();
  });

  return app;
}
