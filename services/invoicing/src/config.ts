import { loadConfig, serviceEnvSchema } from '@mb/service-kit';

export const invoicingEnv = serviceEnvSchema({ port: 4104, schema: 'invoicing' });
export const loadInvoicingConfig = () => loadConfig(invoicingEnv);
export const migrationsDir = new URL('../migrations', import.meta.url).pathname;
