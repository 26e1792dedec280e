import {
  checkoutRequest,
  initPaymentRequest,
  initRenewalRequest,
  messages,
  orderResponse,
  paymentInitResponse,
  paymentResultQuery,
  paymentResultResponse,
  purchaseRequest,
  renewalQuoteQuery,
  renewalQuoteResponse,
  subscriptionIdParams,
} from '@mb/contracts';
import type { App } from '@mb/service-kit';
import type { FastifyRequest } from 'fastify';
import type { BillingClient } from '../../clients/billing.client.js';
import type { InvoicingClient } from '../../clients/invoicing.client.js';
import type { OwnedObjects } from '../../plugins/access.js';
import { requireSessionToken, type SessionCookies } from '../../plugins/session-cookies.js';
import { paymentInvoice } from '../invoicing/invoice.routes.js';

const tags = ['store'];

/**
 * Spec 1 §7 "Store and payment" and spec 2 §7.3: orders, Wompi payment starts and the payment result. Billing
 * prices and signs, and asks identity and invoicing itself who is buying and whether their invoicing profile is
 * ready; its refusals (409 with `ready` and `missing`, 503) come back as it said them.
 */
export function purchaseRoutes(app: App, clients: { billing: BillingClient; invoicing: InvoicingClient }, cookies: SessionCookies): void {
  const { billing, invoicing } = clients;
  const session = { access: 'session' as const };
  const guarded = { onRequest: cookies.csrfGuard, config: session };
  const owning = (owns: OwnedObjects) => ({ onRequest: cookies.csrfGuard, config: { ...session, owns } });

  /** An order for the caller. */
  const order = (request: FastifyRequest, items: unknown[], notes: string | undefined, fallback: string) =>
    billing.createOrder(requireSessionToken(request), { items, notes }, fallback, request.id);

  app.post(
    '/auth/purchase',
    {
      ...guarded,
      schema: { tags, summary: 'Comprar ahora: una orden de un plan', body: purchaseRequest, response: { 200: orderResponse } },
    },
    (request) => order(request, [{ ...request.body, quantity: 1 }], undefined, messages.purchaseFailed),
  );

  app.post(
    '/auth/purchase/checkout',
    { ...guarded, schema: { tags, summary: 'Orden del carrito', body: checkoutRequest, response: { 200: orderResponse } } },
    (request) => order(request, request.body.items, request.body.notes, messages.checkoutFailed),
  );

  app.post(
    '/auth/payments/wompi/init',
    {
      ...owning({ 'body.order_id': 'order' }),
      schema: { tags, summary: 'Iniciar el pago de una orden con Wompi', body: initPaymentRequest, response: { 200: paymentInitResponse } },
    },
    (request) => billing.initPayment(requireSessionToken(request), request.body.order_id, request.id),
  );

  app.post(
    '/auth/payments/wompi/init-checkout',
    {
      ...guarded,
      schema: { tags, summary: 'Orden de un plan e inicio de su pago', body: purchaseRequest, response: { 200: paymentInitResponse } },
    },
    async (request) => {
      const created = await order(request, [{ ...request.body, quantity: 1 }], undefined, messages.purchaseFailed);
      return billing.initPayment(requireSessionToken(request), created.order.id, request.id);
    },
  );

  app.post(
    '/auth/payments/wompi/init-renewal',
    {
      ...owning({ 'body.subscription_id': 'subscription' }),
      schema: {
        tags,
        summary: 'Renovar o mejorar una suscripción (solo upgrades)',
        body: initRenewalRequest,
        response: { 200: paymentInitResponse },
      },
    },
    (request) => billing.initRenewal(requireSessionToken(request), request.body, request.id),
  );

  app.get(
    '/auth/subscriptions/:id/renewal-quote',
    {
      config: { ...session, owns: { 'params.id': 'subscription' } },
      schema: {
        tags,
        summary: 'Precio de una renovación: el nuevo plan menos el crédito de los días no usados',
        params: subscriptionIdParams,
        querystring: renewalQuoteQuery,
        response: { 200: renewalQuoteResponse },
      },
    },
    (request) => billing.renewalQuote(requireSessionToken(request), request.params.id, request.query, request.id),
  );

  app.get(
    '/auth/payments/result',
    {
      config: { ...session, owns: { 'query.reference': 'payment-reference' } },
      schema: {
        tags,
        summary: 'Resultado de un pago, confirmado con Wompi',
        querystring: paymentResultQuery,
        response: { 200: paymentResultResponse },
      },
    },
    async (request) => {
      const token = requireSessionToken(request);
      const result = await billing.paymentResult(token, request.query, request.id);
      return {
        ...result,
        invoice: result.payment.status === 'paid' ? await paymentInvoice(invoicing, token, result.payment.id, request.id) : null,
      };
    },
  );
}
