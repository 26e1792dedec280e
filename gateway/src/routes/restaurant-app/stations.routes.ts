import { stationIdParams, stationRequest, stationResponse, stationsResponse } from '@mb/contracts';
import type { App } from '@mb/service-kit';
import type { RestaurantClient } from '../../clients/restaurant.client.js';
import { relayRoutes } from './relay.js';

/** Issue 36: the restaurant's preparation stations (Cocina, Bar, …); restaurant admins name them. */
export function restaurantStationsRoutes(app: App, restaurant: RestaurantClient): void {
  relayRoutes(app, restaurant, [
    {
      method: 'GET',
      url: '/restaurant/estaciones',
      summary: 'Estaciones de preparación (la predeterminada primero)',
      response: stationsResponse,
    },
    {
      method: 'POST',
      url: '/restaurant/estaciones',
      summary: 'Crear una estación de preparación (admin del restaurante)',
      body: stationRequest,
      response: stationResponse,
    },
    {
      method: 'PUT',
      url: '/restaurant/estaciones/:id',
      summary: 'Renombrar una estación de preparación (admin del restaurante)',
      params: stationIdParams,
      body: stationRequest,
      response: stationResponse,
      owns: { 'params.id': 'restaurant-station' },
    },
  ]);
}
