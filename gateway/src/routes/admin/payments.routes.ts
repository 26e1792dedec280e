import {
  adminPaymentsQuery,
  adminPaymentsResponse,
  assignLicenceRequest,
  messages,
  licenceUserParams,
  paymentRefundResponse,
  subscriptionIdParams,
  subscriptionResponse,
  subscriptionStatusRequest,
  subscriptionsQuery,
  subscriptionsResponse,
} from '@mb/contracts';
import type { App } from '@mb/service-kit';
import { z } from 'zod';
import type { BillingClient } from '../../clients/billing.client.js';
import type { IdentityClient } from '../../clients/identity.client.js';
import { requireSessionToken, type SessionCookies } from '../../plugins/session-cookies.js';

const tags = ['admin'];
const admin = { access: 'admin' as const };

/** Spec 2 §7.2 (subscriptions, licences) and §7.3 (payments list). billing checks the role. */
export function adminPaymentsRoutes(app: App, billing: BillingClient, identity: IdentityClient, cookies: SessionCookies): void {
  app.get(
    '/auth/payments',
    {
      config: admin,
      schema: { tags, summary: 'Pagos (Admin, SuperAdmin)', querystring: adminPaymentsQuery, response: { 200: adminPaymentsResponse } },
    },
    (request) => billing.adminPayments(requireSessionToken(request), request.query, request.id),
  );

  app.post(
    '/auth/payments/:paymentId/refund',
    {
      onRequest: cookies.csrfGuard,
      config: admin,
      schema: {
        tags,
        summary: 'Reembolsar un pago aprobado: termina la membresía y anula la factura con nota crédito',
        params: z.object({ paymentId: z.uuid(messages.paymentNotFound) }),
        response: { 200: paymentRefundResponse },
      },
    },
    (request) => billing.refundPayment(requireSessionToken(request), request.params.paymentId, request.id),
  );

  app.get(
    '/auth/subscriptions',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Suscripciones (Admin, SuperAdmin)',
        querystring: subscriptionsQuery,
        response: { 200: subscriptionsResponse },
      },
    },
    (request) =>
      billing.subscriptions(requireSessionToken(request), { ...request.query, user_ids: request.query.user_ids?.join(',') }, request.id),
  );

  app.put(
    '/auth/subscriptions/:id/status',
    {
      onRequest: cookies.csrfGuard,
      config: admin,
      schema: {
        tags,
        summary: 'Activar o desactivar una suscripción',
        params: subscriptionIdParams,
        body: subscriptionStatusRequest,
        response: { 200: subscriptionResponse },
      },
    },
    (request) => billing.setSubscriptionStatus(requireSessionToken(request), request.params.id, request.body, request.id),
  );

  app.post(
    '/auth/users/:userId/subscriptions',
    {
      onRequest: cookies.csrfGuard,
      config: admin,
      schema: {
        tags,
        summary: 'Asignar una licencia (pendiente de pago, 12 meses)',
        params: licenceUserParams,
        body: assignLicenceRequest,
        response: { 200: subscriptionResponse },
      },
    },
    async (request) => {
      const token = requireSessionToken(request);
      // The user must exist (and the caller be an administrator): identity answers 404 or 403 otherwise.
      await identity.userProfile(token, request.params.userId, request.id);
      return billing.assignLicence(token, request.params.userId, request.body, request.id);
    },
  );
}
