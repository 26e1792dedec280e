import {
  deleteExpenseRequest,
  expenseIdParams,
  expenseRequest,
  expenseResponse,
  expensesQuery,
  expensesResponse,
  financeRangeQuery,
  incomeStatementResponse,
} from '@mb/contracts';
import type { App } from '@mb/service-kit';
import type { RestaurantClient } from '../../clients/restaurant.client.js';
import { relayFileRoutes, relayRoutes } from './relay.js';

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Issue 37 item 2: financial management (Gold): expenses, the income statement and the cash flow, and their CSV and
 * XLSX. The restaurant service refuses employees, lower plans and ranges over 93 days, and scopes each expense to the
 * session's restaurant.
 */
export function restaurantFinanceRoutes(app: App, restaurant: RestaurantClient): void {
  const expenses = '/restaurant/finanzas/gastos';
  const statement = '/restaurant/finanzas/estado-resultados';
  relayRoutes(app, restaurant, [
    {
      method: 'GET',
      url: expenses,
      summary: 'Gastos del restaurante en un rango (admin, Gold; day o from y to, y category)',
      querystring: expensesQuery,
      response: expensesResponse,
    },
    {
      method: 'POST',
      url: expenses,
      summary: "Registrar un gasto (admin, Gold): pagado de 'caja' también es una salida del turno abierto",
      body: expenseRequest,
      response: expenseResponse,
    },
    {
      method: 'POST',
      url: `${expenses}/:id/eliminar`,
      summary: 'Eliminar un gasto con un motivo (admin, Gold): queda registrado quién y por qué',
      params: expenseIdParams,
      body: deleteExpenseRequest,
      response: expenseResponse,
    },
    {
      method: 'GET',
      url: statement,
      summary: 'Estado de resultados y flujo de caja (admin, Gold; day o from y to, hasta 93 días)',
      querystring: financeRangeQuery,
      response: incomeStatementResponse,
    },
  ]);
  relayFileRoutes(app, restaurant, [
    { url: `${statement}.csv`, querystring: financeRangeQuery, file: 'text/csv', summary: 'El estado de resultados en CSV (admin, Gold)' },
    { url: `${statement}.xlsx`, querystring: financeRangeQuery, file: xlsx, summary: 'El estado de resultados en Excel (admin, Gold)' },
    { url: `${expenses}.csv`, querystring: expensesQuery, file: 'text/csv', summary: 'Los gastos en CSV (admin, Gold)' },
    { url: `${expenses}.xlsx`, querystring: expensesQuery, file: xlsx, summary: 'Los gastos en Excel (admin, Gold)' },
  ]);
}
