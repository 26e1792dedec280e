import { restaurantStockRanLow, type StockMoveReason } from '@mb/contracts';
import { outboxEvent, writeOutboxEvents, type Tx } from '@mb/service-kit';
import { ranLow } from '../../domain/stock.js';
import { followStock } from './dish-availability.repository.js';
import { returnSupplies, takeSupplies, type StockChangeRecord } from './stock-moves.repository.js';

/** Who moved the stock, and why. */
interface Move {
  by: string;
  reason: StockMoveReason;
}

/**
 * What a transaction's stock moves bring with them, in that transaction: `restaurant.stock.ran_low` for each supply
 * they took under its threshold (once per crossing), and the dishes the stock decides for follow it (when the
 * restaurant hides dishes without supplies). A round that crosses no threshold and changes no dish costs no statement
 * here.
 */
export async function afterStockMoves(tx: Tx, restaurantId: string, changes: readonly StockChangeRecord[], move: Move): Promise<void> {
  if (changes.length === 0) return;
  const movedAt = new Date().toISOString();
  const crossings = changes.filter(ranLow).map((change) =>
    outboxEvent(restaurantStockRanLow, {
      aggregateId: change.supply_id,
      payload: {
        supplyId: change.supply_id,
        restaurantId,
        name: change.name,
        unit: change.unit,
        stock: change.stock,
        lowStock: change.low_stock,
        reason: move.reason,
        movedBy: move.by,
        movedAt,
      },
    }),
  );
  await writeOutboxEvents(tx, crossings);
  const following = changes.filter((change) => change.moves_dishes);
  if (following.length > 0) await followStock(tx, restaurantId, { supplyIds: following.map((change) => change.supply_id) }, move.by);
}

/** A round sent: its orders take their supplies by recipe (see `takeSupplies`), with what that brings. */
export async function takeForOrders(tx: Tx, restaurantId: string, orderIds: readonly string[], by: string): Promise<void> {
  await afterStockMoves(tx, restaurantId, await takeSupplies(tx, restaurantId, orderIds, by), { by, reason: 'venta' });
}

/** A cancelled order or a voided line gives back what it took (see `returnSupplies`), with what that brings. */
export async function giveBack(tx: Tx, restaurantId: string, line: { orderId: string; position?: number }, by: string): Promise<void> {
  await afterStockMoves(tx, restaurantId, await returnSupplies(tx, restaurantId, line, by), { by, reason: 'anulacion' });
}
