import { stationMessages, type RestaurantOrder } from '@mb/contracts';
import { AppError, withTransaction, type Pool } from '@mb/service-kit';
import { canRecall, recallMove } from '../../domain/order-flow.js';
import type { RestaurantContext } from '../session/restaurant-session.js';
import { findStation } from '../stations/stations.repository.js';
import { stationNotFound } from '../stations/stations.service.js';
import type { OrderFeed } from './order-feed.js';
import { recordMove } from './order-moves.js';
import { getOrder } from './order-views.js';
import * as orders from './orders.repository.js';

/**
 * POST /restaurant/pedidos/recuperar ('Recuperar último'): the last ticket the station delivered in the branch (bumped off its board)
 * goes back to listo, recorded with who and when like any move (`restaurant.order.status_changed` goes out), and the
 * boards hear of it. Without a station, the last one of any station.
 */
export async function recallLast(pool: Pool, feed: OrderFeed, at: RestaurantContext, stationId: string | null): Promise<RestaurantOrder> {
  const order = await withTransaction(pool, async (tx) => {
    if (stationId && !(await findStation(tx, at.restaurantId, stationId))) throw stationNotFound();
    const last = await orders.lastDelivered(tx, at, stationId);
    if (!last || !canRecall(last.status)) throw new AppError(409, stationMessages.nothingToRecall);
    await recordMove(tx, at, last, recallMove.to, 'Recuperado');
    return getOrder(tx, at, last.id);
  });
  feed.publish(at.restaurantId, { kind: 'status_changed', order });
  return order;
}
