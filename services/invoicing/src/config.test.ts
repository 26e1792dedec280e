import { loadConfig } from '@mb/service-kit';
import { invoicingEnv } from './config.js';

it('does not start in production with the development issuer token key or the simulator issuer’s credentials', () => {
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://invoicing:invoicing@db:5432/mb',
    SESSION_PUBLIC_KEY: 'pem',
    GATEWAY_SECRET: 'gateway-secret-of-production',
    METRICS_TOKEN: 'metrics-token-of-production',
  };
  const load = () => loadConfig(invoicingEnv, env);
  for (const name of ['ISSUER_TOKEN_KEY', 'PLATFORM_ISSUER_TOKEN', 'PLATFORM_TECHNICAL_KEY']) expect(load).toThrow(new RegExp(`${name}: `));
  const real = {
    ISSUER_TOKEN_KEY: 'ab'.repeat(32),
    PLATFORM_ISSUER_TOKEN: 'token-of-production',
    PLATFORM_TECHNICAL_KEY: 'key-of-production',
  };
  expect(loadConfig(invoicingEnv, { ...env, ...real }).ISSUER_TOKEN_KEY).toBe('ab'.repeat(32));
});
