import type { Tx } from '@mb/service-kit';
import { followStock } from './dish-availability.repository.js';
import { returnSupplies, takeSupplies, type StockChangeRecord } from './stock-moves.repository.js';

/**
 * What a transaction's stock moves bring with them, in that transaction: the dishes the stock decides for follow it
 * (when the restaurant hides dishes without supplies).
 */
export async function afterStockMoves(tx: Tx, restaurantId: string, changes: readonly StockChangeRecord[], by: string): Promise<void> {
  if (changes.length === 0) return;
  await followStock(tx, restaurantId, { supplyIds: changes.map((change) => change.supply_id) }, by);
}

/** A round sent: its orders take their supplies by recipe (see `takeSupplies`), with what that brings. */
export async function takeForOrders(tx: Tx, restaurantId: string, orderIds: readonly string[], by: string): Promise<void> {
  await afterStockMoves(tx, restaurantId, await takeSupplies(tx, restaurantId, orderIds, by), by);
}

/** A cancelled order or a voided line gives back what it took (see `returnSupplies`), with what that brings. */
export async function giveBack(tx: Tx, restaurantId: string, line: { orderId: string; position?: number }, by: string): Promise<void> {
  await afterStockMoves(tx, restaurantId, await returnSupplies(tx, restaurantId, line, by), by);
}
