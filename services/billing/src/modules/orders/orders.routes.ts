import {
  checkoutRequest,
  initRenewalRequest,
  orderResponse,
  paymentInitResponse,
  renewalQuoteQuery,
  renewalQuoteResponse,
  subscriptionIdParams,
} from '@mb/contracts';
import { sessionToken, type App } from '@mb/service-kit';
import type { FastifyRequest } from 'fastify';
import type { BuyerSources } from '../../buyer/buyer-sources.js';
import { currentBuyer } from '../../buyer/current-buyer.js';
import { startPayment, type PaymentsDeps } from '../payments/payments.service.js';
import { orderView } from './orders.repository.js';
import { createPurchaseOrder, createRenewalOrder, quoteRenewal } from './orders.service.js';

/**
 * Orders (cart checkout and buy-now) and renewals, which are an order and its payment in one call, and their quote.
 * The buyer on an order is whoever identity and invoicing say the session's user is; a body's `customer` is dropped.
 */
export function ordersRoutes(app: App, deps: PaymentsDeps & { buyers: BuyerSources }): void {
  const buyer = (request: FastifyRequest) =>
    currentBuyer(deps.buyers, { userId: request.user.sub, token: sessionToken(request), requestId: request.id });

  app.post(
    '/orders',
    { onRequest: [app.authenticate], schema: { body: checkoutRequest, response: { 200: orderResponse } } },
    async (request) => {
      const order = await createPurchaseOrder(deps.pool, { ...request.body, userId: request.user.sub, customer: await buyer(request) });
      return { success: true as const, order: orderView(order) };
    },
  );

  app.post(
    '/renewals',
    { onRequest: [app.authenticate], schema: { body: initRenewalRequest, response: { 200: paymentInitResponse } } },
    async (request) => {
      const { subscription_id, plan_type, months } = request.body;
      const customer = await buyer(request);
      const order = await createRenewalOrder(deps.pool, {
        userId: request.user.sub,
        customer,
        subscriptionId: subscription_id,
        planType: plan_type,
        months,
      });
      return startPayment(deps, order);
    },
  );

  app.get(
    '/subscriptions/:id/renewal-quote',
    {
      onRequest: [app.authenticate],
      schema: { params: subscriptionIdParams, querystring: renewalQuoteQuery, response: { 200: renewalQuoteResponse } },
    },
    async (request) => {
      const { quote } = await quoteRenewal(deps.pool, {
        userId: request.user.sub,
        subscriptionId: request.params.id,
        planType: request.query.plan_type,
        months: request.query.months,
      });
      return { success: true as const, quote };
    },
  );
}
