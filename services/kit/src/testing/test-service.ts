import { developmentGatewaySecret, developmentMetricsToken, type ServiceConfig } from '../config.js';
import { createPool } from '../db.js';
import { createTestSchema, adminDatabaseUrl, dropSchema, uniqueName } from './test-database.js';
import { testKeys } from './keys.js';
import { infraEnv } from './infra-env.js';

export interface TestServiceEnv {
  config: ServiceConfig;
  cleanup(): Promise<void>;
}

/**
 * The configuration of one service under test: its own fresh schema, the shared real Redis and Kafka,
 * and a bus namespace so its topics, groups and queues do not meet other test files'.
 * Pass the same `namespace` to services that must talk to each other in one test.
 */
export async function testServiceConfig(
  service: string,
  migrationsDir: string,
  options: { namespace: string; kafkaBrokers?: string[]; databaseUrl?: string },
): Promise<TestServiceEnv> {
  const databaseUrl = options.databaseUrl ?? adminDatabaseUrl;
  const schema = await createTestSchema(service, migrationsDir, databaseUrl);
  const config: ServiceConfig = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: 0,
    LOG_LEVEL: (process.env.TEST_LOG_LEVEL as ServiceConfig['LOG_LEVEL']) ?? 'silent',
    DATABASE_URL: databaseUrl,
    DATABASE_SCHEMA: schema,
    REDIS_URL: infraEnv().REDIS_URL,
    KAFKA_BROKERS: options.kafkaBrokers ?? infraEnv().KAFKA_BROKERS.split(','),
    BUS_NAMESPACE: options.namespace,
    SESSION_PUBLIC_KEY: testKeys.publicKey,
    DATABASE_POOL_MIN: 0,
    OUTBOX_POLL_MS: 50,
    EVENT_RETENTION_DAYS: 14,
    TRUST_PROXY: '127.0.0.1',
    GATEWAY_SECRET: developmentGatewaySecret,
    METRICS_TOKEN: developmentMetricsToken,
    IDENTITY_URL: 'http://127.0.0.1:4101',
  };
  return { config, cleanup: () => dropSchema(schema, databaseUrl) };
}

/** `t<run id><random>`: jest's teardown deletes the topics and groups of its run's namespaces (deploy/local/jest-teardown.mjs). */
export const testNamespace = () => uniqueName(`t${process.env.TEST_RUN_ID ?? ''}`).replace('_', '');

interface Closable {
  ready(): PromiseLike<unknown>;
  close(): PromiseLike<unknown>;
}

/**
 * A service under test, running: its app built on a fresh schema and ready (consumers and relay
 * started), a small pool on that schema for assertions, and one `close()` for all of it.
 * `extra` adds the service's own settings (identity's signing key, say).
 */
export async function startTestService<E extends object, A extends Closable>(
  service: string,
  migrationsDir: string,
  build: (config: ServiceConfig & E) => Promise<A>,
  options: { namespace: string; kafkaBrokers?: string[]; extra?: E },
) {
  const env = await testServiceConfig(service, migrationsDir, options);
  const config = { ...env.config, ...options.extra } as ServiceConfig & E;
  const db = createPool({ url: config.DATABASE_URL, schema: config.DATABASE_SCHEMA, max: 2 });
  const app = await build(config);
  await app.ready();
  return {
    app,
    config,
    db,
    async close() {
      await app.close();
      await db.end();
      await env.cleanup();
    },
  };
}
