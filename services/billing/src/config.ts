import { loadConfig, serviceEnvSchema } from '@mb/service-kit';

export const billingEnv = serviceEnvSchema({ port: 4103, schema: 'billing' });
export const loadBillingConfig = () => loadConfig(billingEnv);
export const migrationsDir = new URL('../migrations', import.meta.url).pathname;
