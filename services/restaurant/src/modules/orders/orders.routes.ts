import {
  cancelOrderRequest,
  checkoutResponse,
  orderIdParams,
  ordersQuery,
  ordersResponse,
  orderStatsQuery,
  orderStatsResponse,
  orderStatusRequest,
  placeRoundRequest,
  recallRequest,
  restaurantAppMessages,
  restaurantOrderResponse,
} from '@mb/contracts';
import { AppError, type App, type Pool } from '@mb/service-kit';
import { statsFeature } from '../../domain/features.js';
import { rangeDays, statsRange } from '../../domain/stats-range.js';
import { currentContext, requireFeature, type RestaurantGuards } from '../session/restaurant-session.js';
import { findUserStanding } from '../session/standing.repository.js';
import type { OrderFeed } from './order-feed.js';
import { orderStats } from './order-stats.repository.js';
import { streamOrders } from './order-stream.js';
import { recallLast } from './order-recall.js';
import { getOrder, roundAnswer } from './order-views.js';
import { requestKey } from '../request-keys/request-keys.js';
import { statsScope } from '../reports/report-scope.js';
import { listOrders, moveOrder, placeRound } from './orders.service.js';

/** Spec 2 §7.7: orders (pedidos), their moves, their stats and the kitchen boards' live feed; who moves or cancels one, by role. */
export function ordersRoutes(app: App, pool: Pool, guards: RestaurantGuards, feed: OrderFeed): void {
  app.get(
    '/restaurant/pedidos',
    { onRequest: guards.member, schema: { querystring: ordersQuery, response: { 200: ordersResponse } } },
    async (request) => ({
      success: true as const,
      data: await listOrders(pool, request.restaurant, request.query),
    }),
  );
  app.post(
    '/restaurant/pedidos',
    { onRequest: guards.can('take_order'), schema: { body: placeRoundRequest, response: { 200: checkoutResponse } } },
    async (request) => roundAnswer(await placeRound(pool, feed, request.restaurant, request.body, requestKey(request))),
  );
  app.post(
    '/restaurant/pedidos/recuperar',
    { onRequest: guards.can('move_ticket'), schema: { body: recallRequest.nullish(), response: { 200: restaurantOrderResponse } } },
    async (request) => ({
      success: true as const,
      data: await recallLast(pool, feed, request.restaurant, request.body?.station_id ?? null),
    }),
  );

  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });
  app.get('/restaurant/pedidos/stream', { onRequest: guards.member }, (request, reply) => {
    const { restaurantId, userId } = request.restaurant;
    const recheck = async () => {
      const standing = await findUserStanding(pool, restaurantId, userId);
      if (!standing) return false;
      try {
        currentContext(standing);
        return true;
      } catch {
        return false;
      }
    };
    streamOrders(request, reply, feed, recheck, streams);
  });

  app.get(
    '/restaurant/pedidos/analytics/stats',
    { onRequest: guards.member, schema: { querystring: orderStatsQuery, response: { 200: orderStatsResponse } } },
    async (request) => {
      const range = statsRange(request.query, new Date());
      if (!range) throw new AppError(400, restaurantAppMessages.rangeInvalid);
      requireFeature(request.restaurant, statsFeature(rangeDays(range)));
      const stats = await orderStats(pool, await statsScope(pool, request.restaurant, request.query.sede), range.from, range.to);
      return {
        success: true as const,
        data: { ...range, ...stats, average_ticket: stats.paid ? Math.round(stats.revenue / stats.paid) : 0 },
      };
    },
  );

  app.get(
    '/restaurant/pedidos/:id',
    { onRequest: guards.member, schema: { params: orderIdParams, response: { 200: restaurantOrderResponse } } },
    async (request) => ({
      success: true as const,
      data: await getOrder(pool, request.restaurant, request.params.id),
    }),
  );

  app.put(
    '/restaurant/pedidos/:id/estado',
    {
      onRequest: guards.can('move_ticket'),
      schema: { params: orderIdParams, body: orderStatusRequest, response: { 200: restaurantOrderResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await moveOrder(pool, feed, request.restaurant, request.params.id, { to: request.body.status }, requestKey(request)),
    }),
  );
  app.put(
    '/restaurant/pedidos/:id/cancelar',
    {
      onRequest: guards.can('cancel_ticket'),
      schema: { params: orderIdParams, body: cancelOrderRequest.nullish(), response: { 200: restaurantOrderResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await moveOrder(
        pool,
        feed,
        request.restaurant,
        request.params.id,
        { to: 'cancelado', reason: request.body?.reason },
        requestKey(request),
      ),
    }),
  );
}
