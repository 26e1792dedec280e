import { topics } from '@mb/contracts';
import { createServiceApp, type ServiceConfig } from '@mb/service-kit';
import { codeListsRoutes } from './modules/code-lists/code-lists.routes.js';
import { codeListsCache } from './modules/code-lists/code-lists.service.js';
import { profileRoutes } from './modules/profile/profile.routes.js';

export function buildApp(config: ServiceConfig) {
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
