import {
  inventorySettings,
  inventorySettingsResponse,
  recipeParams,
  recipeRequest,
  recipeResponse,
  stockCountRequest,
  stockCountResponse,
  stockMoveRequest,
  stockMovesQuery,
  stockMovesResponse,
  suppliesResponse,
  supplyIdParams,
  supplyRequest,
  supplyResponse,
  supplyUpdateRequest,
} from '@mb/contracts';
import type { App } from '@mb/service-kit';
import type { RestaurantClient } from '../../clients/restaurant.client.js';
import { relayRoutes } from './relay.js';

/**
 * Issue 37 item 1: the restaurant's inventory (supplies, recipes, stock moves, counts); staff read it, administrators
 * manage it. The restaurant service checks the role and that each id is the session's restaurant's.
 */
export function restaurantInventoryRoutes(app: App, restaurant: RestaurantClient): void {
  const supplies = '/restaurant/inventario/insumos';
  const recipes = '/restaurant/inventario/recetas/:dishId';
  const moves = '/restaurant/inventario/movimientos';
  relayRoutes(app, restaurant, [
    { method: 'GET', url: supplies, summary: 'Insumos del restaurante y sus existencias', response: suppliesResponse },
    {
      method: 'GET',
      url: '/restaurant/inventario/alertas',
      summary: 'Insumos en o bajo su mínimo de existencias',
      response: suppliesResponse,
    },
    { method: 'POST', url: supplies, summary: 'Crear un insumo (admin del restaurante)', body: supplyRequest, response: supplyResponse },
    {
      method: 'PUT',
      url: `${supplies}/:id`,
      summary: 'Cambiar nombre, costo o mínimo de un insumo (admin)',
      params: supplyIdParams,
      body: supplyUpdateRequest,
      response: supplyResponse,
    },
    { method: 'DELETE', url: `${supplies}/:id`, summary: 'Retirar un insumo (admin)', params: supplyIdParams, response: supplyResponse },
    { method: 'GET', url: recipes, summary: 'Receta de un plato, su costo y su margen', params: recipeParams, response: recipeResponse },
    {
      method: 'PUT',
      url: recipes,
      summary: 'Definir la receta de un plato (admin)',
      params: recipeParams,
      body: recipeRequest,
      response: recipeResponse,
    },
    {
      method: 'GET',
      url: moves,
      summary: 'Movimientos de existencias, los más recientes primero',
      querystring: stockMovesQuery,
      response: stockMovesResponse,
    },
    {
      method: 'POST',
      url: moves,
      summary: 'Registrar una compra, merma o ajuste (admin)',
      body: stockMoveRequest,
      response: supplyResponse,
    },
    {
      method: 'GET',
      url: '/restaurant/inventario/ajustes',
      summary: "Ajustes del inventario ('Ocultar platos sin insumos')",
      response: inventorySettingsResponse,
    },
    {
      method: 'PUT',
      url: '/restaurant/inventario/ajustes',
      summary: "Cambiar los ajustes del inventario: 'Ocultar platos sin insumos' (admin)",
      body: inventorySettings,
      response: inventorySettingsResponse,
    },
    {
      method: 'POST',
      url: '/restaurant/inventario/conteo',
      summary: 'Registrar un conteo físico y sus diferencias (admin)',
      body: stockCountRequest,
      response: stockCountResponse,
    },
  ]);
}
