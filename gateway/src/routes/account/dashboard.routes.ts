import { clientDashboardResponse, messages } from '@mb/contracts';
import { AppError, type App } from '@mb/service-kit';
import type { BillingClient } from '../../clients/billing.client.js';
import type { IdentityClient } from '../../clients/identity.client.js';
import type { RestaurantClient } from '../../clients/restaurant.client.js';
import { requireSessionToken } from '../../plugins/session-cookies.js';

/**
 * Spec 2 §7.1: the customer's dashboard in one round trip, the three services asked at once. Identity must
 * answer; billing's or restaurant's part may be missing, and then the answer says so instead of showing
 * "no subscriptions" or "nothing shared with you".
 */
export function dashboardRoutes(app: App, identity: IdentityClient, billing: BillingClient, restaurant: RestaurantClient): void {
  app.get(
    '/auth/dashboard/client',
    {
      config: { access: 'session' },
      schema: {
        tags: ['account'],
        summary: 'Panel del cliente: usuario, suscripciones y apps compartidas',
        response: { 200: clientDashboardResponse },
      },
    },
    async (request) => {
      const token = requireSessionToken(request);
      const [me, subscriptions, shared] = await Promise.allSettled([
        identity.me(token, request.id),
        billing.mySubscriptions(token, request.id),
        restaurant.sharedApps(token, request.id),
      ]);
      if (me.status === 'rejected') throw me.reason;
      if (!me.value.user) throw new AppError(401, messages.sessionExpired);
      return {
        success: true as const,
        user: {
          ...me.value.user,
          subscriptions: subscriptions.status === 'fulfilled' ? subscriptions.value.subscriptions : [],
          shared_apps: shared.status === 'fulfilled' ? shared.value.apps : [],
        },
        unavailable: [
          ...(subscriptions.status === 'fulfilled' ? [] : ['subscriptions' as const]),
          ...(shared.status === 'fulfilled' ? [] : ['shared_apps' as const]),
        ],
      };
    },
  );
}
