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
  /** Each remote's mf-manifest.json the shell loads; override one to serve a remote from elsewhere (a CDN). */
  REMOTE_STORE_URL: z.string().default('/remotes/store/mf-manifest.json'),
  REMOTE_ACCOUNT_URL: z.string().default('/remotes/account/mf-manifest.json'),
  REMOTE_ADMIN_URL: z.string().default('/remotes/admin/mf-manifest.json'),
  REMOTE_RESTAURANT_URL: z.string().default('/remotes/restaurant/mf-manifest.json'),
  /**
   * The remotes list a deploy switches, read again whenever it changes (no restart): JSON naming, for the remotes
   * deployed on their own, their manifest and version (`{ "store": { "entry": ".../mf-manifest.json", "version": "..." } }`); a remote
   * it does not name is the one built with the shell, at REMOTE_<NAME>_URL (deploy/README.md).
   */
  REMOTES_FILE: z.string().optional(),
  /** Where teams upload their remotes' versions: `<dir>/<remote>/<version>/`, served at `/remotes/releases/<remote>/<version>/`. */
  REMOTE_RELEASES_DIR: z.string().default(fileURLToPath(new URL('../../.local/remote-releases', import.meta.url))),
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

type RemoteName = (typeof remoteNames)[number];
/** Where the shell finds a remote: its entry, the mf-manifest.json, and which version of the remote that is. */
export type RemotesList = Record<RemoteName, { entry: string; version: string }>;

/** The version of a remote built with the shell and served from its build (`<REMOTES_DIR>/<remote>/dist`). */
const builtVersion = 'built';

/** The remotes as built with the shell (REMOTE_<NAME>_URL): what the remotes file overrides. */
export function builtRemotes(config: GatewayConfig): RemotesList {
  const built = (entry: string) => ({ entry, version: builtVersion });
  return {
    store: built(config.REMOTE_STORE_URL),
    account: built(config.REMOTE_ACCOUNT_URL),
    admin: built(config.REMOTE_ADMIN_URL),
    restaurant: built(config.REMOTE_RESTAURANT_URL),
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
  const absolute = Object.values(builtRemotes(config)).filter(({ entry }) => /^https?:\/\//.test(entry));
  return [...new Set(absolute.map(({ entry }) => new URL(entry).origin))];
}
