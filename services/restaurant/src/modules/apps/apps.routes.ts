import { openRestaurantParams, openRestaurantResponse, sharedAppsResponse } from '@mb/contracts';
import type { App, Pool } from '@mb/service-kit';
import { openRestaurant, sharedApps } from './apps.service.js';
import type { AssertPlatformAccess } from '../session/platform-access.js';
import type { RestaurantTokens } from './restaurant-token.js';

/** Spec 2 §2.4, §7.1: opening a restaurant, and the ones shared with the caller. */
export function appsRoutes(
  app: App,
  pool: Pool,
  deps: { productSlug: string; tokens: RestaurantTokens; platformAccess: AssertPlatformAccess },
): void {
  app.get('/shared/apps', { onRequest: [app.authenticate], schema: { response: { 200: sharedAppsResponse } } }, async (request) => ({
    success: true as const,
    apps: await sharedApps(pool, request.user.email),
  }));

  app.post(
    '/subscriptions/:id/open-restaurant',
    { onRequest: [app.authenticate], schema: { params: openRestaurantParams, response: { 200: openRestaurantResponse } } },
    async (request) => {
      await deps.platformAccess(request.user);
      const { sub, email, sid, exp } = request.user as typeof request.user & { exp: number };
      return openRestaurant(pool, deps, { userId: sub, email, sessionId: sid, sessionExpiresAt: exp }, request.params.id);
    },
  );
}
