import { loadConfig, serviceEnvSchema } from '@mb/service-kit';

export const identityEnv = serviceEnvSchema({ port: 4101, schema: 'identity' });
export const loadIdentityConfig = () => loadConfig(identityEnv);
export const migrationsDir = new URL('../migrations', import.meta.url).pathname;
