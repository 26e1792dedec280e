import { restaurantAppMessages, type CreateTableRequest, type RestaurantTable, type TableStatus } from '@mb/contracts';
import { AppError, withTransaction, type Pool } from '@mb/service-kit';
import type { RestaurantContext } from '../session/restaurant-session.js';
import { findTable, insertTable, setTableStatus, type TableRecord } from './tables.repository.js';

export const tableView = ({ branch_id: _branch, ...record }: TableRecord): RestaurantTable => ({
  ...record,
  updated_at: record.updated_at.toISOString(),
});
export const tableNotFound = () => new AppError(404, restaurantAppMessages.tableNotFound);

export async function createTable(pool: Pool, at: RestaurantContext, request: CreateTableRequest): Promise<RestaurantTable> {
  const created = await insertTable(pool, at, request, at.userId);
  if (!created) throw new AppError(409, restaurantAppMessages.tableTaken.replace('{number}', String(request.number)));
  return tableView(created);
}

/**
 * PUT /restaurant/tables/{id}/status: staff mark a table reserved, in maintenance or free. A table with open orders
 * stays ocupada until they are paid or cancelled (the orders move it, not a hand).
 */
export async function changeTableStatus(pool: Pool, at: RestaurantContext, id: string, status: TableStatus): Promise<RestaurantTable> {
  return withTransaction(pool, async (tx) => {
    const table = await findTable(tx, at.restaurantId, id, { lock: true });
    if (!table) throw tableNotFound();
    if (table.open_orders > 0 && status !== 'ocupada') {
      throw new AppError(409, restaurantAppMessages.tableHasOpenOrders.replace('{number}', String(table.number)));
    }
    await setTableStatus(tx, at.restaurantId, id, status, at.userId);
    return tableView((await findTable(tx, at.restaurantId, id))!);
  });
}
