import { invoicingCodesResponse } from '@mb/contracts';
import type { App } from '@mb/service-kit';
import type { CodeListsCache } from './code-lists.service.js';

export function codeListsRoutes(app: App, codes: CodeListsCache): void {
  app.get('/codes', { onRequest: [app.authenticate], schema: { response: { 200: invoicingCodesResponse } } }, async () => ({
    success: true as const,
    data: await codes(),
  }));
}
