import { adjustCheckRequest, checkIdParams, checkResponse } from '@mb/contracts';
import type { App, Pool } from '@mb/service-kit';
import type { RestaurantGuards } from '../session/restaurant-session.js';
import { adjustCheck } from './adjustments.service.js';
import type { CheckPassword } from './approval.js';

/** Issue 33 item 4: discounts, courtesies and voids on an open check. Roles that adjust ask; non-administrators with approval. */
export function adjustmentsRoutes(app: App, pool: Pool, guards: RestaurantGuards, checkPassword: CheckPassword): void {
  app.post(
    '/restaurant/cuentas/:id/ajustes',
    { onRequest: guards.can('adjust'), schema: { params: checkIdParams, body: adjustCheckRequest, response: { 200: checkResponse } } },
    async (request) => ({
      success: true as const,
      data: await adjustCheck(pool, checkPassword, request.restaurant, request.params.id, request.body, request.ip),
    }),
  );
}
