import { restaurantAppMessages, type RestaurantOrder } from '@mb/contracts';
import { AppError, type Queryable } from '@mb/service-kit';
import type { RestaurantContext } from '../session/restaurant-session.js';
import * as orders from './orders.repository.js';

export const orderNotFound = () => new AppError(404, restaurantAppMessages.orderNotFound);

/** An order as the app shows it, from its row, its lines and its history (oldest first). */
export function orderView(
  record: orders.OrderRecord,
  lines: Omit<orders.OrderLineRecord, 'order_id'>[],
  changes: Omit<orders.OrderChangeRecord, 'order_id'>[],
): RestaurantOrder {
  return {
    ...record,
    created_at: record.created_at.toISOString(),
    updated_at: record.updated_at.toISOString(),
    items: lines.map((line) => ({
      dish_id: line.dish_id,
      name: line.name,
      unit_price: line.unit_price,
      quantity: line.quantity,
      note: line.note,
      options: line.options,
      line_total: line.unit_price * line.quantity,
    })),
    history: changes.map((change) => ({
      from: change.from_status,
      to: change.to_status,
      by: change.changed_by,
      by_email: change.by_email,
      at: change.changed_at.toISOString(),
      reason: change.reason,
    })),
  };
}

/** Orders with their lines and history, as the app shows them. */
export async function views(db: Queryable, records: orders.OrderRecord[]): Promise<RestaurantOrder[]> {
  if (records.length === 0) return [];
  const ids = records.map((record) => record.id);
  // One after the other: `db` may be a transaction's client, which runs one query at a time.
  const lines = await orders.linesOf(db, ids);
  const changes = await orders.changesOf(db, ids);
  return records.map((record) =>
    orderView(
      record,
      lines.filter((line) => line.order_id === record.id),
      changes.filter((change) => change.order_id === record.id),
    ),
  );
}

/** A round's answer: its first order as `data` (what callers read before stations), and every order of it. */
export function roundAnswer(orders: RestaurantOrder[]) {
  return { success: true as const, data: orders[0]!, orders };
}

export async function getOrder(db: Queryable, at: RestaurantContext, id: string): Promise<RestaurantOrder> {
  const record = await orders.findOrder(db, at.restaurantId, id);
  if (!record) throw orderNotFound();
  return (await views(db, [record]))[0]!;
}
