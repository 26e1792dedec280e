import type { StockMoveReason, SupplyUnit } from '@mb/contracts';
import type { Queryable, Tx } from '@mb/service-kit';
import type { BranchScope } from '../session/restaurant-session.js';
import { addToStock, type StockChangeRecord } from './stock-moves.repository.js';

/**
 * Every query names the restaurant: another restaurant's supply matches nothing. Removed supplies are left out. A supply
 * is the restaurant's (one catalogue); its stock is the branch's the query names (0 where it never had any).
 */

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

/** Over supplies `s`, with the stock of the branch `$2`. */
const columns = `s.id, s.name, s.unit, s.cost, s.cost_quantity, coalesce(bs.stock, 0) AS stock, s.low_stock,
  coalesce(bs.stock, 0) <= s.low_stock AS low`;
const branchStock = 'LEFT JOIN branch_stock bs ON bs.branch_id = $2 AND bs.supply_id = s.id';

export async function listSupplies(db: Queryable, at: BranchScope, options: { lowOnly?: boolean } = {}): Promise<SupplyRecord[]> {
  const { rows } = await db.query<SupplyRecord>(
    `SELECT ${columns} FROM supplies s ${branchStock}
     WHERE s.restaurant_id = $1 AND s.removed_at IS NULL ${options.lowOnly ? 'AND coalesce(bs.stock, 0) <= s.low_stock' : ''}
     ORDER BY lower(s.name), s.id`,
    [at.restaurantId, at.branchId],
  );
  return rows;
}

export async function findSupplies(db: Queryable, at: BranchScope, ids: readonly string[]): Promise<SupplyRecord[]> {
  const { rows } = await db.query<SupplyRecord>(
    `SELECT ${columns} FROM supplies s ${branchStock} WHERE s.restaurant_id = $1 AND s.id = ANY($3::uuid[]) AND s.removed_at IS NULL
     ORDER BY s.id`,
    [at.restaurantId, at.branchId, ids],
  );
  return rows;
}

/**
 * Locks the branch's stock of these supplies in id order (as a round locks it, so two writers never wait on each other
 * in a ring), a supply the branch never had getting its row at 0, and answers each one's stock now.
 */
export async function lockStock(tx: Tx, at: BranchScope, ids: readonly string[]): Promise<Map<string, number>> {
  const { rows } = await tx.query<{ supply_id: string; stock: number }>(
    `INSERT INTO branch_stock AS bs (restaurant_id, branch_id, supply_id, stock)
     SELECT $1, $2, s.id, 0 FROM supplies s WHERE s.restaurant_id = $1 AND s.id = ANY($3::uuid[]) AND s.removed_at IS NULL ORDER BY s.id
     ON CONFLICT (branch_id, supply_id) DO UPDATE SET stock = bs.stock
     RETURNING bs.supply_id, bs.stock`,
    [at.restaurantId, at.branchId, ids],
  );
  return new Map(rows.map((row) => [row.supply_id, row.stock]));
}

/** A taken name throws a unique violation. */
export async function insertSupply(
  db: Queryable,
  at: BranchScope,
  supply: Omit<SupplyRecord, 'id' | 'stock' | 'low'>,
): Promise<SupplyRecord> {
  const { rows } = await db.query<SupplyRecord>(
    `WITH s AS (
       INSERT INTO supplies (restaurant_id, name, unit, cost, cost_quantity, low_stock) VALUES ($1, $3, $4, $5, $6, $7) RETURNING *
     )
     SELECT ${columns} FROM s ${branchStock}`,
    [at.restaurantId, at.branchId, supply.name, supply.unit, supply.cost, supply.cost_quantity, supply.low_stock],
  );
  return rows[0]!;
}

/** Undefined when no such supply is this restaurant's; a taken name throws a unique violation. */
export async function updateSupply(
  db: Queryable,
  at: BranchScope,
  id: string,
  supply: Pick<SupplyRecord, 'name' | 'cost' | 'cost_quantity' | 'low_stock'>,
): Promise<SupplyRecord | undefined> {
  const { rows } = await db.query<SupplyRecord>(
    `WITH s AS (
       UPDATE supplies SET name = $4, cost = $5, cost_quantity = $6, low_stock = $7, updated_at = now()
       WHERE restaurant_id = $1 AND id = $3 AND removed_at IS NULL RETURNING *
     )
     SELECT ${columns} FROM s ${branchStock}`,
    [at.restaurantId, at.branchId, id, supply.name, supply.cost, supply.cost_quantity, supply.low_stock],
  );
  return rows[0];
}

/** Takes the supply out of the lists and out of every recipe; its moves stay in the ledger. */
export async function removeSupply(tx: Tx, at: BranchScope, id: string): Promise<SupplyRecord | undefined> {
  const { rows } = await tx.query<SupplyRecord>(
    `WITH s AS (
       UPDATE supplies SET removed_at = now(), updated_at = now() WHERE restaurant_id = $1 AND id = $3 AND removed_at IS NULL RETURNING *
     )
     SELECT ${columns} FROM s ${branchStock}`,
    [at.restaurantId, at.branchId, id],
  );
  if (rows[0]) await tx.query('DELETE FROM recipes WHERE restaurant_id = $1 AND supply_id = $2', [at.restaurantId, id]);
  return rows[0];
}

/** Adds `delta` (negative takes away) to the branch's stock of these supplies and records each move with its reason and who. */
export async function moveStock(
  tx: Tx,
  at: BranchScope,
  moves: ReadonlyArray<{ supplyId: string; delta: number }>,
  record: { reason: StockMoveReason; note: string; by: string },
): Promise<StockChangeRecord[]> {
  const { rows } = await tx.query<StockChangeRecord>(
    `WITH m AS MATERIALIZED (SELECT * FROM unnest($3::uuid[], $4::bigint[]) AS m(supply_id, amount)),
     totals AS MATERIALIZED (SELECT supply_id, sum(amount)::bigint AS amount FROM m GROUP BY supply_id),
     ${addToStock('totals', '$2::uuid')}, ledger AS (
       INSERT INTO stock_moves (restaurant_id, branch_id, supply_id, delta, reason, note, created_by)
       SELECT $1, $2, supply_id, amount, $5, $6, $7 FROM m
     )
     SELECT * FROM changed`,
    [
      at.restaurantId,
      at.branchId,
      moves.map((move) => move.supplyId),
      moves.map((move) => move.delta),
      record.reason,
      record.note,
      record.by,
    ],
  );
  return rows;
}
