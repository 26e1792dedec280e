import {
  activeSubscriptionsResponse,
  assignLicenceRequest,
  licenceUserParams,
  messages,
  productIdParams,
  subscriptionIdParams,
  subscriptionResponse,
  subscriptionStatusRequest,
  subscriptionsQuery,
  subscriptionsResponse,
} from '@mb/contracts';
import { auditActor, requireRole, type App, type Pool } from '@mb/service-kit';
import { listSubscriptions, liveSubscriptionsOf, subscriptionView } from './subscriptions.repository.js';
import { assignLicence, changeSubscriptionStatus } from './subscriptions.service.js';

export function subscriptionsRoutes(app: App, pool: Pool): void {
  const adminOnly = [app.authenticate, requireRole('Admin', 'SuperAdmin')];

  // Asked by the gateway before a product is deleted (spec 2 §8: 'No se pudo eliminar. Verifique suscripciones activas.'), and by
  // catalog before a product is deactivated or its slug changes.
  app.get(
    '/products/:id/active-subscriptions',
    { onRequest: adminOnly, schema: { params: productIdParams, response: { 200: activeSubscriptionsResponse } } },
    async (request) => ({ success: true as const, ...(await liveSubscriptionsOf(pool, request.params.id)) }),
  );

  app.get(
    '/subscriptions/mine',
    { onRequest: [app.authenticate], schema: { response: { 200: subscriptionsResponse } } },
    async (request) => ({
      success: true as const,
      subscriptions: (await listSubscriptions(pool, { userId: request.user.sub })).map(subscriptionView),
    }),
  );

  app.get(
    '/subscriptions',
    { onRequest: adminOnly, schema: { querystring: subscriptionsQuery, response: { 200: subscriptionsResponse } } },
    async (request) => ({
      success: true as const,
      subscriptions: (
        await listSubscriptions(pool, { userId: request.query.user_id, userIds: request.query.user_ids, status: request.query.status })
      ).map(subscriptionView),
    }),
  );

  app.put(
    '/subscriptions/:id/status',
    {
      onRequest: adminOnly,
      schema: { params: subscriptionIdParams, body: subscriptionStatusRequest, response: { 200: subscriptionResponse } },
    },
    async (request) => ({
      success: true as const,
      message: messages.subscriptionStatusUpdated,
      subscription: subscriptionView(await changeSubscriptionStatus(pool, request.params.id, request.body.status, auditActor(request))),
    }),
  );

  app.post(
    '/users/:userId/subscriptions',
    { onRequest: adminOnly, schema: { params: licenceUserParams, body: assignLicenceRequest, response: { 200: subscriptionResponse } } },
    async (request) => {
      const { product_id, plan_type, duration_months } = request.body;
      const subscription = await assignLicence(pool, {
        userId: request.params.userId,
        productId: product_id,
        planType: plan_type,
        months: duration_months,
        admin: auditActor(request),
      });
      return { success: true as const, message: messages.licenceAssigned, subscription: subscriptionView(subscription) };
    },
  );
}
