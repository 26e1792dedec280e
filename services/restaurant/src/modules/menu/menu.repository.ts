import type { DishOptionGroup } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';
import { branchAvailable, branchDishes, branchPrice, type MenuScope } from '../branches/branch-menu.js';
import type { BranchScope } from '../session/restaurant-session.js';

/** Every query names the restaurant: an id of another restaurant's row matches nothing. */

export interface CategoryRecord {
  id: string;
  name: string;
  position: number;
  dishes: number;
  created_at: Date;
  station_id: string | null;
}

/**
 * A category as the branch `branch` (a parameter) sees it. The menu is shared and a category names one station; in each
 * branch its dishes go to that branch's station of the same name, else to its default (`roundStations`), so the
 * station answered is the branch's own of that name (none: the default), the one its screen can show and pick.
 */
const categoryColumns = (branch: string) => `c.id, c.name, c.position, c.created_at,
  (SELECT own.id FROM stations named JOIN stations own ON own.branch_id = ${branch} AND lower(own.name) = lower(named.name)
    WHERE named.id = c.station_id) AS station_id,
  (SELECT count(*) FROM dishes d WHERE d.category_id = c.id)::int AS dishes`;

/** In the menu's order; `lock` holds them until the transaction ends (a reorder). */
export async function listCategories(db: Queryable, at: BranchScope, options: { lock?: boolean } = {}): Promise<CategoryRecord[]> {
  const { rows } = await db.query<CategoryRecord>(
    `SELECT ${categoryColumns('$2::uuid')} FROM menu_categories c WHERE c.restaurant_id = $1 ORDER BY c.position, lower(c.name), c.id
     ${options.lock ? 'FOR UPDATE OF c' : ''}`,
    [at.restaurantId, at.branchId],
  );
  return rows;
}

/**
 * Undefined when the name is taken in this restaurant. A new category goes last. Another restaurant's station
 * throws a foreign-key violation.
 */
export async function insertCategory(
  db: Queryable,
  at: BranchScope,
  category: { name: string; stationId: string | null },
  by: string,
): Promise<CategoryRecord | undefined> {
  const { rows } = await db.query<CategoryRecord>(
    `INSERT INTO menu_categories AS c (restaurant_id, name, updated_by, position, station_id)
     VALUES ($1, $2, $3, (SELECT coalesce(max(position), 0) + 1 FROM menu_categories WHERE restaurant_id = $1), $4)
     ON CONFLICT DO NOTHING RETURNING ${categoryColumns('$5::uuid')}`,
    [at.restaurantId, category.name, by, category.stationId, at.branchId],
  );
  return rows[0];
}

/** Each category's position is its place in `ids` (1 first). */
export async function setCategoryPositions(db: Queryable, restaurantId: string, ids: readonly string[], by: string): Promise<void> {
  await db.query(
    `UPDATE menu_categories c SET position = ordered.position, updated_at = now(), updated_by = $3
       FROM unnest($2::uuid[]) WITH ORDINALITY AS ordered(id, position)
      WHERE c.restaurant_id = $1 AND c.id = ordered.id AND c.position <> ordered.position`,
    [restaurantId, ids, by],
  );
}

/**
 * Undefined when no such category is this restaurant's; a taken name throws a unique violation, another restaurant's
 * station a foreign-key violation. `stationId` left out keeps the category's station.
 */
export async function renameCategory(
  db: Queryable,
  at: BranchScope,
  id: string,
  category: { name: string; stationId?: string | null },
  by: string,
): Promise<CategoryRecord | undefined> {
  const { rows } = await db.query<CategoryRecord>(
    `UPDATE menu_categories c SET name = $3, updated_at = now(), updated_by = $4,
       station_id = CASE WHEN $5::boolean THEN $6::uuid ELSE c.station_id END
     WHERE c.restaurant_id = $1 AND c.id = $2
     RETURNING ${categoryColumns('$7::uuid')}`,
    [at.restaurantId, id, category.name, by, category.stationId !== undefined, category.stationId ?? null, at.branchId],
  );
  return rows[0];
}

/** False when no such category is this restaurant's; one with dishes throws a foreign-key violation. */
export async function deleteCategory(db: Queryable, restaurantId: string, id: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM menu_categories WHERE restaurant_id = $1 AND id = $2', [restaurantId, id]);
  return rowCount === 1;
}

export interface DishRecord {
  id: string;
  category_id: string;
  category_name: string;
  name: string;
  description: string;
  price: number;
  available: boolean;
  image_url: string | null;
  option_groups: DishOptionGroup[];
  updated_at: Date;
}

const dishColumnsWith = (price: string, available: string) =>
  `d.id, d.category_id, c.name AS category_name, d.name, d.description, ${price} AS price, ${available} AS available, d.image_url,
   d.option_groups, d.updated_at`;
