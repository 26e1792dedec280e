import { restaurantOrderPaid, restaurantOrderStatusChanged, type OrderStatus } from '@mb/contracts';
import { writeOutbox, type Tx } from '@mb/service-kit';
import type { RestaurantContext } from '../session/restaurant-session.js';
import { findTable, setTableStatus, tableInUse } from '../tables/tables.repository.js';
import * as orders from './orders.repository.js';

/** The reason an order of a paid check moves to pagado on its own. */
export const paidWithCheck = 'Cuenta cobrada';

/**
 * One move of a locked order: its status, its history entry (who, when, why) and `restaurant.order.status_changed`,
 * with `restaurant.order.paid` when it reaches pagado.
 */
export async function recordMove(
  tx: Tx,
  at: RestaurantContext,
  order: Pick<orders.OrderRecord, 'id' | 'status' | 'table_id' | 'total'>,
  to: OrderStatus,
  reason = '',
): Promise<void> {
  await orders.setOrderStatus(tx, order.id, to);
  const changedAt = (await orders.recordChange(tx, { orderId: order.id, from: order.status, to, by: at.userId, reason })).toISOString();
  const facts = { orderId: order.id, restaurantId: at.restaurantId, tableId: order.table_id, total: order.total };
  await writeOutbox(tx, restaurantOrderStatusChanged, {
    aggregateId: order.id,
    payload: { ...facts, from: order.status, to, changedBy: at.userId, changedAt },
  });
  if (to === 'pagado')
    await writeOutbox(tx, restaurantOrderPaid, { aggregateId: order.id, payload: { ...facts, paidBy: at.userId, paidAt: changedAt } });
}

/** An occupied table becomes free once nothing is left to charge on it (see `tableInUse`). */
export async function freeTableIfDone(tx: Tx, at: RestaurantContext, tableId: string): Promise<void> {
  const table = await findTable(tx, at.restaurantId, tableId, { lock: true });
  if (table?.status === 'ocupada' && !(await tableInUse(tx, tableId)))
    await setTableStatus(tx, at.restaurantId, tableId, 'disponible', at.userId);
}
