import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { commonEnv, loadConfig } from '@mb/service-kit';

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
  /** The built web app (shell and remotes). */
  WEB_DIST: z.string().default(fileURLToPath(new URL('../../frontends/shell/dist', import.meta.url))),
  /** `{ns}` / `{product}` path segment of the invoicing and restaurant calls. */
  PRODUCT_NAMESPACE: z.string().regex(/^[a-z0-9-]+$/).default('mb'),
  DOWNSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
});
export type GatewayConfig = z.infer<typeof gatewayEnv>;
export const loadGatewayConfig = () => loadConfig(gatewayEnv);

export const serviceNames = ['identity', 'catalog', 'billing', 'invoicing', 'analytics', 'restaurant'] as const;
export type ServiceName = (typeof serviceNames)[number];

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
