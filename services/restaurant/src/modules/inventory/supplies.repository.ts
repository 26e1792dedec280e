import type { StockMoveReason, SupplyUnit } from '@mb/contracts';
import type { Queryable, Tx } from '@mb/service-kit';
import { changedColumns, type StockChangeRecord } from './stock-moves.repository.js';

/** Every query names the restaurant: another restaurant's supply matches nothing. Removed supplies are left out. */

export interface SupplyRecord {
  id: string;
  name: string;
  unit: SupplyUnit;
  cost: number;
  cost_quantity: number;
  stock: number;
  low_stock: number;
  low: boolean;
}

const columns = 'id, name, unit, cost, cost_quantity, stock, low_stock, stock <= low_stock AS low';

export async function listSupplies(db: Queryable, restaurantId: string, options: { lowOnly?: boolean } = {}): Promise<SupplyRecord[]> {
  const { rows } = await db.query<SupplyRecord>(
    `SELECT ${columns} FROM supplies WHERE restaurant_id = $1 AND removed_at IS NULL ${options.lowOnly ? 'AND stock <= low_stock' : ''}
     ORDER BY lower(name), id`,
    [restaurantId],
  );
  return rows;
}

/** With `lock`, the rows are locked in id order (as a round locks them), so two writers never wait on each other in a ring. */
export async function findSupplies(db: Queryable, restaurantId: string, ids: readonly string[], options: { lock?: boolean } = {}) {
  const { rows } = await db.query<SupplyRecord>(
    `SELECT ${columns} FROM supplies WHERE restaurant_id = $1 AND id = ANY($2::uuid[]) AND removed_at IS NULL
     ORDER BY id ${options.lock ? 'FOR UPDATE' : ''}`,
    [restaurantId, ids],
  );
  return rows;
}

/** A taken name throws a unique violation. */
export async function insertSupply(
  db: Queryable,
  restaurantId: string,
  supply: Omit<SupplyRecord, 'id' | 'stock' | 'low'>,
): Promise<SupplyRecord> {
  const { rows } = await db.query<SupplyRecord>(
    `INSERT INTO supplies (restaurant_id, name, unit, cost, cost_quantity, low_stock) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${columns}`,
    [restaurantId, supply.name, supply.unit, supply.cost, supply.cost_quantity, supply.low_stock],
  );
  return rows[0]!;
}

/** Undefined when no such supply is this restaurant's; a taken name throws a unique violation. */
export async function updateSupply(
  db: Queryable,
  restaurantId: string,
  id: string,
  supply: Pick<SupplyRecord, 'name' | 'cost' | 'cost_quantity' | 'low_stock'>,
): Promise<SupplyRecord | undefined> {
  const { rows } = await db.query<SupplyRecord>(
    `UPDATE supplies SET name = $3, cost = $4, cost_quantity = $5, low_stock = $6, updated_at = now()
     WHERE restaurant_id = $1 AND id = $2 AND removed_at IS NULL RETURNING ${columns}`,
    [restaurantId, id, supply.name, supply.cost, supply.cost_quantity, supply.low_stock],
  );
  return rows[0];
}

/** Takes the supply out of the lists and out of every recipe; its moves stay in the ledger. */
export async function removeSupply(tx: Tx, restaurantId: string, id: string): Promise<SupplyRecord | undefined> {
  const { rows } = await tx.query<SupplyRecord>(
    `UPDATE supplies SET removed_at = now(), updated_at = now() WHERE restaurant_id = $1 AND id = $2 AND removed_at IS NULL
     RETURNING ${columns}`,
    [restaurantId, id],
  );
  if (rows[0]) await tx.query('DELETE FROM recipes WHERE restaurant_id = $1 AND supply_id = $2', [restaurantId, id]);
  return rows[0];
}

/** Adds `delta` (negative takes away) to locked supplies' stock and records each move with its reason and who. */
export async function moveStock(
  tx: Tx,
  restaurantId: string,
  moves: ReadonlyArray<{ supplyId: string; delta: number }>,
  record: { reason: StockMoveReason; note: string; by: string },
): Promise<StockChangeRecord[]> {
  const { rows } = await tx.query<StockChangeRecord>(
    `WITH m AS (SELECT * FROM unnest($2::uuid[], $3::bigint[]) AS m(supply_id, amount)),
     moved AS (
       UPDATE supplies s SET stock = s.stock + m.amount, updated_at = now() FROM m WHERE s.restaurant_id = $1 AND s.id = m.supply_id
       RETURNING ${changedColumns}
     ), ledger AS (
       INSERT INTO stock_moves (restaurant_id, supply_id, delta, reason, note, created_by)
       SELECT $1, supply_id, amount, $4, $5, $6 FROM m
     )
     SELECT * FROM moved`,
    [restaurantId, moves.map((move) => move.supplyId), moves.map((move) => move.delta), record.reason, record.note, record.by],
  );
  return rows;
}
