import {
  favouriteCheckParams,
  favouriteCheckResponse,
  favouriteRequest,
  favouriteResponse,
  favouritesResponse,
  popularQuery,
  popularResponse,
  usuarioParams,
} from '@mb/contracts';
import type { App, Pool } from '@mb/service-kit';
import { dishView } from '../menu/menu.service.js';
import type { RestaurantGuards } from '../session/restaurant-session.js';
import { favouritesOf, isFavourite, popularDishes } from './favourites.repository.js';
import { markFavourite, userOfRestaurant } from './favourites.service.js';

/** Spec 2 §7.7: each staff member's favourite dishes (favoritos), shown first when taking an order. */
export function favouritesRoutes(app: App, pool: Pool, guards: RestaurantGuards): void {
  const member = { onRequest: guards.member };
  for (const mark of ['add', 'remove', 'toggle'] as const) {
    app.post(
      `/restaurant/favoritos/${mark}`,
      { ...member, schema: { body: favouriteRequest, response: { 200: favouriteResponse } } },
      async (request) => markFavourite(pool, request.restaurant, request.body.platoId, mark),
    );
  }
  app.get(
    '/restaurant/favoritos/user/:usuarioId',
    { ...member, schema: { params: usuarioParams, response: { 200: favouritesResponse } } },
    async (request) => {
      await userOfRestaurant(pool, request.restaurant, request.params.usuarioId);
      return {
        success: true as const,
        data: (await favouritesOf(pool, request.restaurant.restaurantId, request.params.usuarioId)).map(dishView),
      };
    },
  );
  app.get(
    '/restaurant/favoritos/check/:usuarioId/:platoId',
    { ...member, schema: { params: favouriteCheckParams, response: { 200: favouriteCheckResponse } } },
    async (request) => {
      await userOfRestaurant(pool, request.restaurant, request.params.usuarioId);
      return {
        success: true as const,
        favorite: await isFavourite(pool, request.restaurant.restaurantId, request.params.usuarioId, request.params.platoId),
      };
    },
  );
  app.get(
    '/restaurant/favoritos/populares',
    { ...member, schema: { querystring: popularQuery, response: { 200: popularResponse } } },
    async (request) => ({
      success: true as const,
      data: (await popularDishes(pool, request.restaurant.restaurantId, request.query.limit)).map((dish) => ({
        ...dishView(dish),
        favorites: dish.favorites,
      })),
    }),
  );
}
