import {
  deleteExpenseRequest,
  expenseIdParams,
  expenseRequest,
  expenseResponse,
  expensesQuery,
  expensesResponse,
  financeFormats,
  financeRangeQuery,
  incomeStatementResponse,
  restaurantAppMessages,
  type FinanceRangeQuery,
} from '@mb/contracts';
import { AppError, type App, type Pool } from '@mb/service-kit';
import type { FastifyReply, onRequestHookHandler } from 'fastify';
import { statsRange } from '../../domain/stats-range.js';
import { reportScope } from '../reports/report-scope.js';
import { reportContentTypes } from '../reports/report-files.js';
import { requireFeature, type RestaurantGuards } from '../session/restaurant-session.js';
import { expensesFile, statementFile } from './finance-files.js';
import { deleteExpense, expenseList, incomeStatement, recordExpense } from './finance.service.js';

const rangeOf = (query: FinanceRangeQuery) => {
  const range = statsRange(query, new Date());
  if (!range) throw new AppError(400, restaurantAppMessages.rangeInvalid);
  return range;
};
const download = (reply: FastifyReply, format: (typeof financeFormats)[number], file: { name: string; body: string | Buffer }) =>
  reply
    .header('content-type', reportContentTypes[format])
    .header('content-disposition', `attachment; filename="${file.name}"`)
    .send(file.body);

/**
 * Issue 37 item 2: financial management, Gold only (`sistema_gestion_financiera`), for the restaurant's administrators
 * (an employee gets 403, a lower plan the feature-locked 403): expenses, the income statement and the cash flow of up
 * to 93 days, and their CSV and XLSX; of one branch (`sede`, issue 37 item 4) or of every branch together. An expense
 * is recorded in the branch the request works in.
 */
export function financeRoutes(app: App, pool: Pool, guards: RestaurantGuards): void {
  const goldOnly: onRequestHookHandler = async (request) => requireFeature(request.restaurant, 'sistema_gestion_financiera');
  const gold = { onRequest: [...guards.admin, goldOnly] };
  const expenses = '/restaurant/finanzas/gastos';
  const statement = '/restaurant/finanzas/estado-resultados';

  app.get(expenses, { ...gold, schema: { querystring: expensesQuery, response: { 200: expensesResponse } } }, async (request) => ({
    success: true as const,
    data: await expenseList(
      pool,
      await reportScope(pool, request.restaurant.restaurantId, request.query.sede),
      rangeOf(request.query),
      request.query.category,
    ),
  }));
  app.post(expenses, { ...gold, schema: { body: expenseRequest, response: { 200: expenseResponse } } }, async (request) => ({
    success: true as const,
    data: await recordExpense(pool, request.restaurant, request.body),
  }));
  const remove = { ...gold, schema: { params: expenseIdParams, body: deleteExpenseRequest, response: { 200: expenseResponse } } };
  app.post(`${expenses}/:id/eliminar`, remove, async (request) => ({
    success: true as const,
    data: await deleteExpense(pool, request.restaurant, request.params.id, request.body.reason),
  }));
  app.get(
    statement,
    { ...gold, schema: { querystring: financeRangeQuery, response: { 200: incomeStatementResponse } } },
    async (request) => ({
      success: true as const,
      data: await incomeStatement(
        pool,
        await reportScope(pool, request.restaurant.restaurantId, request.query.sede),
        rangeOf(request.query),
      ),
    }),
  );
  for (const format of financeFormats) {
    app.get(`${statement}.${format}`, { ...gold, schema: { querystring: financeRangeQuery } }, async (request, reply) =>
      download(
        reply,
        format,
        await statementFile(
          await incomeStatement(pool, await reportScope(pool, request.restaurant.restaurantId, request.query.sede), rangeOf(request.query)),
          format,
        ),
      ),
    );
    app.get(`${expenses}.${format}`, { ...gold, schema: { querystring: expensesQuery } }, async (request, reply) => {
      const scope = await reportScope(pool, request.restaurant.restaurantId, request.query.sede);
      const list = await expenseList(pool, scope, rangeOf(request.query), request.query.category);
      return download(reply, format, await expensesFile(list, format));
    });
  }
}
