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
import type { App } from '@mb/service-kit';
import type { RestaurantClient } from '../../clients/restaurant.client.js';
import { ownUser, relayRoutes } from './relay.js';

/** Spec 2 §7.7: favourite dishes per restaurant user. */
export function restaurantFavouritesRoutes(app: App, restaurant: RestaurantClient): void {
  const dish = { 'body.platoId': 'restaurant-favourite' } as const;
  relayRoutes(app, restaurant, [
    {
      method: 'POST',
      url: '/restaurant/favoritos/add',
      summary: 'Marcar un plato como favorito',
      body: favouriteRequest,
      response: favouriteResponse,
      owns: dish,
    },
    {
      method: 'POST',
      url: '/restaurant/favoritos/remove',
      summary: 'Quitar un plato de favoritos',
      body: favouriteRequest,
      response: favouriteResponse,
      owns: dish,
    },
    {
      method: 'POST',
      url: '/restaurant/favoritos/toggle',
      summary: 'Alternar un favorito',
      body: favouriteRequest,
      response: favouriteResponse,
      owns: dish,
    },
    {
      method: 'GET',
      url: '/restaurant/favoritos/user/:usuarioId',
      summary: 'Platos favoritos de un usuario del restaurante',
      params: usuarioParams,
      response: favouritesResponse,
      owns: ownUser,
    },
    {
      method: 'GET',
      url: '/restaurant/favoritos/check/:usuarioId/:platoId',
      summary: '¿Es favorito este plato?',
      params: favouriteCheckParams,
      response: favouriteCheckResponse,
      owns: { ...ownUser, 'params.platoId': 'restaurant-favourite' },
    },
    {
      method: 'GET',
      url: '/restaurant/favoritos/populares',
      summary: 'Platos más marcados como favoritos',
      querystring: popularQuery,
      response: popularResponse,
    },
  ]);
}
