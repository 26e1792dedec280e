import { z } from 'zod';
import { loadConfig, serviceEnvSchema } from '@mb/service-kit';

/** invoicing's own settings. The APIDIAN defaults match the local simulator (simulators/apidian). */
export const invoicingOwnEnv = z.object({
  /** APIDIAN's host; calls go to `{APIDIAN_URL}/api/ubl2.1/...`. */
  APIDIAN_URL: z.url().default('http://127.0.0.1:4902'),
  APIDIAN_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** 32 bytes as 64 hex characters: encrypts the issuers' APIDIAN tokens at rest (AES-256-GCM). */
  ISSUER_TOKEN_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'ISSUER_TOKEN_KEY must be 64 hex characters')
    .default('6d622d706c6174666f726d2d6c6f63616c2d6973737565722d746f6b656e2d6b'),
});
export const invoicingEnv = serviceEnvSchema({ port: 4104, schema: 'invoicing' }).extend(invoicingOwnEnv.shape);
export type InvoicingConfig = z.infer<typeof invoicingEnv>;
export const loadInvoicingConfig = () => loadConfig(invoicingEnv);
export const migrationsDir = new URL('../migrations', import.meta.url).pathname;
