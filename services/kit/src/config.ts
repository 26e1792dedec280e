import { z } from 'zod';

export class ConfigError extends Error {}

/**
 * Parses environment variables with a zod schema. A bad or missing variable stops the process
 * with a message naming it, instead of failing later somewhere deep.
 */
export function loadConfig<S extends z.ZodObject>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  const lines = result.success
    ? developmentSecretsInProduction(schema, result.data).map(
        (name) => `  ${name}: ${name} still has its development default, which production refuses`,
      )
    : result.error.issues.map((issue) => `  ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  if (result.success && lines.length === 0) return result.data;
  throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
}

/** The defaults that only the local stack and its simulators know: a key, a secret, a token. */
const developmentDefaults = new WeakMap<z.ZodType, string>();

/**
 * A secret setting whose default suits the local stack (it matches a simulator's): with NODE_ENV=production the
 * process does not start while it still has that value, since anyone who read this repository knows it.
 */
export function developmentSecret(schema: z.ZodString, devDefault: string) {
  const withDefault = schema.default(devDefault);
  developmentDefaults.set(withDefault, devDefault);
  return withDefault;
}

function developmentSecretsInProduction(schema: z.ZodObject, config: Record<string, unknown>): string[] {
  if (config.NODE_ENV !== 'production') return [];
  return Object.entries(schema.shape)
    .filter(([name, field]) => developmentDefaults.has(field as z.ZodType) && config[name] === developmentDefaults.get(field as z.ZodType))
    .map(([name]) => name);
}

const port = z.coerce.number().int().min(0).max(65535);

/**
 * Whose `X-Forwarded-For` to believe for the client's address (Fastify's trustProxy): `false`, `true`, or addresses,
 * CIDR ranges and proxy-addr's names (`loopback`, `uniquelocal`), comma-separated. Trust only the proxy in front:
 * anyone else could name any address, and the sign-in throttle counts by address. Services also want the gateway's
 * secret with it (see `GATEWAY_SECRET`).
 */
export const trustProxySetting = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) => (value === 'true' ? true : value === 'false' ? false : value));

/** The local stack's gateway secret: what the gateway and the services default to outside production. */
export const developmentGatewaySecret = 'dev_gateway_secret_local_only';

/** The local stack's metrics token (`METRICS_TOKEN`): `npm start` prints how to scrape with it. */
export const developmentMetricsToken = 'dev_metrics_token_local_only';

/** Variables every backend process reads. Defaults suit the local stack started by `npm run infra:up`. */
export const commonEnv = {
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
  KAFKA_BROKERS: z
    .string()
    .default('127.0.0.1:9092')
    .transform((value) =>
      value
        .split(',')
        .map((broker) => broker.trim())
        .filter(Boolean),
    ),
  /** Prefix for Kafka topics, consumer groups and BullMQ queues: lets tests run side by side. */
  BUS_NAMESPACE: z
    .string()
    .regex(/^[a-z0-9_.-]*$/)
    .default(''),
  /** PEM public key that verifies session tokens signed by identity. */
  SESSION_PUBLIC_KEY: z.string().min(1, 'SESSION_PUBLIC_KEY is required (PEM)'),
  /** The gateway sends it with the browser's address; services believe that address only with it (`gatewayProof`). */
  GATEWAY_SECRET: developmentSecret(z.string().min(16), developmentGatewaySecret),
  /** What a Prometheus scrape sends as `Authorization: Bearer …` to read `/metrics` (see `metricsRoute`). */
  METRICS_TOKEN: developmentSecret(z.string().min(16), developmentMetricsToken),
};

/** The schema of one service's environment: common variables plus its database. */
export function serviceEnvSchema(defaults: { port: number; schema: string }) {
  return z.object({
    ...commonEnv,
    PORT: port.default(defaults.port),
    DATABASE_URL: z.url(),
    DATABASE_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]*$/)
      .default(defaults.schema),
    /**
     * Database connections each process keeps open, opened at start (`warmPool`); up to the pool's 10. A deployment
     * keeps its pool full, as HikariCP advises for spikes of demand; tests and development open them as needed.
     */
    DATABASE_POOL_MIN: z.coerce.number().int().min(0).max(10).default(0),
    OUTBOX_POLL_MS: z.coerce.number().int().positive().default(1000),
    /** Published outbox rows and processed-event records are deleted once this old (see `eventRetentionWorker`). */
    EVENT_RETENTION_DAYS: z.coerce.number().int().min(8).max(3650).default(14),
    /** Asked whether a session was revoked while Redis cannot say (see `sessionRevocations`). */
    IDENTITY_URL: z.url().default('http://127.0.0.1:4101'),
    /**
     * The gateway's own addresses (on this machine, 127.0.0.1). An address is not proof enough where others share it
     * (every local process is on loopback; pods share a cluster's private range): the forwarded address also needs
     * GATEWAY_SECRET (see create-server's `gatewaySecret`).
     */
    TRUST_PROXY: trustProxySetting('127.0.0.1'),
  });
}
export type ServiceConfig = z.infer<ReturnType<typeof serviceEnvSchema>>;
