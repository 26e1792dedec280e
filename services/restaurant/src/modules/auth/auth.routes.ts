import { restaurantLoginResponse, restaurantProfileResponse, setupRestaurantUserResponse } from '@mb/contracts';
import type { App, Pool } from '@mb/service-kit';
import { bearerToken, standingView, type RestaurantGuards } from '../session/restaurant-session.js';
import { login, setupUser, userView, type AuthDeps } from './auth.service.js';

/**
 * Spec 2 §7.7: into the restaurant app. setup-user and login take the restaurant_token from open-restaurant as
 * a bearer token; profile, like every other call, the session login answers.
 */
export function authRoutes(app: App, pool: Pool, deps: AuthDeps, guards: RestaurantGuards): void {
  app.post('/restaurant/auth/setup-user', { schema: { response: { 200: setupRestaurantUserResponse } } }, async (request) =>
    setupUser(pool, deps, bearerToken(request)),
  );

  app.post('/restaurant/auth/login', { schema: { response: { 200: restaurantLoginResponse } } }, async (request) =>
    login(pool, deps, bearerToken(request)),
  );

  app.get(
    '/restaurant/auth/profile',
    { onRequest: guards.member, schema: { response: { 200: restaurantProfileResponse } } },
    async (request) => ({
      success: true as const,
      user: userView(request.restaurant),
      restaurant: standingView(request.restaurant),
    }),
  );
}
