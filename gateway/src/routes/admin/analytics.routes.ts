import { analyticsEventsQuery, analyticsEventsResponse, analyticsSummaryQuery, analyticsSummaryResponse } from '@mb/contracts';
import type { App } from '@mb/service-kit';
import type { AnalyticsClient } from '../../clients/analytics.client.js';
import { requireSessionToken } from '../../plugins/session-cookies.js';

/** The analytics dashboard's reads (spec 2 §7.5); the analytics service checks the role again. */
export function adminAnalyticsRoutes(app: App, analytics: AnalyticsClient): void {
  app.get(
    '/auth/analytics/summary',
    {
      config: { access: 'admin' as const },
      schema: {
        tags: ['admin'],
        summary: 'Resumen de analítica (Admin, SuperAdmin)',
        querystring: analyticsSummaryQuery,
        response: { 200: analyticsSummaryResponse },
      },
    },
    (request) => analytics.summary(requireSessionToken(request), request.query, request.id),
  );

  app.get(
    '/auth/analytics/events',
    {
      config: { access: 'admin' as const },
      schema: {
        tags: ['admin'],
        summary: 'Eventos recientes (Admin, SuperAdmin)',
        querystring: analyticsEventsQuery,
        response: { 200: analyticsEventsResponse },
      },
    },
    (request) => analytics.events(requireSessionToken(request), request.query.limit, request.id),
  );
}
