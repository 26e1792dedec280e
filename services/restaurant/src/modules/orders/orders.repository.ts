import type { DishOptionGroup, OrderStatus, SoldOption } from '@mb/contracts';
import type { Queryable, Tx } from '@mb/service-kit';
import type { BranchScope } from '../session/restaurant-session.js';
import { branchAvailable, branchDishes, branchPrice, type MenuScope } from '../branches/branch-menu.js';
import { keptAnswer, type StoredRequest } from '../request-keys/request-keys.repository.js';

export interface OrderRecord {
  id: string;
  number: number;
  status: OrderStatus;
  table_id: string | null;
  table_number: number | null;
  takeaway: boolean;
  note: string;
  total: number;
  created_by: string;
  created_at: Date;
  updated_at: Date;
  station_id: string;
  station_name: string;
  /** The branch its round was sent in. */
  branch_id: string;
}
export interface OrderLineRecord {
  order_id: string;
  dish_id: string | null;
  name: string;
  unit_price: number;
  quantity: number;
  note: string;
  options: SoldOption[];
}
export interface OrderChangeRecord {
  order_id: string;
  from_status: OrderStatus | null;
  to_status: OrderStatus;
  changed_by: string;
  by_email: string;
  changed_at: Date;
  reason: string;
}

const orderColumns = `o.id, o.number, o.status, o.table_id, t.number AS table_number, o.takeaway, o.note, o.total, o.created_by,
  o.created_at, o.updated_at, o.station_id, s.name AS station_name, o.branch_id`;
const orderFrom = `orders o LEFT JOIN restaurant_tables t ON t.id = o.table_id JOIN stations s ON s.id = o.station_id`;
/** Days are Colombia's (spec 2 §1: COP, es-CO). */
export const localZone = 'America/Bogota';

/** The branch's orders, the latest first. */
export async function listOrders(
  db: Queryable,
  at: BranchScope,
  filters: { status?: OrderStatus; table_id?: string; day?: string; station_id?: string },
): Promise<OrderRecord[]> {
  const { rows } = await db.query<OrderRecord>(
    `SELECT ${orderColumns} FROM ${orderFrom}
     WHERE o.restaurant_id = $1 AND o.branch_id = $6 AND ($2::text IS NULL OR o.status = $2) AND ($3::uuid IS NULL OR o.table_id = $3)
       AND ($4::date IS NULL OR (o.created_at AT TIME ZONE '${localZone}')::date = $4::date)
       AND ($5::uuid IS NULL OR o.station_id = $5)
     ORDER BY o.created_at DESC, o.number DESC LIMIT 500`,
    [at.restaurantId, filters.status ?? null, filters.table_id ?? null, filters.day ?? null, filters.station_id ?? null, at.branchId],
  );
  return rows;
}

