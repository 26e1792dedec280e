import { formatCop, restaurantCheckMessages, restaurantCheckUpdated, type RestaurantCheck } from '@mb/contracts';
import { AppError, withTransaction, writeOutbox, type Pool } from '@mb/service-kit';
import { equalParts, partMaxTip } from '../../domain/parts.js';
import type { RestaurantContext } from '../session/restaurant-session.js';
import * as parts from './check-parts.repository.js';
import * as checks from './checks.repository.js';
import { billOf, getCheck } from './checks.service.js';

const m = restaurantCheckMessages;

/**
 * POST /restaurant/cuentas/{id}/dividir-partes: the open check's total in N equal parts of integer pesos (see
 * `equalParts`), each with its tip ceiling (see `partMaxTip`). Its bill is fixed from now on: the table's next rounds
 * open another check, and splitting by items, adjusting or cancelling a round of it are refused. While no part is
 * paid it may be split again in another N. `restaurant.check.updated` (split_in_parts) goes out with it.
 */
export async function splitInParts(pool: Pool, at: RestaurantContext, id: string, count: number): Promise<RestaurantCheck> {
  return withTransaction(pool, async (tx) => {
    const check = await checks.findCheck(tx, at.restaurantId, id, { lock: true });
    if (!check) throw new AppError(404, m.checkNotFound);
    if (check.status !== 'abierta') throw new AppError(409, m.checkClosed);
    if ((await parts.partsOf(tx, id)).some((part) => part.paid_at)) throw new AppError(409, m.partsPaidAlready);
    const bill = check.bill ?? (await billOf(tx, at.restaurantId, id));
    if (bill.lines.length === 0 || bill.total === 0) throw new AppError(409, m.checkEmpty);
    if (bill.total < count)
      throw new AppError(400, m.splitTooSmall.replace('{total}', formatCop(bill.total)).replace('{parts}', String(count)));
    const amounts = equalParts(bill.total, count);
    const due = { total: bill.total, maxTip: bill.max_tip };
    await parts.splitInParts(
      tx,
      { restaurantId: at.restaurantId, id, bill },
      amounts.map((amount) => ({ amount, maxTip: partMaxTip(due, amount) })),
    );
    await writeOutbox(tx, restaurantCheckUpdated, {
      aggregateId: id,
      payload: {
        checkId: id,
        restaurantId: at.restaurantId,
        tableId: check.table_id,
        change: 'split_in_parts',
        orderId: null,
        part: count,
        total: bill.total,
        changedBy: at.userId,
        changedAt: new Date().toISOString(),
      },
    });
    return getCheck(tx, at, id);
  });
}
