import type { Queryable, Tx } from '@mb/service-kit';

export interface BranchRecord {
  id: string;
  name: string;
  slug: string;
  is_main: boolean;
  staff: string[];
  created_at: Date;
}

const columns = `b.id, b.name, b.slug, b.is_main, b.created_at,
  coalesce((SELECT array_agg(bs.user_id ORDER BY bs.user_id) FROM branch_staff bs WHERE bs.branch_id = b.id), '{}') AS staff`;

/**
 * The restaurant's branches, the main one first; with `userId`, only those that person works in (theirs, or the main
 * one when they have none).
 */
export async function listBranches(db: Queryable, restaurantId: string, userId?: string): Promise<BranchRecord[]> {
  const { rows } = await db.query<BranchRecord>(
    `SELECT ${columns} FROM branches b
     WHERE b.restaurant_id = $1 AND ($2::uuid IS NULL
       OR EXISTS (SELECT 1 FROM branch_staff bs WHERE bs.branch_id = b.id AND bs.user_id = $2)
       OR (b.is_main AND NOT EXISTS (SELECT 1 FROM branch_staff bs WHERE bs.user_id = $2)))
     ORDER BY b.is_main DESC, b.created_at, b.name`,
    [restaurantId, userId ?? null],
  );
  return rows;
}

export async function findBranch(db: Queryable, restaurantId: string, id: string): Promise<BranchRecord | undefined> {
  const { rows } = await db.query<BranchRecord>(`SELECT ${columns} FROM branches b WHERE b.restaurant_id = $1 AND b.id = $2`, [
    restaurantId,
    id,
  ]);
  return rows[0];
}

/** The restaurant's branch whose address part is `slug`. */
export async function findBranchBySlug(db: Queryable, restaurantId: string, slug: string): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM branches WHERE restaurant_id = $1 AND slug = $2', [restaurantId, slug]);
  return rows[0]?.id;
}

/** Undefined when the name or its slug is taken in this restaurant. */
export async function insertBranch(db: Queryable, restaurantId: string, branch: { name: string; slug: string }) {
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO branches (restaurant_id, name, slug) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id',
    [restaurantId, branch.name, branch.slug],
  );
  return rows[0]?.id;
}

/** The branch's staff become exactly `userIds`, each of them one of the restaurant's users (the count that were). */
export async function replaceStaff(tx: Tx, restaurantId: string, branchId: string, userIds: string[]): Promise<number> {
  await tx.query('DELETE FROM branch_staff WHERE branch_id = $1', [branchId]);
  const { rowCount } = await tx.query(
    `INSERT INTO branch_staff (restaurant_id, branch_id, user_id)
     SELECT $1, $2, u.id FROM restaurant_users u WHERE u.restaurant_id = $1 AND u.id = ANY($3::uuid[])`,
    [restaurantId, branchId, userIds],
  );
  return rowCount ?? 0;
}

export interface BranchDishRecord {
  dish_id: string;
  price: number | null;
  available: boolean;
}

export async function listBranchDishes(db: Queryable, branchId: string): Promise<BranchDishRecord[]> {
  const { rows } = await db.query<BranchDishRecord>(
    'SELECT dish_id, price, available FROM branch_dishes WHERE branch_id = $1 ORDER BY dish_id',
    [branchId],
  );
  return rows;
}

/** Undefined when the dish is not one of the restaurant's. */
export async function upsertBranchDish(
  db: Queryable,
  restaurantId: string,
  branchId: string,
  dish: BranchDishRecord,
): Promise<BranchDishRecord | undefined> {
  const { rows } = await db.query<BranchDishRecord>(
    `INSERT INTO branch_dishes (restaurant_id, branch_id, dish_id, price, available)
     SELECT $1, $2, d.id, $4, $5 FROM dishes d WHERE d.restaurant_id = $1 AND d.id = $3
     ON CONFLICT (branch_id, dish_id) DO UPDATE SET price = EXCLUDED.price, available = EXCLUDED.available
     RETURNING dish_id, price, available`,
    [restaurantId, branchId, dish.dish_id, dish.price, dish.available],
  );
  return rows[0];
}

/** What a row named by id in a request is: each is in one branch. */
export type BranchOwned = 'table' | 'order' | 'check' | 'station';

/** The table of each kind. */
const tableOf: Record<BranchOwned, string> = { table: 'restaurant_tables', check: 'checks', order: 'orders', station: 'stations' };

/** The branch of the restaurant's table, order, check or station `id`; undefined when it has none such. */
export async function branchOfRow(db: Queryable, restaurantId: string, kind: BranchOwned, id: string): Promise<string | undefined> {
  const { rows } = await db.query<{ branch_id: string }>(`SELECT branch_id FROM ${tableOf[kind]} WHERE restaurant_id = $1 AND id = $2`, [
    restaurantId,
    id,
  ]);
  return rows[0]?.branch_id;
}
