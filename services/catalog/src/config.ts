import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { loadConfig, serviceEnvSchema } from '@mb/service-kit';

/** catalog's own settings, beside the kit's common ones. */
export const catalogOwnEnv = z.object({
  /** Where uploaded images and videos are kept (the local-disk storage). */
  MEDIA_DIR: z.string().min(1).default(fileURLToPath(new URL('../../../.local/media', import.meta.url))),
  /** Safety net only: the public list is dropped from the cache as soon as a catalog.product event arrives. */
  PUBLIC_CACHE_TTL_SECONDS: z.coerce.number().int().positive().default(300),
});
export const catalogEnv = serviceEnvSchema({ port: 4102, schema: 'catalog' }).extend(catalogOwnEnv.shape);
export type CatalogConfig = z.infer<typeof catalogEnv>;
export const loadCatalogConfig = () => loadConfig(catalogEnv);
export const migrationsDir = new URL('../migrations', import.meta.url).pathname;
