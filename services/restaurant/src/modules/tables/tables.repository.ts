import type { TableStatus } from '@mb/contracts';
import type { Queryable, Tx } from '@mb/service-kit';
import type { BranchScope } from '../session/restaurant-session.js';

export interface TableRecord {
  id: string;
  number: number;
  seats: number;
  zone: string;
  status: TableStatus;
  open_orders: number;
  updated_at: Date;
  branch_id: string;
}

const openOrders = `(SELECT count(*) FROM orders o WHERE o.table_id = t.id AND o.status NOT IN ('pagado', 'cancelado'))::int AS open_orders`;
const columns = `t.id, t.number, t.seats, t.zone, t.status, t.updated_at, t.branch_id, ${openOrders}`;

/** The tables of the branch. */
export async function listTables(db: Queryable, at: BranchScope): Promise<TableRecord[]> {
  const { rows } = await db.query<TableRecord>(
    `SELECT ${columns} FROM restaurant_tables t WHERE t.restaurant_id = $1 AND t.branch_id = $2 ORDER BY t.number`,
    [at.restaurantId, at.branchId],
  );
  return rows;
}

/** Locked when asked, so an order opened on it and a status set by hand do not cross. */
export async function findTable(
  db: Queryable,
  restaurantId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<TableRecord | undefined> {
  const { rows } = await db.query<TableRecord>(
    `SELECT ${columns} FROM restaurant_tables t WHERE t.restaurant_id = $1 AND t.id = $2 ${options.lock ? 'FOR UPDATE OF t' : ''}`,
    [restaurantId, id],
  );
  return rows[0];
}

/** Locks the table an order of this restaurant is at, if any: locks go table first, as a charge takes them. */
export async function lockTableOfOrder(tx: Tx, restaurantId: string, orderId: string): Promise<void> {
  await tx.query(
    `SELECT 1 FROM restaurant_tables
     WHERE restaurant_id = $1 AND id = (SELECT table_id FROM orders WHERE restaurant_id = $1 AND id = $2) FOR UPDATE`,
    [restaurantId, orderId],
  );
}

/** Undefined when that number is taken in this branch. */
export async function insertTable(
  db: Queryable,
  at: BranchScope,
  table: { number: number; seats: number; zone: string },
  by: string,
): Promise<TableRecord | undefined> {
  const { rows } = await db.query<TableRecord>(
    `INSERT INTO restaurant_tables AS t (restaurant_id, branch_id, number, seats, zone, updated_by) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT ON CONSTRAINT restaurant_tables_number DO NOTHING RETURNING ${columns}`,
    [at.restaurantId, at.branchId, table.number, table.seats, table.zone, by],
  );
  return rows[0];
}

/**
 * Whether a table still has something to charge: an open check with a line not cancelled, or an open order from
 * before checks existed. Orders of a paid check still in the kitchen do not hold the table: the diners have paid.
 */
export async function tableInUse(db: Queryable, tableId: string): Promise<boolean> {
  const { rows } = await db.query<{ in_use: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM orders WHERE table_id = $1 AND check_id IS NULL AND status NOT IN ('pagado', 'cancelado'))
         OR EXISTS (SELECT 1 FROM checks c WHERE c.table_id = $1 AND c.status = 'abierta' AND EXISTS (
              SELECT 1 FROM order_items i JOIN orders o ON o.id = i.order_id
              WHERE coalesce(i.check_id, o.check_id) = c.id AND o.status <> 'cancelado')) AS in_use`,
    [tableId],
  );
  return rows[0]!.in_use;
}

export async function setTableStatus(db: Queryable, restaurantId: string, id: string, status: TableStatus, by: string): Promise<void> {
  await db.query('UPDATE restaurant_tables SET status = $3, updated_at = now(), updated_by = $4 WHERE restaurant_id = $1 AND id = $2', [
    restaurantId,
    id,
    status,
    by,
  ]);
}
