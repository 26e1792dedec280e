import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { mediaMongoUrl } from '@mb/service-kit/media';
import { developmentSecret, loadConfig, serviceEnvSchema } from '@mb/service-kit';

/** billing's own settings. The Wompi defaults match the local simulator (simulators/wompi) in sandbox mode. */
export const billingOwnEnv = z.object({
  /** Wompi's REST API, e.g. https://production.wompi.co/v1 */
  WOMPI_API_URL: z.url().default('http://127.0.0.1:4901/v1'),
  /** Wompi's widget script, loaded by the browser. */
  WOMPI_WIDGET_URL: z.url().default('http://127.0.0.1:4901/widget.js'),
  WOMPI_PUBLIC_KEY: developmentSecret(z.string().min(1), 'pub_test_mbplatform_local'),
  WOMPI_PRIVATE_KEY: developmentSecret(z.string().min(1), 'prv_test_mbplatform_local'),
  /** Signs what the browser sends to Wompi (reference + amount + currency). Never leaves the server. */
  WOMPI_INTEGRITY_SECRET: developmentSecret(z.string().min(1), 'test_integrity_mbplatform_local'),
  /** Verifies the checksum of Wompi's events. */
  WOMPI_EVENTS_SECRET: developmentSecret(z.string().min(1), 'test_events_mbplatform_local'),
  /** How far an event's timestamp may be from now, either way; a later retry of it is left to the reconcile job. */
  WOMPI_EVENT_TOLERANCE_SECONDS: z.coerce.number().int().positive().default(300),
  WOMPI_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  /** Where Wompi sends the buyer back (`?id=<transaction>` is added): the store's payment return. */
  PAYMENT_REDIRECT_URL: z.url().default('http://127.0.0.1:8080/tienda'),
  /** Who is buying comes from its owners, asked with the buyer's own session: identity (e-mail, name, phone, document) */
  IDENTITY_URL: z.url().default('http://127.0.0.1:4101'),
  /** and invoicing (whether the electronic-invoicing profile lets them pay). */
  INVOICING_URL: z.url().default('http://127.0.0.1:4104'),
  BUYER_LOOKUP_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** How often PENDING payments are asked about at Wompi, and subscriptions moved past expiry. */
  RECONCILE_EVERY_MS: z.coerce.number().int().positive().default(60_000),
  LIFECYCLE_EVERY_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60_000),
  /** Where the receipts of payments recorded by hand are kept (a volume of billing's own in deployments). */
  MEDIA_DIR: z
    .string()
    .min(1)
    .default(fileURLToPath(new URL('../../../.local/billing-media', import.meta.url))),
  /** With it, uploads live in GridFS there instead of under MEDIA_DIR, so every replica serves them. */
  MEDIA_MONGODB_URL: mediaMongoUrl,
});
export const billingEnv = serviceEnvSchema({ port: 4103, schema: 'billing' }).extend(billingOwnEnv.shape);
export type BillingConfig = z.infer<typeof billingEnv>;
export const loadBillingConfig = () => loadConfig(billingEnv);
export const migrationsDir = new URL('../migrations', import.meta.url).pathname;
