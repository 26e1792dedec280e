import { auditQuery, auditResponse } from '@mb/contracts';
import { requireRole, type App, type Pool } from '@mb/service-kit';
import { auditPage } from './audit.service.js';

/** The audit view: Admin and SuperAdmin read it; nobody writes it but the consumer. */
export function auditRoutes(app: App, pool: Pool): void {
  app.get(
    '/audit',
    {
      onRequest: [app.authenticate, requireRole('Admin', 'SuperAdmin')],
      schema: { querystring: auditQuery, response: { 200: auditResponse } },
    },
    async (request) => ({ success: true as const, ...(await auditPage(pool, request.query)) }),
  );
}
