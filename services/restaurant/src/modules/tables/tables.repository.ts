import type { TableStatus } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';

export interface TableRecord {
  id: string;
  number: number;
  seats: number;
  zone: string;
  status: TableStatus;
  open_orders: number;
  updated_at: Date;
}

const openOrders = `(SELECT count(*) FROM orders o WHERE o.table_id = t.id AND o.status NOT IN ('pagado', 'cancelado'))::int AS open_orders`;
const columns = `t.id, t.number, t.seats, t.zone, t.status, t.updated_at, ${openOrders}`;

export async function listTables(db: Queryable, restaurantId: string): Promise<TableRecord[]> {
  const { rows } = await db.query<TableRecord>(`SELECT ${columns} FROM restaurant_tables t WHERE t.restaurant_id = $1 ORDER BY t.number`, [
    restaurantId,
  ]);
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

/** Undefined when that number is taken in this restaurant. */
export async function insertTable(
  db: Queryable,
  restaurantId: string,
  table: { number: number; seats: number; zone: string },
  by: string,
): Promise<TableRecord | undefined> {
  const { rows } = await db.query<TableRecord>(
    `INSERT INTO restaurant_tables AS t (restaurant_id, number, seats, zone, updated_by) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT ON CONSTRAINT restaurant_tables_number DO NOTHING RETURNING ${columns}`,
    [restaurantId, table.number, table.seats, table.zone, by],
  );
  return rows[0];
}

export async function setTableStatus(db: Queryable, restaurantId: string, id: string, status: TableStatus, by: string): Promise<void> {
  await db.query('UPDATE restaurant_tables SET status = $3, updated_at = now(), updated_by = $4 WHERE restaurant_id = $1 AND id = $2', [
    restaurantId,
    id,
    status,
    by,
  ]);
}
