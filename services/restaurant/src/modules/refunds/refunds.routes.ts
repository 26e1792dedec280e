import { checkIdParams, checkResponse, refundCheckRequest } from '@mb/contracts';
import type { App, Pool } from '@mb/service-kit';
import type { CheckPassword } from '../adjustments/approval.js';
import type { RestaurantGuards } from '../session/restaurant-session.js';
import { refundCheck } from './refunds.service.js';

/** Issue 35 item 4: refunds of a paid check's lines. Roles that adjust ask; non-administrators with an administrator's approval. */
export function refundsRoutes(app: App, pool: Pool, guards: RestaurantGuards, checkPassword: CheckPassword): void {
  app.post(
    '/restaurant/cuentas/:id/reembolsos',
    { onRequest: guards.can('adjust'), schema: { params: checkIdParams, body: refundCheckRequest, response: { 200: checkResponse } } },
    async (request) => ({
      success: true as const,
      data: await refundCheck(pool, checkPassword, request.restaurant, request.params.id, request.body, request.ip),
    }),
  );
}
