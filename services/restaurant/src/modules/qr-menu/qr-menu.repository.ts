import type { PlanType, SoldOption, SubscriptionStatus } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';
import { branchAvailable, branchDishes } from '../branches/branch-menu.js';
import type { BranchScope } from '../session/restaurant-session.js';

export interface QrMenuRecord {
  restaurant_id: string;
  slug: string;
  ordering_enabled: boolean;
  /** The business name of the restaurant's receipts, else the product's. */
  name: string;
  plan_type: PlanType;
  status: SubscriptionStatus;
  /** The branch whose menu the restaurant's address (no table) shows. */
  main_branch_id: string;
}

const menuColumns = `q.restaurant_id, q.slug, q.ordering_enabled, coalesce(nullif(b.business_name, ''), s.product_name) AS name, s.plan_type, s.status,
  (SELECT id FROM branches WHERE restaurant_id = q.restaurant_id AND is_main) AS main_branch_id`;
const menuFrom = `qr_menus q JOIN subscriptions s ON s.id = q.restaurant_id LEFT JOIN billing_settings b ON b.restaurant_id = q.restaurant_id`;

export async function findMenuBySlug(db: Queryable, slug: string): Promise<QrMenuRecord | undefined> {
  const { rows } = await db.query<QrMenuRecord>(`SELECT ${menuColumns} FROM ${menuFrom} WHERE q.slug = $1`, [slug]);
  return rows[0];
}

export async function findMenuOf(db: Queryable, restaurantId: string): Promise<QrMenuRecord | undefined> {
  const { rows } = await db.query<QrMenuRecord>(`SELECT ${menuColumns} FROM ${menuFrom} WHERE q.restaurant_id = $1`, [restaurantId]);
  return rows[0];
}

/** The name the restaurant's address is made from: its receipts' business name, else the product's. */
export async function restaurantName(db: Queryable, restaurantId: string): Promise<string> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT coalesce(nullif(b.business_name, ''), s.product_name) AS name
       FROM subscriptions s LEFT JOIN billing_settings b ON b.restaurant_id = s.id WHERE s.id = $1`,
    [restaurantId],
  );
  return rows[0]!.name;
}

/** The first of `slugs` no other restaurant holds becomes this one's; false when every one is taken (or it has one). */
export async function claimSlug(db: Queryable, restaurantId: string, slugs: readonly string[]): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO qr_menus (restaurant_id, slug)
     SELECT $1, c.slug FROM unnest($2::text[]) WITH ORDINALITY AS c(slug, position)
      WHERE NOT EXISTS (SELECT 1 FROM qr_menus q WHERE q.slug = c.slug)
      ORDER BY c.position LIMIT 1
     ON CONFLICT DO NOTHING`,
    [restaurantId, slugs],
  );
  return rowCount === 1;
}

export async function setOrdering(db: Queryable, restaurantId: string, enabled: boolean): Promise<void> {
  await db.query('UPDATE qr_menus SET ordering_enabled = $2, updated_at = now() WHERE restaurant_id = $1', [restaurantId, enabled]);
}

/** The dishes the branch sells now (its availability and its stock). */
export async function availableDishIds(db: Queryable, at: BranchScope): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT d.id FROM dishes d ${branchDishes('$2')} WHERE d.restaurant_id = $1 AND ${branchAvailable} ORDER BY d.id`,
    [at.restaurantId, at.branchId],
  );
  return rows.map((row) => row.id);
}

export interface QrTableRecord {
  id: string;
  number: number;
  zone: string;
  qr_token: string;
  branch_id: string;
}

/** The tables of the branch, for their sheet of QR codes. */
export async function tablesWithTokens(db: Queryable, at: BranchScope): Promise<QrTableRecord[]> {
  const { rows } = await db.query<QrTableRecord>(
    'SELECT id, number, zone, qr_token, branch_id FROM restaurant_tables WHERE restaurant_id = $1 AND branch_id = $2 ORDER BY number',
    [at.restaurantId, at.branchId],
  );
  return rows;
}

export async function findTableByToken(db: Queryable, restaurantId: string, token: string): Promise<QrTableRecord | undefined> {
  const { rows } = await db.query<QrTableRecord>(
    'SELECT id, number, zone, qr_token, branch_id FROM restaurant_tables WHERE restaurant_id = $1 AND qr_token = $2',
    [restaurantId, token],
  );
  return rows[0];
}

/** A line as the diner chose it, priced when sent: `option_ids` are sent again when staff confirm it. */
export interface TableOrderLine {
  dish_id: string;
  name: string;
  quantity: number;
  unit_price: number;
  note: string;
  options: SoldOption[];
  option_ids: string[];
}

export interface TableOrderRecord {
  id: string;
  status: 'pendiente' | 'confirmado' | 'cancelado';
  table_id: string;
  table_number: number;
  lines: TableOrderLine[];
  note: string;
  total: number;
  created_at: Date;
  /** Its table's branch. */
  branch_id: string;
}

const orderColumns = 'o.id, o.status, o.table_id, t.number AS table_number, o.lines, o.note, o.total, o.created_at, t.branch_id';
const orderFrom = 'table_orders o JOIN restaurant_tables t ON t.id = o.table_id';

export async function insertTableOrder(
  db: Queryable,
  order: { restaurantId: string; table: QrTableRecord; lines: TableOrderLine[]; note: string; total: number },
): Promise<TableOrderRecord> {
  const { rows } = await db.query<Omit<TableOrderRecord, 'table_number' | 'branch_id'>>(
    `INSERT INTO table_orders (restaurant_id, table_id, qr_token, lines, note, total) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING id, status, table_id, lines, note, total, created_at`,
    [order.restaurantId, order.table.id, order.table.qr_token, JSON.stringify(order.lines), order.note, order.total],
  );
  return { ...rows[0]!, table_number: order.table.number, branch_id: order.table.branch_id };
}

/** The orders waiting for staff at the branch's tables. */
export async function pendingTableOrders(db: Queryable, at: BranchScope): Promise<TableOrderRecord[]> {
  const { rows } = await db.query<TableOrderRecord>(
    `SELECT ${orderColumns} FROM ${orderFrom} WHERE o.restaurant_id = $1 AND t.branch_id = $2 AND o.status = 'pendiente'
     ORDER BY o.created_at, o.id`,
    [at.restaurantId, at.branchId],
  );
  return rows;
}

export async function findTableOrder(db: Queryable, restaurantId: string, id: string): Promise<TableOrderRecord | undefined> {
  const { rows } = await db.query<TableOrderRecord>(`SELECT ${orderColumns} FROM ${orderFrom} WHERE o.restaurant_id = $1 AND o.id = $2`, [
    restaurantId,
    id,
  ]);
  return rows[0];
}

/** Moves a pending order to `status`; false when it was no longer pending. */
export async function decideTableOrder(
  db: Queryable,
  restaurantId: string,
  id: string,
  status: 'confirmado' | 'cancelado',
  by: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE table_orders SET status = $3, decided_by = $4, decided_at = now()
      WHERE restaurant_id = $1 AND id = $2 AND status = 'pendiente'`,
    [restaurantId, id, status, by],
  );
  return rowCount === 1;
}
