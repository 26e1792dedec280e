import { loadConfig, serviceEnvSchema } from '@mb/service-kit';

export const catalogEnv = serviceEnvSchema({ port: 4102, schema: 'catalog' });
export const loadCatalogConfig = () => loadConfig(catalogEnv);
export const migrationsDir = new URL('../migrations', import.meta.url).pathname;
