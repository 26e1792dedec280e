import {
  addToCartRequest,
  cartCheckoutRequest,
  cartItemParams,
  cartItemResponse,
  cartResponse,
  cartSummaryResponse,
  deletedResponse,
  checkoutResponse,
  restaurantAppMessages,
  updateCartQuantityRequest,
  usuarioParams,
} from '@mb/contracts';
import type { App, Pool } from '@mb/service-kit';
import type { OrderFeed } from '../orders/order-feed.js';
import { roundAnswer } from '../orders/order-views.js';
import { checkout } from '../orders/orders.service.js';
import { requestKey } from '../request-keys/request-keys.js';
import type { RestaurantGuards } from '../session/restaurant-session.js';
import { addToCart, cartOf, cartSummary, ownCart, removeFromCart, updateQuantity } from './cart.service.js';

/** Spec 2 §7.7: each staff member's cart (carrito), and its checkout into an order. */
export function cartRoutes(app: App, pool: Pool, guards: RestaurantGuards, feed: OrderFeed): void {
  const member = { onRequest: guards.member };
  const takesOrders = { onRequest: guards.can('take_order') };
  app.post(
    '/restaurant/carrito/add',
    { ...takesOrders, schema: { body: addToCartRequest, response: { 200: cartItemResponse } } },
    async (request) => ({
      success: true as const,
      data: await addToCart(pool, request.restaurant, request.body),
    }),
  );
  app.get(
    '/restaurant/carrito/:usuarioId',
    { ...member, schema: { params: usuarioParams, response: { 200: cartResponse } } },
    async (request) => {
      ownCart(request.restaurant, request.params.usuarioId);
      return { success: true as const, data: await cartOf(pool, request.restaurant) };
    },
  );
  app.get(
    '/restaurant/carrito/summary/:usuarioId',
    { ...member, schema: { params: usuarioParams, response: { 200: cartSummaryResponse } } },
    async (request) => {
      ownCart(request.restaurant, request.params.usuarioId);
      return { success: true as const, data: await cartSummary(pool, request.restaurant) };
    },
  );
  app.put(
    '/restaurant/carrito/update-quantity',
    { ...takesOrders, schema: { body: updateCartQuantityRequest, response: { 200: cartItemResponse } } },
    async (request) => ({ success: true as const, data: await updateQuantity(pool, request.restaurant, request.body) }),
  );
  app.delete(
    '/restaurant/carrito/item/:itemId',
    { ...takesOrders, schema: { params: cartItemParams, response: { 200: deletedResponse } } },
    async (request) => {
      await removeFromCart(pool, request.restaurant, request.params.itemId);
      return { success: true as const, message: restaurantAppMessages.cartItemRemoved };
    },
  );
  app.post(
    '/restaurant/carrito/checkout',
    { ...takesOrders, schema: { body: cartCheckoutRequest, response: { 200: checkoutResponse } } },
    async (request) => roundAnswer(await checkout(pool, feed, request.restaurant, request.body, requestKey(request))),
  );
}
