import { auditQuery, auditResponse } from '@mb/contracts';
import type { App } from '@mb/service-kit';
import type { auditClient } from '../../clients/audit.client.js';
import { requireSessionToken } from '../../plugins/session-cookies.js';

/** The audit view's list; identity checks the role and owns the filters' rules. */
export function adminAuditRoutes(app: App, audit: ReturnType<typeof auditClient>): void {
  app.get(
    '/auth/audit',
    {
      config: { access: 'admin' as const },
      schema: {
        tags: ['admin'],
        summary: 'Registro de auditoría (Admin, SuperAdmin)',
        querystring: auditQuery,
        response: { 200: auditResponse },
      },
    },
    (request) => audit.entries(requireSessionToken(request), request.query, request.id),
  );
}
