import { messages, reconcileSoldCountRequest, reconcileSoldCountResponse } from '@mb/contracts';
import type { App } from '@mb/service-kit';
import type { CatalogDeps } from '../../deps.js';
import { adminOnly } from '../admin-only.js';
import { reconcileSoldCounts } from './sales.service.js';

export function salesRoutes(app: App, { pool }: CatalogDeps): void {
  app.post(
    '/admin/reconcile/sold-count',
    {
      ...adminOnly(app),
      schema: { body: reconcileSoldCountRequest.default({ resetAll: false }), response: { 200: reconcileSoldCountResponse } },
    },
    async (request) => ({
      success: true as const,
      message: messages.soldCountReconciled,
      updated: await reconcileSoldCounts(pool, request.body.resetAll),
    }),
  );
}
