import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { mediaMongoUrl } from '@mb/service-kit/media';
import { loadConfig, serviceEnvSchema } from '@mb/service-kit';

/** catalog's own settings, beside the kit's common ones. */
export const catalogOwnEnv = z.object({
  /** Where uploaded images and videos are kept (the local-disk storage). */
  MEDIA_DIR: z
    .string()
    .min(1)
    .default(fileURLToPath(new URL('../../../.local/media', import.meta.url))),
  /** With it, uploads live in GridFS there instead of under MEDIA_DIR, so every replica serves them. */
  MEDIA_MONGODB_URL: mediaMongoUrl,
  /** The public list is dropped as soon as a catalog.product event arrives; sold counts, which send none, show within this. */
  PUBLIC_CACHE_TTL_SECONDS: z.coerce.number().int().positive().default(60),
  /** Billing, asked who still holds a product before it is deactivated or its slug changes. */
  BILLING_URL: z.url().default('http://127.0.0.1:4103'),
  BILLING_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
});
export const catalogEnv = serviceEnvSchema({ port: 4102, schema: 'catalog' }).extend(catalogOwnEnv.shape);
export type CatalogConfig = z.infer<typeof catalogEnv>;
export const loadCatalogConfig = () => loadConfig(catalogEnv);
export const migrationsDir = new URL('../migrations', import.meta.url).pathname;
