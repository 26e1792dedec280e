import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { chatLimits } from '@mb/contracts';
import { commonEnv, developmentSecret, loadConfig, trustProxySetting } from '@mb/service-kit';

const serviceUrl = (port: number) => z.url().default(`http://127.0.0.1:${port}`);

export const gatewayEnv = z.object({
  ...commonEnv,
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  IDENTITY_URL: serviceUrl(4101),
  CATALOG_URL: serviceUrl(4102),
  BILLING_URL: serviceUrl(4103),
  INVOICING_URL: serviceUrl(4104),
  ANALYTICS_URL: serviceUrl(4105),
  RESTAURANT_URL: serviceUrl(4106),
  /** The built web shell (host). */
  WEB_DIST: z.string().default(fileURLToPath(new URL('../../frontends/shell/dist', import.meta.url))),
  /** Where the remotes' builds are: `<REMOTES_DIR>/<remote>/dist`, served at `/remotes/<remote>/`. */
  REMOTES_DIR: z.string().default(fileURLToPath(new URL('../../frontends', import.meta.url))),
  /** Remote entry URLs the shell loads; override one to redeploy a remote without rebuilding the shell. */
  REMOTE_STORE_URL: z.string().default('/remotes/store/remoteEntry.js'),
  REMOTE_ACCOUNT_URL: z.string().default('/remotes/account/remoteEntry.js'),
  REMOTE_ADMIN_URL: z.string().default('/remotes/admin/remoteEntry.js'),
  REMOTE_RESTAURANT_URL: z.string().default('/remotes/restaurant/remoteEntry.js'),
  /** `{ns}` / `{product}` path segment of the invoicing and restaurant calls. */
  PRODUCT_NAMESPACE: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .default('mb'),
  DOWNSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  /** How long the session cookie lives; identity's SESSION_TTL_HOURS should match. */
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 7),
  /**
   * The gateway faces browsers directly by default; behind a load balancer, name it (its addresses or
   * ranges) so the client's address — what sign-in throttling and rate limits count by — is read from X-Forwarded-For.
   */
  TRUST_PROXY: trustProxySetting('false'),
  /** Where Wompi's widget script and checkout frame load from: the only third-party code the pages may run. */
  WOMPI_ORIGINS: z
    .string()
    .default('http://127.0.0.1:4901')
    .transform((list) =>
      list
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url())),
  /** The chat's automation webhook (n8n-style); only the gateway knows its address and secret (the chat simulator's by default). */
  CHAT_WEBHOOK_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4904/webhook/mb-chat'),
  /** Sent in `x-webhook-secret` (n8n's Header Auth), so only the platform can run the automation. */
  CHAT_WEBHOOK_SECRET: developmentSecret(z.string().min(16), 'dev_chat_webhook_secret'),
  /** How long an automation run may take (spec 1 §9: 130 s); shorter only in tests. */
  CHAT_TIMEOUT_MS: z.coerce.number().int().positive().default(chatLimits.webhookTimeoutMs),
});
export type GatewayConfig = z.infer<typeof gatewayEnv>;
export const loadGatewayConfig = () => loadConfig(gatewayEnv);

export const serviceNames = ['identity', 'catalog', 'billing', 'invoicing', 'analytics', 'restaurant'] as const;
export type ServiceName = (typeof serviceNames)[number];

export const remoteNames = ['store', 'account', 'admin', 'restaurant'] as const;

export function remoteEntries(config: GatewayConfig): Record<(typeof remoteNames)[number], { entry: string }> {
  return {
    store: { entry: config.REMOTE_STORE_URL },
    account: { entry: config.REMOTE_ACCOUNT_URL },
    admin: { entry: config.REMOTE_ADMIN_URL },
    restaurant: { entry: config.REMOTE_RESTAURANT_URL },
  };
}

export function serviceUrls(config: GatewayConfig): Record<ServiceName, string> {
  return {
    identity: config.IDENTITY_URL,
    catalog: config.CATALOG_URL,
    billing: config.BILLING_URL,
    invoicing: config.INVOICING_URL,
    analytics: config.ANALYTICS_URL,
    restaurant: config.RESTAURANT_URL,
  };
}

/** The origins of remotes served from elsewhere (an absolute REMOTE_<NAME>_URL): the pages must be allowed to load them. */
export function remoteOrigins(config: GatewayConfig): string[] {
  const absolute = Object.values(remoteEntries(config)).filter(({ entry }) => /^https?:\/\//.test(entry));
  return [...new Set(absolute.map(({ entry }) => new URL(entry).origin))];
}
