import { z } from 'zod';
import { loadConfig, serviceEnvSchema } from '@mb/service-kit';

/** analytics' own settings. */
export const analyticsOwnEnv = z.object({
  /** How often raw events past their 13 months are purged. */
  PURGE_EVERY_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 3600 * 1000),
});
export const analyticsEnv = serviceEnvSchema({ port: 4105, schema: 'analytics' }).extend(analyticsOwnEnv.shape);
export type AnalyticsConfig = z.infer<typeof analyticsEnv>;
export const loadAnalyticsConfig = () => loadConfig(analyticsEnv);
export const migrationsDir = new URL('../migrations', import.meta.url).pathname;
