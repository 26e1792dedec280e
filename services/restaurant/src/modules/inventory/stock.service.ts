import { restaurantStockRanLow, type StockMoveReason } from '@mb/contracts';
import { outboxEvent, writeOutboxEvents, type Tx } from '@mb/service-kit';
import { ranLow } from '../../domain/stock.js';
import type { BranchScope } from '../session/restaurant-session.js';
import { followStock } from './dish-availability.repository.js';
import { returnSupplies, takeSupplies, type StockChangeRecord } from './stock-moves.repository.js';

/** Who moved the stock, and why. */
interface Move {
  by: string;
  reason: StockMoveReason;
}

/**
 * What a transaction's stock moves in one branch bring with them, in that transaction: `restaurant.stock.ran_low` for
 * each supply they took under its threshold there (once per crossing), and the dishes the stock decides for follow it
 * in that branch (when the restaurant hides dishes without supplies). A round that crosses no threshold and changes no
 * dish costs no statement here.
 */
export async function afterStockMoves(tx: Tx, at: BranchScope, changes: readonly StockChangeRecord[], move: Move): Promise<void> {
  if (changes.length === 0) return;
  const { restaurantId, branchId } = at;
  const movedAt = new Date().toISOString();
  const crossings = changes.filter(ranLow).map((change) =>
    outboxEvent(restaurantStockRanLow, {
      aggregateId: change.supply_id,
      payload: {
        supplyId: change.supply_id,
        restaurantId,
        branchId,
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
  if (following.length > 0) await followStock(tx, restaurantId, { supplyIds: following.map((change) => change.supply_id), branchId });
}

/** A round sent in the branch `at`: its orders take their supplies there by recipe (see `takeSupplies`), with what that brings. */
export async function takeForOrders(tx: Tx, at: BranchScope, orderIds: readonly string[], by: string): Promise<void> {
  await afterStockMoves(tx, at, await takeSupplies(tx, at, orderIds, by), { by, reason: 'venta' });
}

/**
 * A cancelled order or a voided line gives back what it took to the branch it took it from (see `returnSupplies`), with
 * what that brings.
 */
export async function giveBack(tx: Tx, restaurantId: string, line: { orderId: string; position?: number }, by: string): Promise<void> {
  const back = await returnSupplies(tx, restaurantId, line, by);
  if (back[0]) await afterStockMoves(tx, { restaurantId, branchId: back[0].branch_id }, back, { by, reason: 'anulacion' });
}
