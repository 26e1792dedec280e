import { loadConfig } from '@mb/service-kit';
import { loadRestaurantConfig, restaurantEnv } from './config.js';

it('does not start in production with the development restaurant token secret', () => {
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://restaurant:restaurant@db:5432/mb',
    SESSION_PUBLIC_KEY: 'pem',
    GATEWAY_SECRET: 'gateway-secret-of-production',
    METRICS_TOKEN: 'metrics-token-of-production',
  };
  expect(() => loadConfig(restaurantEnv, env)).toThrow(/RESTAURANT_TOKEN_SECRET: /);
  expect(loadConfig(restaurantEnv, { ...env, RESTAURANT_TOKEN_SECRET: 'a-secret-of-production-1234' }).NODE_ENV).toBe('production');
});

it('does not start in production with local webhook origins let through', () => {
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://restaurant:restaurant@db:5432/mb',
    SESSION_PUBLIC_KEY: 'pem',
    GATEWAY_SECRET: 'gateway-secret-of-production',
    METRICS_TOKEN: 'metrics-token-of-production',
    RESTAURANT_TOKEN_SECRET: 'a-secret-of-production-1234',
  };
  expect(() => loadRestaurantConfig({ ...env, WEBHOOK_ALLOWED_ORIGINS: 'http://127.0.0.1:4999' })).toThrow(/WEBHOOK_ALLOWED_ORIGINS: /);
  expect(loadRestaurantConfig(env).WEBHOOK_ALLOWED_ORIGINS).toEqual([]);
  expect(
    loadRestaurantConfig({ ...env, NODE_ENV: 'test', WEBHOOK_ALLOWED_ORIGINS: 'http://127.0.0.1:4999' }).WEBHOOK_ALLOWED_ORIGINS,
  ).toEqual(['http://127.0.0.1:4999']);
});
