import { salesReportQuery, salesReportResponse } from '@mb/contracts';
import type { App } from '@mb/service-kit';
import type { RestaurantClient } from '../../clients/restaurant.client.js';
import { relayFileRoutes, relayRoutes } from './relay.js';

/**
 * Issue 37 item 5: the restaurant's sales reports and their CSV and XLSX. The restaurant service refuses employees and
 * ranges beyond the plan (Estándar one day, Pro 31, Gold 93).
 */
export function restaurantReportsRoutes(app: App, restaurant: RestaurantClient): void {
  const report = '/restaurant/reportes/ventas';
  relayRoutes(app, restaurant, [
    {
      method: 'GET',
      url: report,
      summary:
        'Reporte de ventas (admin, day o from y to): por medio de pago, mesero, plato (costo y margen), hora y día, motivos de ' +
        'descuentos, cortesías, anulaciones y cancelaciones, y comparación con el periodo anterior',
      querystring: salesReportQuery,
      response: salesReportResponse,
    },
  ]);
  relayFileRoutes(app, restaurant, [
    { url: `${report}.csv`, querystring: salesReportQuery, file: 'text/csv', summary: 'El reporte de ventas en CSV (admin)' },
    {
      url: `${report}.xlsx`,
      querystring: salesReportQuery,
      file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      summary: 'El reporte de ventas en Excel (XLSX), una hoja por tabla (admin)',
    },
  ]);
}
