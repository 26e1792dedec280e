import { activeSubscriptionsResponse, productIdParams } from '@mb/contracts';
import { requireRole, type App, type ServiceContext } from '@mb/service-kit';
import { countLiveSubscriptions } from './subscriptions.repository.js';

export function subscriptionsRoutes(app: App, { pool }: ServiceContext): void {
  // Asked by the gateway before a product is deleted (spec 2 §8: 'No se pudo eliminar. Verifique suscripciones activas.').
  app.get(
    '/products/:id/active-subscriptions',
    {
      onRequest: [app.authenticate, requireRole('Admin', 'SuperAdmin')],
      schema: { params: productIdParams, response: { 200: activeSubscriptionsResponse } },
    },
    async (request) => ({ success: true as const, count: await countLiveSubscriptions(pool, request.params.id) }),
  );
}
