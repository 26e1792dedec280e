import {
  addToCartRequest,
  cartCheckoutRequest,
  cartItemParams,
  cartItemResponse,
  cartResponse,
  cartSummaryResponse,
  checkoutResponse,
  deletedResponse,
  updateCartQuantityRequest,
  usuarioParams,
} from '@mb/contracts';
import type { App } from '@mb/service-kit';
import type { RestaurantClient } from '../../clients/restaurant.client.js';
import { ownUser, relayRoutes } from './relay.js';

/** Spec 2 §7.7: the caller's own cart (usuarioId must be their restaurant user) and its checkout. */
export function restaurantCartRoutes(app: App, restaurant: RestaurantClient): void {
  const line = { 'body.id': 'restaurant-cart-item' } as const;
  relayRoutes(app, restaurant, [
    {
      method: 'POST',
      url: '/restaurant/carrito/add',
      summary: 'Agregar un plato al carrito',
      body: addToCartRequest,
      response: cartItemResponse,
      owns: { 'body.itemId': 'restaurant-dish' },
    },
    {
      method: 'GET',
      url: '/restaurant/carrito/:usuarioId',
      summary: 'Mi carrito',
      params: usuarioParams,
      response: cartResponse,
      owns: ownUser,
    },
    {
      method: 'GET',
      url: '/restaurant/carrito/summary/:usuarioId',
      summary: 'Resumen de mi carrito',
      params: usuarioParams,
      response: cartSummaryResponse,
      owns: ownUser,
    },
    {
      method: 'PUT',
      url: '/restaurant/carrito/update-quantity',
      summary: 'Cambiar cantidad y nota de una línea',
      body: updateCartQuantityRequest,
      response: cartItemResponse,
      owns: line,
    },
    {
      method: 'DELETE',
      url: '/restaurant/carrito/item/:itemId',
      summary: 'Quitar una línea del carrito',
      params: cartItemParams,
      response: deletedResponse,
      owns: { 'params.itemId': 'restaurant-cart-item' },
    },
    {
      method: 'POST',
      url: '/restaurant/carrito/checkout',
      summary: 'Enviar el carrito a cocina: un pedido por estación (cocina, bar…) para una mesa o para llevar',
      body: cartCheckoutRequest,
      response: checkoutResponse,
      owns: { 'body.table_id': 'restaurant-table' },
    },
  ]);
}
