import { billingEnv } from './config.js';
import { loadConfig } from '@mb/service-kit';

it('does not start in production with the Wompi keys and secrets of the local simulator', () => {
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://billing:billing@db:5432/mb',
    SESSION_PUBLIC_KEY: 'pem',
    GATEWAY_SECRET: 'gateway-secret-of-production',
    METRICS_TOKEN: 'metrics-token-of-production',
  };
  const load = () => loadConfig(billingEnv, env);
  for (const name of ['WOMPI_PUBLIC_KEY', 'WOMPI_PRIVATE_KEY', 'WOMPI_INTEGRITY_SECRET', 'WOMPI_EVENTS_SECRET'])
    expect(load).toThrow(new RegExp(`${name}: `));
  const real = {
    WOMPI_PUBLIC_KEY: 'pub_prod_x',
    WOMPI_PRIVATE_KEY: 'prv_prod_x',
    WOMPI_INTEGRITY_SECRET: 'prod_integrity',
    WOMPI_EVENTS_SECRET: 'prod_events',
  };
  expect(loadConfig(billingEnv, { ...env, ...real }).WOMPI_EVENTS_SECRET).toBe('prod_events');
});
