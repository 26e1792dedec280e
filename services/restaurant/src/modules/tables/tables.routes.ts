import { createTableRequest, tableIdParams, tableResponse, tablesResponse, tableStatusRequest } from '@mb/contracts';
import type { App, Pool } from '@mb/service-kit';
import type { RestaurantGuards } from '../session/restaurant-session.js';
import { listTables } from './tables.repository.js';
import { changeTableStatus, createTable, tableView } from './tables.service.js';

/** Spec 2 §7.7: the floor. Admins add tables; anyone inside sees them; whoever serves the floor sets their status. */
export function tablesRoutes(app: App, pool: Pool, guards: RestaurantGuards): void {
  app.get('/restaurant/tables', { onRequest: guards.member, schema: { response: { 200: tablesResponse } } }, async (request) => ({
    success: true as const,
    data: (await listTables(pool, request.restaurant)).map(tableView),
  }));
  app.post(
    '/restaurant/tables',
    { onRequest: guards.admin, schema: { body: createTableRequest, response: { 200: tableResponse } } },
    async (request) => ({
      success: true as const,
      data: await createTable(pool, request.restaurant, request.body),
    }),
  );
  app.put(
    '/restaurant/tables/:id/status',
    { onRequest: guards.can('serve_floor'), schema: { params: tableIdParams, body: tableStatusRequest, response: { 200: tableResponse } } },
    async (request) => ({
      success: true as const,
      data: await changeTableStatus(pool, request.restaurant, request.params.id, request.body.status),
    }),
  );
}
