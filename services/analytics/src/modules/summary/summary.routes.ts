import {
  adminRoles,
  analyticsEventsQuery,
  analyticsEventsResponse,
  analyticsMessages,
  analyticsSummaryQuery,
  analyticsSummaryResponse,
} from '@mb/contracts';
import { badRequest, requireRole, type App, type Pool } from '@mb/service-kit';
import { summaryRange } from '../../domain/days.js';
import { readSummary, recentEvents } from './summary.store.js';

/** Longest period one summary covers (its previous period as long again): a bound on one request's work. */
const maxDays = 366;

/** The admin dashboard's two calls (spec 2 §7.5). */
export function summaryRoutes(app: App, pool: Pool): void {
  const adminOnly = [app.authenticate, requireRole(...adminRoles)];

  app.get(
    '/summary',
    { onRequest: adminOnly, schema: { querystring: analyticsSummaryQuery, response: { 200: analyticsSummaryResponse } } },
    async (request) => {
      const range = summaryRange(request.query, new Date());
      if (range.length < 1) throw badRequest(analyticsMessages.badRange);
      if (range.length > maxDays) throw badRequest(analyticsMessages.rangeTooLong);
      return { success: true as const, data: await readSummary(pool, range) };
    },
  );

  app.get(
    '/events',
    { onRequest: adminOnly, schema: { querystring: analyticsEventsQuery, response: { 200: analyticsEventsResponse } } },
    async (request) => ({
      success: true as const,
      items: await recentEvents(pool, request.query.limit),
    }),
  );
}