export async function findOrder(
  db: Queryable,
  restaurantId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<OrderRecord | undefined> {
  const { rows } = await db.query<OrderRecord>(
    `SELECT ${orderColumns} FROM ${orderFrom} WHERE o.restaurant_id = $1 AND o.id = $2 ${options.lock ? 'FOR UPDATE OF o' : ''}`,
    [restaurantId, id],
  );
  return rows[0];
}

export async function linesOf(db: Queryable, orderIds: string[]): Promise<OrderLineRecord[]> {
  const { rows } = await db.query<OrderLineRecord>(
    'SELECT order_id, dish_id, name, unit_price, quantity, note, options FROM order_items WHERE order_id = ANY($1) ORDER BY order_id, position',
    [orderIds],
  );
  return rows;
}

export async function changesOf(db: Queryable, orderIds: string[]): Promise<OrderChangeRecord[]> {
  const { rows } = await db.query<OrderChangeRecord>(
    `SELECT c.order_id, c.from_status, c.to_status, c.changed_by, u.email AS by_email, c.changed_at, c.reason
     FROM order_status_changes c JOIN restaurant_users u ON u.id = c.changed_by
     WHERE c.order_id = ANY($1) ORDER BY c.order_id, c.id`,
    [orderIds],
  );
  return rows;
}

/**
 * The restaurant's next order number for a round that can succeed: undefined when the round comes from the cart of
 * `fromCartOf` and that cart is empty or holds a dish that is not available, or the table is not the restaurant's or
 * is in maintenance (the round says which). It is taken in a statement of its own and committed at once, so rounds of a
 * restaurant wait on each other only for this statement; a round that still fails afterwards (a race with another
 * change, or an unknown dish in a round that brings its own lines) leaves a gap. With the round's `key`, a key already
 * used answers what it kept (`earlier`) and takes no number: a replay is found in the same round trip (see
 * `keptAnswer`).
 */
export async function takeOrderNumber(
  db: Queryable,
  at: { restaurantId: string; fromCartOf: string | null; tableId: string | null; key?: string },
): Promise<{ number?: number; earlier?: StoredRequest }> {
  const { rows } = await db.query<{ last_number: number | null; earlier: StoredRequest | null }>(
    `WITH earlier AS (${keptAnswer('$1', '$4')}),
     taken AS (
       INSERT INTO order_counters (restaurant_id, last_number)
       SELECT $1, 1
        WHERE NOT EXISTS (SELECT 1 FROM earlier)
          AND ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM cart_items WHERE restaurant_id = $1 AND user_id = $2))
          AND NOT EXISTS (SELECT 1 FROM cart_items i JOIN dishes d ON d.id = i.dish_id WHERE i.restaurant_id = $1 AND i.user_id = $2 AND NOT d.available)
          AND ($3::uuid IS NULL OR EXISTS (SELECT 1 FROM restaurant_tables WHERE restaurant_id = $1 AND id = $3 AND status <> 'mantenimiento'))
       ON CONFLICT (restaurant_id) DO UPDATE SET last_number = order_counters.last_number + 1
       RETURNING last_number)
     SELECT (SELECT last_number FROM taken), (SELECT row_to_json(earlier) FROM earlier) AS earlier`,
    [at.restaurantId, at.fromCartOf, at.tableId, at.key ?? null],
  );
  const { last_number: number, earlier } = rows[0]!;
  return { number: number ?? undefined, earlier: earlier ?? undefined };
}

/**
 * A round's lines as the request brings them (dish, quantity, note), each priced as the menu has it now, in the
 * request's order; a dish that is not this restaurant's is left out (the caller counts them).
 */
export async function dishLines(
  db: Queryable,
  at: MenuScope,
  lines: Array<{ itemId: string; quantity: number; note?: string }>,
): Promise<
  Array<{
    dish_id: string;
    name: string;
    unit_price: number;
    quantity: number;
    note: string;
    available: boolean;
    option_groups: DishOptionGroup[];
  }>
> {
  const { rows } = await db.query(
    `SELECT d.id AS dish_id, d.name, ${branchPrice} AS unit_price, l.quantity, l.note, ${branchAvailable} AS available, d.option_groups
       FROM unnest($2::uuid[], $3::int[], $4::text[]) WITH ORDINALITY AS l(dish_id, quantity, note, position)
       JOIN dishes d ON d.restaurant_id = $1 AND d.id = l.dish_id ${branchDishes('$5')}
      ORDER BY l.position`,
    [
      at.restaurantId,
      lines.map((line) => line.itemId),
      lines.map((line) => line.quantity),
      lines.map((line) => line.note ?? ''),
      at.branchId ?? null,
    ],
  );
  return rows;
}

/**
 * `count` more order numbers of the restaurant (a round for several stations is one order each), the last of them
 * answered: taken and committed at once, like `takeOrderNumber`'s.
 */
export async function moreOrderNumbers(db: Queryable, restaurantId: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = await db.query<{ last_number: number }>(
    'UPDATE order_counters SET last_number = last_number + $2 WHERE restaurant_id = $1 RETURNING last_number',
    [restaurantId, count],
  );
  const last = rows[0]!.last_number;
  return Array.from({ length: count }, (_, index) => last - count + 1 + index);
}

/** Inserts an order as pendiente, numbered `number`, for its station, with its lines and its first history entry. */
export async function insertOrder(
  tx: Tx,
  order: {
    restaurantId: string;
    branchId: string;
    number: number;
    tableId: string | null;
    note: string;
    total: number;
    createdBy: string;
    stationId: string;
  },
  lines: Array<{ dishId: string; name: string; unitPrice: number; quantity: number; note: string; options: SoldOption[] }>,
): Promise<{ id: string; created_at: Date; changed_at: Date }> {
  const { rows } = await tx.query<{ id: string; created_at: Date; changed_at: Date }>(
    `WITH o AS (
       INSERT INTO orders (restaurant_id, number, table_id, takeaway, status, note, total, created_by, station_id, branch_id)
       VALUES ($1, $7, $2::uuid, $2::uuid IS NULL, 'pendiente', $3, $4, $5, $8, $9)
       RETURNING id, created_at
     ), items AS (
       INSERT INTO order_items (order_id, position, dish_id, name, unit_price, quantity, note, options)
       SELECT o.id, line.position, line.dish_id, line.name, line.unit_price, line.quantity, line.note, line.options
       FROM o, jsonb_to_recordset($6::jsonb)
         AS line(position int, dish_id uuid, name text, unit_price int, quantity int, note text, options jsonb)
     ), change AS (
       INSERT INTO order_status_changes (order_id, from_status, to_status, changed_by, reason) SELECT o.id, NULL, 'pendiente', $5, '' FROM o
       RETURNING changed_at
     )
     SELECT o.id, o.created_at, change.changed_at FROM o, change`,
    [
      order.restaurantId,
      order.tableId,
      order.note,
      order.total,
      order.createdBy,
      JSON.stringify(
        lines.map((line, index) => ({
          position: index + 1,
          dish_id: line.dishId,
          name: line.name,
          unit_price: line.unitPrice,
          quantity: line.quantity,
          note: line.note,
          options: line.options,
        })),
      ),
      order.number,
      order.stationId,
      order.branchId,
    ],
  );
  return rows[0]!;
}

/**
 * The order of the station (any station without one) delivered (entregado) last, locked: the one 'Recuperar último'
 * brings back. Undefined when none is delivered now.
 */
export async function lastDelivered(tx: Tx, at: BranchScope, stationId: string | null): Promise<OrderRecord | undefined> {
  const { rows } = await tx.query<OrderRecord>(
    `SELECT ${orderColumns} FROM ${orderFrom}
       JOIN LATERAL (SELECT max(c.id) AS at FROM order_status_changes c WHERE c.order_id = o.id AND c.to_status = 'entregado') d ON true
     WHERE o.restaurant_id = $1 AND o.branch_id = $3 AND o.status = 'entregado' AND ($2::uuid IS NULL OR o.station_id = $2)
     ORDER BY d.at DESC LIMIT 1 FOR UPDATE OF o`,
    [at.restaurantId, stationId, at.branchId],
  );
  return rows[0];
}

export async function recordChange(
  tx: Tx,
  change: { orderId: string; from: OrderStatus | null; to: OrderStatus; by: string; reason: string },
): Promise<Date> {
  const { rows } = await tx.query<{ changed_at: Date }>(
    'INSERT INTO order_status_changes (order_id, from_status, to_status, changed_by, reason) VALUES ($1, $2, $3, $4, $5) RETURNING changed_at',
    [change.orderId, change.from, change.to, change.by, change.reason],
  );
  return rows[0]!.changed_at;
}

export async function setOrderStatus(tx: Tx, id: string, status: OrderStatus): Promise<void> {
  await tx.query('UPDATE orders SET status = $2, updated_at = now() WHERE id = $1', [id, status]);
}
