import { z } from 'zod';
import { ConfigError, developmentSecret, loadConfig, serviceEnvSchema } from '../src/config.js';

const schema = serviceEnvSchema({ port: 4102, schema: 'catalog' });

it('names every bad or missing variable', () => {
  const load = () =>
    loadConfig(schema, { PORT: 'ochenta', DATABASE_URL: 'postgres://x@localhost/mb', SESSION_PUBLIC_KEY: 'pem', LOG_LEVEL: 'loud' });
  expect(load).toThrow(ConfigError);
  expect(load).toThrow(/PORT: /);
  expect(load).toThrow(/LOG_LEVEL: /);
  expect(() => loadConfig(schema, { SESSION_PUBLIC_KEY: 'pem' })).toThrow(/DATABASE_URL: /);
});

it('applies the defaults of this machine', () => {
  const config = loadConfig(schema, { DATABASE_URL: 'postgres://catalog:catalog@127.0.0.1:5432/mb', SESSION_PUBLIC_KEY: 'pem' });
  expect(config).toMatchObject({
    PORT: 4102,
    DATABASE_SCHEMA: 'catalog',
    KAFKA_BROKERS: ['127.0.0.1:9092'],
    REDIS_URL: 'redis://127.0.0.1:6379',
    BUS_NAMESPACE: '',
  });
});

it('refuses a development secret in production, naming it, and keeps it elsewhere', () => {
  const withSecret = schema.extend({ API_SECRET: developmentSecret(z.string().min(1), 'dev_secret') });
  const env = { DATABASE_URL: 'postgres://catalog:catalog@127.0.0.1:5432/mb', SESSION_PUBLIC_KEY: 'pem' };
  expect(loadConfig(withSecret, env).API_SECRET).toBe('dev_secret');
  expect(() => loadConfig(withSecret, { ...env, NODE_ENV: 'production' })).toThrow(
    /API_SECRET: API_SECRET still has its development default/,
  );
  expect(() => loadConfig(withSecret, { ...env, NODE_ENV: 'production', API_SECRET: 'dev_secret' })).toThrow(ConfigError);
  expect(() => loadConfig(withSecret, { ...env, NODE_ENV: 'production', API_SECRET: 'a-real-one' })).toThrow(/GATEWAY_SECRET: /);
  expect(() => loadConfig(withSecret, { ...env, NODE_ENV: 'production', API_SECRET: 'a-real-one' })).toThrow(/METRICS_TOKEN: /);
  const production = {
    ...env,
    NODE_ENV: 'production',
    API_SECRET: 'a-real-one',
    GATEWAY_SECRET: 'the-gateway-of-production',
    METRICS_TOKEN: 'the-metrics-token-of-production',
  };
  expect(loadConfig(withSecret, production).API_SECRET).toBe('a-real-one');
});
