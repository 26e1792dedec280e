import { checkIdParams, receiptQuery, receiptResponse, sendReceiptRequest, sendReceiptResponse } from '@mb/contracts';
import type { App, Pool } from '@mb/service-kit';
import type { RestaurantGuards } from '../session/restaurant-session.js';
import type { ReceiptMailQueue } from './receipt-mail-queue.js';
import { receiptOf, sendReceipt } from './receipts.service.js';

/** Issue 33: the receipt (recibo de pago) of a charged check: anyone inside sees it, whoever charges e-mails it. */
export function receiptsRoutes(app: App, pool: Pool, guards: RestaurantGuards, mail: ReceiptMailQueue): void {
  const member = { onRequest: guards.member };
  app.get(
    '/restaurant/cuentas/:id/recibo',
    { ...member, schema: { params: checkIdParams, querystring: receiptQuery, response: { 200: receiptResponse } } },
    async (request) => ({
      success: true as const,
      data: await receiptOf(pool, request.restaurant, request.params.id, request.query.part),
    }),
  );
  app.post(
    '/restaurant/cuentas/:id/recibo/enviar',
    {
      onRequest: guards.can('charge'),
      schema: { params: checkIdParams, body: sendReceiptRequest, response: { 202: sendReceiptResponse } },
    },
    async (request, reply) => {
      const message = await sendReceipt(pool, mail, request.restaurant, request.params.id, request.body);
      return reply.code(202).send({ success: true as const, message });
    },
  );
}
