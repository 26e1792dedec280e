import { loadConfig } from '@mb/service-kit';
import { identityEnv } from './config.js';

it('does not start in production with the development Google client secret', () => {
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://identity:identity@db:5432/mb',
    SESSION_PUBLIC_KEY: 'pem',
    GATEWAY_SECRET: 'gateway-secret-of-production',
    METRICS_TOKEN: 'metrics-token-of-production',
    SESSION_PRIVATE_KEY: 'pem',
  };
  expect(() => loadConfig(identityEnv, env)).toThrow(/GOOGLE_CLIENT_SECRET: /);
  expect(loadConfig(identityEnv, { ...env, GOOGLE_CLIENT_SECRET: 'from-google-console' }).GOOGLE_CLIENT_SECRET).toBe('from-google-console');
});
