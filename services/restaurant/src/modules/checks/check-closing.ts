import type { Tx } from '@mb/service-kit';
import { freeTableIfDone, paidWithCheck, recordMove } from '../orders/order-moves.js';
import type { RestaurantContext } from '../session/restaurant-session.js';
import { settledOrdersOf } from './checks.repository.js';

/**
 * What a check's payment closes (issue 33), in the charge's transaction. Its rounds already delivered move to pagado
 * (by whoever charged, reason 'Cuenta cobrada'); a round still in the kitchen keeps its stage, so the kitchen board
 * still shows it, and becomes pagado when it is delivered (see `moveOrder`). A round split by items is settled once
 * all its checks are paid. The table is freed once nothing is left to charge on it. Answers the orders moved, for the
 * kitchen boards once the charge commits.
 */
export async function closeOrdersOf(tx: Tx, at: RestaurantContext, check: { id: string; table_id: string | null }): Promise<string[]> {
  const moved: string[] = [];
  for (const order of await settledOrdersOf(tx, check.id)) {
    if (order.status !== 'entregado') continue;
    await recordMove(tx, at, order, 'pagado', paidWithCheck);
    moved.push(order.id);
  }
  if (check.table_id) await freeTableIfDone(tx, at, check.table_id);
  return moved;
}
