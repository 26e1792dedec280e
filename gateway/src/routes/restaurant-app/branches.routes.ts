import {
  branchDishParams,
  branchDishRequest,
  branchDishResponse,
  branchDishesResponse,
  branchIdParams,
  branchRequest,
  branchResponse,
  branchesResponse,
  branchStaffRequest,
} from '@mb/contracts';
import type { App } from '@mb/service-kit';
import type { RestaurantClient } from '../../clients/restaurant.client.js';
import { relayRoutes } from './relay.js';

/** Issue 37 item 4: the restaurant's branches (sedes), their staff and their own prices; adding them is Gold's. */
export function restaurantBranchesRoutes(app: App, restaurant: RestaurantClient): void {
  relayRoutes(app, restaurant, [
    {
      method: 'GET',
      url: '/restaurant/sedes',
      summary: 'Sedes en las que trabaja la persona (todas para un administrador; la principal en todo plan)',
      response: branchesResponse,
    },
    {
      method: 'POST',
      url: '/restaurant/sedes',
      summary: 'Crear una sede (admin del restaurante, plan Gold)',
      body: branchRequest,
      response: branchResponse,
    },
    {
      method: 'PUT',
      url: '/restaurant/sedes/:id/personal',
      summary: 'El personal que trabaja en la sede (admin del restaurante, plan Gold)',
      params: branchIdParams,
      body: branchStaffRequest,
      response: branchResponse,
    },
    {
      method: 'GET',
      url: '/restaurant/sedes/:id/carta',
      summary: 'Precios y disponibilidad propios de la sede (admin del restaurante, plan Gold)',
      params: branchIdParams,
      response: branchDishesResponse,
    },
    {
      method: 'PUT',
      url: '/restaurant/sedes/:id/carta/:dishId',
      summary: 'Precio (vacío: el de la carta) y disponibilidad de un plato en la sede (admin del restaurante, plan Gold)',
      params: branchDishParams,
      body: branchDishRequest,
      response: branchDishResponse,
    },
  ]);
}
