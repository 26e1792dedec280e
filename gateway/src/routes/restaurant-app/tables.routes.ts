import { createTableRequest, tableIdParams, tableResponse, tablesResponse, tableStatusRequest } from '@mb/contracts';
import type { App } from '@mb/service-kit';
import type { RestaurantClient } from '../../clients/restaurant.client.js';
import { relayRoutes } from './relay.js';

/** Spec 2 §7.7: the floor's tables. */
export function restaurantTablesRoutes(app: App, restaurant: RestaurantClient): void {
  relayRoutes(app, restaurant, [
    { method: 'GET', url: '/restaurant/tables', summary: 'Mesas con su estado y pedidos abiertos', response: tablesResponse },
    {
      method: 'POST',
      url: '/restaurant/tables',
      summary: 'Crear una mesa (admin del restaurante)',
      body: createTableRequest,
      response: tableResponse,
    },
    {
      method: 'PUT',
      url: '/restaurant/tables/:id/status',
      summary: 'Cambiar el estado de una mesa',
      params: tableIdParams,
      body: tableStatusRequest,
      response: tableResponse,
      owns: { 'params.id': 'restaurant-table' },
    },
  ]);
}
