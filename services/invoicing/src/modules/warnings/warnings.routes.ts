import { expiryWarningsResponse } from '@mb/contracts';
import type { App, Pool } from '@mb/service-kit';
import { adminOnly } from '../admin-only.js';
import { activeWarnings } from './warnings.service.js';

/** Issue 34 item 8: the issuer list and the admin dashboard show what is about to run out. */
export function warningsRoutes(app: App, pool: Pool): void {
  app.get('/facturacion/avisos', { ...adminOnly(app), schema: { response: { 200: expiryWarningsResponse } } }, async () => ({
    success: true as const,
    data: await activeWarnings(pool, new Date()),
  }));
}
