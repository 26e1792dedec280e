import {
  checkoutResponse,
  qrAvailabilityResponse,
  qrMenuMessages,
  qrMenuParams,
  qrMenuResponse,
  qrMenuSettingsRequest,
  qrMenuSettingsResponse,
  qrBranchParams,
  qrTableParams,
  tableOrderIdParams,
  tableOrderRequest,
  tableOrderResponse,
  tableOrdersResponse,
} from '@mb/contracts';
import type { App, Pool } from '@mb/service-kit';
import type { OrderFeed } from '../orders/order-feed.js';
import { roundAnswer } from '../orders/order-views.js';
import type { RestaurantGuards } from '../session/restaurant-session.js';
import {
  availableDishes,
  confirmTableOrder,
  pendingTableOrders,
  publicMenu,
  qrMenuSettings,
  rejectTableOrder,
  sendTableOrder,
  setTableOrdering,
} from './qr-menu.service.js';
import type { TableOrderLimit } from './table-order-limit.js';

/**
 * The QR menu (issue 37 item 3): the public menu and table orders under `/public/menu/*`, read by anyone (the gateway
 * renders them as pages); its settings and the orders waiting for staff under `/restaurant/menu-qr`.
 */
export function qrMenuRoutes(app: App, pool: Pool, guards: RestaurantGuards, feed: OrderFeed, limit: TableOrderLimit): void {
  app.get('/public/menu/:slug', { schema: { params: qrMenuParams, response: { 200: qrMenuResponse } } }, async (request) => ({
    success: true as const,
    data: await publicMenu(pool, request.params.slug),
  }));
  app.get(
    '/public/menu/:slug/disponibles',
    { schema: { params: qrMenuParams, response: { 200: qrAvailabilityResponse } } },
    async (request) => ({ success: true as const, data: await availableDishes(pool, request.params.slug) }),
  );
  for (const [place, params] of [
    ['mesa/:token', qrTableParams],
    ['sede/:sede', qrBranchParams],
  ] as const) {
    app.get(
      `/public/menu/:slug/${place}/disponibles`,
      { schema: { params, response: { 200: qrAvailabilityResponse } } },
      async (request) => ({ success: true as const, data: await availableDishes(pool, request.params.slug, request.params) }),
    );
    app.get(`/public/menu/:slug/${place}`, { schema: { params, response: { 200: qrMenuResponse } } }, async (request) => ({
      success: true as const,
      data: await publicMenu(pool, request.params.slug, request.params),
    }));
  }
  app.post(
    '/public/menu/:slug/mesa/:token/pedidos',
    { schema: { params: qrTableParams, body: tableOrderRequest, response: { 201: tableOrderResponse } } },
    async (request, reply) => {
      const order = await sendTableOrder(pool, limit, request.params, request.body);
      return reply.code(201).send({ success: true as const, message: qrMenuMessages.orderSent, data: order });
    },
  );

  app.get('/restaurant/menu-qr', { onRequest: guards.admin, schema: { response: { 200: qrMenuSettingsResponse } } }, async (request) => ({
    success: true as const,
    data: await qrMenuSettings(pool, request.restaurant),
  }));
  app.put(
    '/restaurant/menu-qr',
    { onRequest: guards.admin, schema: { body: qrMenuSettingsRequest, response: { 200: qrMenuSettingsResponse } } },
    async (request) => ({
      success: true as const,
      data: await setTableOrdering(pool, request.restaurant, request.body.ordering_enabled),
    }),
  );
  app.get(
    '/restaurant/menu-qr/pedidos',
    { onRequest: guards.member, schema: { response: { 200: tableOrdersResponse } } },
    async (request) => ({ success: true as const, data: await pendingTableOrders(pool, request.restaurant) }),
  );
  app.post(
    '/restaurant/menu-qr/pedidos/:id/confirmar',
    { onRequest: guards.can('take_order'), schema: { params: tableOrderIdParams, response: { 200: checkoutResponse } } },
    async (request) => roundAnswer(await confirmTableOrder(pool, feed, request.restaurant, request.params.id)),
  );
  app.post(
    '/restaurant/menu-qr/pedidos/:id/rechazar',
    {
      onRequest: guards.can('take_order'),
      schema: { params: tableOrderIdParams, response: { 200: tableOrderResponse } },
    },
    async (request) => ({
      success: true as const,
      message: qrMenuMessages.orderRejected,
      data: await rejectTableOrder(pool, request.restaurant, request.params.id),
    }),
  );
}
