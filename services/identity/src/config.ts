import { z } from 'zod';
import { developmentSecret, loadConfig, serviceEnvSchema, smtpEnv } from '@mb/service-kit';

const list = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/** identity's own settings, beside the kit's common ones. */
export const identityOwnEnv = z.object({
  /** PEM private key that signs session tokens (its public half is everyone's SESSION_PUBLIC_KEY). */
  SESSION_PRIVATE_KEY: z.string().min(1, 'SESSION_PRIVATE_KEY is required (PEM)'),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 7),
  /** The web app's public origin: the links in e-mails point here. */
  WEB_URL: z
    .url()
    .default('http://127.0.0.1:8080')
    .transform((url) => url.replace(/\/+$/, '')),
  /** How often the personal data of accounts deleted over 30 days ago is erased. */
  ERASE_EVERY_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(6 * 3_600_000),
  ...smtpEnv,
  /** Google's issuer in production; simulators/oidc in development and tests. */
  GOOGLE_ISSUER: z.url().default('http://127.0.0.1:4903'),
  GOOGLE_CLIENT_ID: z.string().min(1).default('mb-platform'),
  GOOGLE_CLIENT_SECRET: developmentSecret(z.string().min(1), 'mb-platform-dev-secret'),
  /** Callback addresses registered with Google; the gateway's must be one of them. */
  GOOGLE_REDIRECT_URIS: list.default(['http://127.0.0.1:8080/auth/google/callback', 'http://localhost:8080/auth/google/callback']),
});
export const identityEnv = serviceEnvSchema({ port: 4101, schema: 'identity' }).extend(identityOwnEnv.shape);
export type IdentityConfig = z.infer<typeof identityEnv>;
export const loadIdentityConfig = () => loadConfig(identityEnv);
export const migrationsDir = new URL('../migrations', import.meta.url).pathname;
