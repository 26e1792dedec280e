import { restaurantAppMessages, salesReportFormats, salesReportQuery, salesReportResponse, type SalesReportQuery } from '@mb/contracts';
import { AppError, type App, type Pool } from '@mb/service-kit';
import { statsFeature } from '../../domain/features.js';
import { rangeDays, statsRange } from '../../domain/stats-range.js';
import { requireFeature, type RestaurantContext, type RestaurantGuards } from '../session/restaurant-session.js';
import { reportContentTypes, reportFile } from './report-files.js';
import { reportScope } from './report-scope.js';
import { salesReport } from './reports.service.js';

/**
 * Issue 37 item 5: the sales report of a range and its CSV and XLSX, for the restaurant's administrators (an employee
 * gets 403); a range longer than the plan's stats allow is refused with the feature that unlocks it. `sede` narrows it
 * to one branch (404 when not the restaurant's); without it, every branch together.
 */
export function reportsRoutes(app: App, pool: Pool, guards: RestaurantGuards): void {
  const reportOf = async (request: { query: SalesReportQuery; restaurant: RestaurantContext }) => {
    const range = statsRange(request.query, new Date());
    if (!range) throw new AppError(400, restaurantAppMessages.rangeInvalid);
    requireFeature(request.restaurant, statsFeature(rangeDays(range)));
    return salesReport(pool, await reportScope(pool, request.restaurant.restaurantId, request.query.sede), range);
  };

  app.get(
    '/restaurant/reportes/ventas',
    { onRequest: guards.admin, schema: { querystring: salesReportQuery, response: { 200: salesReportResponse } } },
    async (request) => ({ success: true as const, data: await reportOf(request) }),
  );
  for (const format of salesReportFormats) {
    app.get(
      `/restaurant/reportes/ventas.${format}`,
      { onRequest: guards.admin, schema: { querystring: salesReportQuery } },
      async (request, reply) => {
        const file = await reportFile(await reportOf(request), format);
        return reply
          .header('content-type', reportContentTypes[format])
          .header('content-disposition', `attachment; filename="${file.name}"`)
          .send(file.body);
      },
    );
  }
}
