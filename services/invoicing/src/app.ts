import { topics } from '@mb/contracts';
import { createServiceApp } from '@mb/service-kit';
import type { InvoicingConfig } from './config.js';
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
    },
  });
}
