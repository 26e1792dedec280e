import type { Queryable } from '@mb/service-kit';
import { dishColumns, dishFrom, type DishRecord } from '../menu/menu.repository.js';

/** A dish of another restaurant fails the composite foreign key: the caller checks the dish first. */
export async function addFavourite(db: Queryable, restaurantId: string, userId: string, dishId: string): Promise<void> {
  await db.query('INSERT INTO favourites (restaurant_id, user_id, dish_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    restaurantId,
    userId,
    dishId,
  ]);
}

export async function removeFavourite(db: Queryable, restaurantId: string, userId: string, dishId: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM favourites WHERE restaurant_id = $1 AND user_id = $2 AND dish_id = $3', [
    restaurantId,
    userId,
    dishId,
  ]);
  return rowCount === 1;
}

export async function isFavourite(db: Queryable, restaurantId: string, userId: string, dishId: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM favourites WHERE restaurant_id = $1 AND user_id = $2 AND dish_id = $3', [
    restaurantId,
    userId,
    dishId,
  ]);
  return rowCount === 1;
}

export async function favouritesOf(db: Queryable, restaurantId: string, userId: string): Promise<DishRecord[]> {
  const { rows } = await db.query<DishRecord>(
    `SELECT ${dishColumns} FROM favourites f JOIN ${dishFrom} ON d.id = f.dish_id
     WHERE f.restaurant_id = $1 AND f.user_id = $2 ORDER BY f.created_at DESC, d.id`,
    [restaurantId, userId],
  );
  return rows;
}

/** The restaurant's dishes most marked as favourite by its staff. */
export async function popularDishes(
  db: Queryable,
  restaurantId: string,
  limit: number,
): Promise<Array<DishRecord & { favorites: number }>> {
  const { rows } = await db.query<DishRecord & { favorites: number }>(
    `SELECT ${dishColumns}, count(*)::int AS favorites FROM favourites f JOIN ${dishFrom} ON d.id = f.dish_id
     WHERE f.restaurant_id = $1 GROUP BY d.id, c.name ORDER BY favorites DESC, lower(d.name), d.id LIMIT $2`,
    [restaurantId, limit],
  );
  return rows;
}
