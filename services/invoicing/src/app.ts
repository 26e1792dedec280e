import { topics } from '@mb/contracts';
import { createServiceApp } from '@mb/service-kit';
import type { InvoicingConfig } from './config.js';
import { apidianClient } from './apidian/apidian-client.js';
import { tokenKey } from './domain/token-crypto.js';
import { apidianProxyRoutes } from './modules/apidian-proxy/apidian-proxy.routes.js';
import { apidianProxyService } from './modules/apidian-proxy/apidian-proxy.service.js';
import { issuersRoutes } from './modules/issuers/issuers.routes.js';
import { issuersService } from './modules/issuers/issuers.service.js';
import { templatesRoutes } from './modules/templates/templates.routes.js';
import { codeListsRoutes } from './modules/code-lists/code-lists.routes.js';
import { codeListsCache } from './modules/code-lists/code-lists.service.js';
import { profileRoutes } from './modules/profile/profile.routes.js';

export function buildApp(config: InvoicingConfig) {
  return createServiceApp({
    name: 'invoicing',
    config,
    publishes: [topics.invoicingInvoice],
    routes(app, { pool }) {
      codeListsRoutes(app, codeListsCache(pool));
      profileRoutes(app, pool);
      const apidian = apidianClient({ baseUrl: config.APIDIAN_URL, timeoutMs: config.APIDIAN_TIMEOUT_MS });
      const issuers = issuersService({ pool, apidian, tokenKey: tokenKey(config.ISSUER_TOKEN_KEY) });
      issuersRoutes(app, pool, issuers);
      templatesRoutes(app, pool);
      apidianProxyRoutes(app, apidianProxyService({ pool, apidian, issuers }));
    },
  });
}
