import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { mediaMongoUrl } from '@mb/service-kit/media';
import { restaurantProductSlug } from '@mb/contracts';
import { ConfigError, developmentSecret, loadConfig, serviceEnvSchema, smtpEnv } from '@mb/service-kit';

/** restaurant's own settings. */
export const restaurantOwnEnv = z.object({
  /** Signs the restaurant tokens (HS256); only this service reads them, so the secret never leaves it. */
  RESTAURANT_TOKEN_SECRET: developmentSecret(z.string().min(16), 'dev_restaurant_token_secret_change_me'),
  /** How long a restaurant_token may wait for its one exchange (the app does it at once); a leaked one soon is worthless. */
  RESTAURANT_TOKEN_TTL_MINUTES: z.coerce.number().int().positive().max(60).default(5),
  /** How long the app's own session lasts before the app logs in again with its restaurant token. */
  RESTAURANT_SESSION_TTL_MINUTES: z.coerce.number().int().positive().max(480).default(60),
  /** The catalogue slug of the restaurant software: only its subscriptions are restaurants. */
  RESTAURANT_PRODUCT_SLUG: z.string().min(1).default(restaurantProductSlug),
  /** Where dish pictures are kept (the local-disk storage); a folder of its own, not catalog's. */
  MEDIA_DIR: z
    .string()
    .min(1)
    .default(fileURLToPath(new URL('../../../.local/restaurant-media', import.meta.url))),
  /** With it, uploads live in GridFS there instead of under MEDIA_DIR, so every replica serves them. */
  MEDIA_MONGODB_URL: mediaMongoUrl,
  /** Invoicing: the restaurant's DIAN issuer state and its sales' documents (the receipt mail attaches their XML and PDF). */
  INVOICING_URL: z.url().default('http://127.0.0.1:4104'),
  /** Where receipts are e-mailed from (SMTP; the mail simulator in development and tests). */
  ...smtpEnv,
  /**
   * Origins a webhook may reach although they are private or local (a receiver on this machine): development and tests
   * only, comma-separated (`http://127.0.0.1:4999`). Empty in production: every webhook must resolve to public addresses.
   */
  WEBHOOK_ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  /** Tries of a webhook delivery, and the first back-off (doubling after each failure). */
  WEBHOOK_ATTEMPTS: z.coerce.number().int().positive().max(20).default(6),
  WEBHOOK_RETRY_MS: z.coerce.number().int().positive().default(10_000),
});
export const restaurantEnv = serviceEnvSchema({ port: 4106, schema: 'restaurant' }).extend(restaurantOwnEnv.shape);
export type RestaurantConfig = z.infer<typeof restaurantEnv>;
/** Production refuses local webhook origins: there every webhook must reach public addresses only. */
export function loadRestaurantConfig(env: NodeJS.ProcessEnv = process.env): RestaurantConfig {
  const config = loadConfig(restaurantEnv, env);
  if (config.NODE_ENV === 'production' && config.WEBHOOK_ALLOWED_ORIGINS.length > 0) {
    throw new ConfigError('Invalid configuration:\n  WEBHOOK_ALLOWED_ORIGINS: only for development and tests, production refuses it');
  }
  return config;
}
export const migrationsDir = new URL('../migrations', import.meta.url).pathname;
