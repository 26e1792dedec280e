import { loadConfig } from '@mb/service-kit';
import { restaurantEnv } from './config.js';

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