export const dishColumns = dishColumnsWith('d.price', 'd.available');
export const dishFrom = `dishes d JOIN menu_categories c ON c.id = d.category_id`;

/** The menu's dishes, as the branch `at` names sells them (its price and availability) when it names one. */
export async function listDishes(
  db: Queryable,
  at: MenuScope,
  filters: { category?: string; available?: boolean; q?: string },
): Promise<DishRecord[]> {
  const { rows } = await db.query<DishRecord>(
    `SELECT ${dishColumnsWith(branchPrice, branchAvailable)}
     FROM ${dishFrom} ${branchDishes('$5')}
     WHERE d.restaurant_id = $1 AND ($2::uuid IS NULL OR d.category_id = $2) AND ($3::boolean IS NULL OR ${branchAvailable} = $3)
       AND ($4::text IS NULL OR d.name ILIKE $4 OR d.description ILIKE $4)
     ORDER BY c.position, lower(c.name), lower(d.name), d.id`,
    [
      at.restaurantId,
      filters.category ?? null,
      filters.available ?? null,
      filters.q ? `%${filters.q.replace(/[\\%_]/g, '\\$&')}%` : null,
      at.branchId ?? null,
    ],
  );
  return rows;
}

/** The dish, as the branch `at` names sells it when it names one. */
export async function findDish(db: Queryable, at: MenuScope, id: string): Promise<DishRecord | undefined> {
  const { rows } = await db.query<DishRecord>(
    `SELECT ${dishColumnsWith(branchPrice, branchAvailable)} FROM ${dishFrom} ${branchDishes('$3')} WHERE d.restaurant_id = $1 AND d.id = $2`,
    [at.restaurantId, id, at.branchId ?? null],
  );
  return rows[0];
}

export interface DishFields {
  category_id: string;
  name: string;
  description: string;
  price: number;
  available: boolean;
  option_groups: DishOptionGroup[];
}

/** A category of another restaurant fails the composite foreign key (a violation the caller turns into 404). */
export async function insertDish(db: Queryable, restaurantId: string, dish: DishFields, by: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO dishes (restaurant_id, category_id, name, description, price, available, option_groups, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [restaurantId, dish.category_id, dish.name, dish.description, dish.price, dish.available, JSON.stringify(dish.option_groups), by],
  );
  return rows[0]!.id;
}

/** Changes the fields given; false when no such dish is this restaurant's. */
export async function updateDish(
  db: Queryable,
  restaurantId: string,
  id: string,
  changes: Partial<DishFields>,
  by: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE dishes SET category_id = coalesce($3, category_id), name = coalesce($4, name), description = coalesce($5, description),
       price = coalesce($6, price), available = coalesce($7, available), option_groups = coalesce($9, option_groups),
       updated_at = now(), updated_by = $8
     WHERE restaurant_id = $1 AND id = $2`,
    [
      restaurantId,
      id,
      changes.category_id ?? null,
      changes.name ?? null,
      changes.description ?? null,
      changes.price ?? null,
      changes.available ?? null,
      by,
      changes.option_groups ? JSON.stringify(changes.option_groups) : null,
    ],
  );
  return rowCount === 1;
}

/** Undefined when no such dish is this restaurant's; else the picture it had, whose file is now nobody's. */
export async function deleteDish(db: Queryable, restaurantId: string, id: string): Promise<{ image_url: string | null } | undefined> {
  const { rows } = await db.query<{ image_url: string | null }>(
    'DELETE FROM dishes WHERE restaurant_id = $1 AND id = $2 RETURNING image_url',
    [restaurantId, id],
  );
  return rows[0];
}

/** Points a dish at a picture (or none); undefined when no such dish is this restaurant's, else the picture it had. */
export async function setDishImage(
  db: Queryable,
  restaurantId: string,
  id: string,
  imageUrl: string | null,
  by: string,
): Promise<{ previous: string | null } | undefined> {
  const { rows } = await db.query<{ previous: string | null }>(
    `UPDATE dishes d SET image_url = $3, updated_at = now(), updated_by = $4
     FROM (SELECT id, image_url FROM dishes WHERE restaurant_id = $1 AND id = $2 FOR UPDATE) old
     WHERE d.id = old.id RETURNING old.image_url AS previous`,
    [restaurantId, id, imageUrl, by],
  );
  return rows[0];
}

export async function menuStats(db: Queryable, restaurantId: string) {
  const { rows } = await db.query<{ dishes: number; available: number; average_price: number }>(
    `SELECT count(*)::int AS dishes, (count(*) FILTER (WHERE available))::int AS available, coalesce(round(avg(price)), 0)::int AS average_price
     FROM dishes WHERE restaurant_id = $1`,
    [restaurantId],
  );
  return rows[0]!;
}
