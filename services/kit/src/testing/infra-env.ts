/**
 * The shared Redis and Kafka of a test run as a config's environment: where `npm test` put them (containers, through
 * REDIS_URL and KAFKA_BROKERS), else the local servers' addresses. For a config parsed from an object of its own
 * rather than from `process.env`, which would otherwise take its defaults (the local servers).
 */
export function infraEnv(): { REDIS_URL: string; KAFKA_BROKERS: string } {
  return {
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    KAFKA_BROKERS: process.env.KAFKA_BROKERS ?? '127.0.0.1:9092',
  };
}
