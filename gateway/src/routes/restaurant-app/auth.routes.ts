import { restaurantLoginResponse, restaurantProfileResponse, setupRestaurantUserResponse } from '@mb/contracts';
import type { App } from '@mb/service-kit';
import type { RestaurantClient } from '../../clients/restaurant.client.js';
import { relayRoutes } from './relay.js';

/**
 * Spec 2 §7.7: into the restaurant app. setup-user and login take the restaurant_token (from open-restaurant) as
 * bearer; login answers the app's session, the bearer of every other restaurant-app call.
 */
export function restaurantAuthRoutes(app: App, restaurant: RestaurantClient): void {
  relayRoutes(app, restaurant, [
    {
      method: 'POST',
      url: '/restaurant/auth/setup-user',
      summary: 'Crear mi usuario del restaurante (bearer: restaurant_token)',
      response: setupRestaurantUserResponse,
      entry: true,
      errors: [404],
    },
    {
      method: 'POST',
      url: '/restaurant/auth/login',
      summary: 'Sesión de la app del restaurante a cambio del restaurant_token',
      response: restaurantLoginResponse,
      entry: true,
      errors: [404, 409],
    },
    {
      method: 'GET',
      url: '/restaurant/auth/profile',
      summary: 'Mi usuario y el estado del restaurante',
      response: restaurantProfileResponse,
    },
  ]);
}
