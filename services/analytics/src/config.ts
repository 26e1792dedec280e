import { loadConfig, serviceEnvSchema } from '@mb/service-kit';

export const analyticsEnv = serviceEnvSchema({ port: 4105, schema: 'analytics' });
export const loadAnalyticsConfig = () => loadConfig(analyticsEnv);
export const migrationsDir = new URL('../migrations', import.meta.url).pathname;
