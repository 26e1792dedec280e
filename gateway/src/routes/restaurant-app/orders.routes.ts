import {
  cancelOrderRequest,
  checkoutResponse,
  eventStreamHeaders,
  messages,
  orderIdParams,
  ordersQuery,
  ordersResponse,
  orderStatsQuery,
  orderStatsResponse,
  orderStatusRequest,
  placeRoundRequest,
  recallRequest,
  restaurantOrderResponse,
} from '@mb/contracts';
import { AppError, type App } from '@mb/service-kit';
import type { RestaurantClient } from '../../clients/restaurant.client.js';
import { passedOn, relayRoutes, restaurantBearer, tags } from './relay.js';

const order = { 'params.id': 'restaurant-order' } as const;

/** Spec 2 §7.7: orders (pedidos), their moves and stats, and the kitchen boards' live feed. */
export function restaurantOrdersRoutes(app: App, restaurant: RestaurantClient): void {
  relayRoutes(app, restaurant, [
    {
      method: 'GET',
      url: '/restaurant/pedidos',
      summary: 'Pedidos (filtros: status, table_id, day, station_id)',
      querystring: ordersQuery,
      response: ordersResponse,
    },
    {
      method: 'POST',
      url: '/restaurant/pedidos',
      summary: 'Enviar a cocina un pedido con sus líneas (la cola de un dispositivo sin conexión; encabezado Idempotency-Key)',
      body: placeRoundRequest,
      response: checkoutResponse,
      owns: { 'body.table_id': 'restaurant-table' },
    },
    {
      method: 'GET',
      url: '/restaurant/pedidos/analytics/stats',
      summary: 'Estadísticas de pedidos: ventas, ticket promedio, platos más pedidos, por hora (day, o from y to)',
      querystring: orderStatsQuery,
      response: orderStatsResponse,
    },
    {
      method: 'POST',
      url: '/restaurant/pedidos/recuperar',
      summary: "Recuperar último: el último pedido entregado de la estación (o de todas) vuelve a 'listo'",
      body: recallRequest.nullish(),
      response: restaurantOrderResponse,
      owns: { 'body.station_id': 'restaurant-station' },
    },
    {
      method: 'GET',
      url: '/restaurant/pedidos/:id',
      summary: 'Un pedido con sus líneas e historial',
      params: orderIdParams,
      response: restaurantOrderResponse,
      owns: order,
    },
    {
      method: 'PUT',
      url: '/restaurant/pedidos/:id/estado',
      summary: 'Pasar un pedido al siguiente estado (pendiente → confirmado → preparando → listo → entregado → pagado)',
      params: orderIdParams,
      body: orderStatusRequest,
      response: restaurantOrderResponse,
      owns: order,
    },
    {
      method: 'PUT',
      url: '/restaurant/pedidos/:id/cancelar',
      summary: 'Cancelar un pedido pendiente, confirmado o en preparación',
      params: orderIdParams,
      body: cancelOrderRequest.nullish(),
      response: restaurantOrderResponse,
      owns: order,
    },
  ]);

  /**
   * Server-sent events of the restaurant's order changes, relayed chunk by chunk as they arrive (never buffered);
   * the upstream connection closes when the browser goes. On shutdown every relayed stream ends first, so the boards
   * reconnect at once (to another replica) and the rollout does not wait out its grace delay for them.
   */
  const relayed = new Set<AbortController>();
  app.addHook('preClose', async () => {
    for (const stream of relayed) stream.abort();
  });
  app.get(
    '/restaurant/pedidos/stream',
    {
      config: { access: 'restaurant', owns: {} },
      schema: { tags, summary: 'Tablero de cocina en vivo: text/event-stream, `event: order` con { kind, order } por cada cambio' },
    },
    async (request, reply) => {
      const upstreamAbort = new AbortController();
      const upstream = await restaurant.orderStream(restaurantBearer(request), request.id, upstreamAbort.signal, passedOn(request));
      if (!upstream.ok || !upstream.body) {
        const refusal = (await upstream.json().catch(() => undefined)) as { message?: string } | undefined;
        throw new AppError(upstream.status >= 500 ? 502 : upstream.status, refusal?.message ?? messages.serviceUnavailable);
      }
      reply.hijack();
      reply.raw.writeHead(200, { ...eventStreamHeaders, 'x-request-id': request.id });
      reply.raw.flushHeaders();
      request.raw.on('close', () => upstreamAbort.abort());
      relayed.add(upstreamAbort);
      try {
        for await (const chunk of upstream.body) reply.raw.write(chunk);
      } catch {
        // The browser left (abort), the gateway is closing, or the service went away: the stream ends here.
      } finally {
        relayed.delete(upstreamAbort);
      }
      if (!reply.raw.writableEnded) reply.raw.end();
    },
  );
}
