import { z } from 'zod';
import { loadConfig, serviceEnvSchema } from '@mb/service-kit';

export const identityEnv = serviceEnvSchema({ port: 4101, schema: 'identity' }).extend({
  /** PEM private key that signs session tokens (its public half is everyone's SESSION_PUBLIC_KEY). */
  SESSION_PRIVATE_KEY: z.string().min(1, 'SESSION_PRIVATE_KEY is required (PEM)'),
  SESSION_TTL_HOURS: z.coerce.number().int().positive().default(24 * 7),
});
export type IdentityConfig = z.infer<typeof identityEnv>;
export const loadIdentityConfig = () => loadConfig(identityEnv);
export const migrationsDir = new URL('../migrations', import.meta.url).pathname;
