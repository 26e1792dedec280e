import {
  checkoutRequest,
  initRenewalRequest,
  orderResponse,
  paymentInitResponse,
  renewalQuoteQuery,
  renewalQuoteResponse,
  subscriptionIdParams,
} from '@mb/contracts';
import type { App } from '@mb/service-kit';
import { customerField } from '../customer.js';
import { startPayment, type PaymentsDeps } from '../payments/payments.service.js';
import { orderView } from './orders.repository.js';
import { createPurchaseOrder, createRenewalOrder, quoteRenewal } from './orders.service.js';

/** Orders (cart checkout and buy-now) and renewals, which are an order and its payment in one call, and their quote. */
export function ordersRoutes(app: App, deps: PaymentsDeps): void {
  app.post(
    '/orders',
    { onRequest: [app.authenticate], schema: { body: checkoutRequest.extend({ customer: customerField }), response: { 200: orderResponse } } },
    async (request) => {
      const order = await createPurchaseOrder(deps.pool, { userId: request.user.sub, ...request.body });
      return { success: true as const, order: orderView(order) };
    },
  );

  app.post(
    '/renewals',
    { onRequest: [app.authenticate], schema: { body: initRenewalRequest.extend({ customer: customerField }), response: { 200: paymentInitResponse } } },
    async (request) => {
      const { customer, subscription_id, plan_type, months } = request.body;
      const order = await createRenewalOrder(deps.pool, { userId: request.user.sub, customer, subscriptionId: subscription_id, planType: plan_type, months });
      return startPayment(deps, order);
    },
  );

  app.get(
    '/subscriptions/:id/renewal-quote',
    { onRequest: [app.authenticate], schema: { params: subscriptionIdParams, querystring: renewalQuoteQuery, response: { 200: renewalQuoteResponse } } },
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
