import type { StaffRole } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';

export interface RestaurantUserRecord {
  id: string;
  restaurant_id: string;
  user_id: string;
  email: string;
  role: StaffRole;
  is_owner: boolean;
  created_at: Date;
}

const columns = 'id, restaurant_id, user_id, email, role, is_owner, created_at';

/**
 * The person's user in that restaurant, created on first call; a later call keeps the row and refreshes its role
 * and e-mail. `created` tells which happened (xmax is 0 only for a row this statement inserted).
 */
export async function upsertRestaurantUser(
  db: Queryable,
  user: { restaurantId: string; userId: string; email: string; role: StaffRole; isOwner: boolean },
): Promise<RestaurantUserRecord & { created: boolean }> {
  const { rows } = await db.query<RestaurantUserRecord & { created: boolean }>(
    `INSERT INTO restaurant_users (restaurant_id, user_id, email, role, is_owner) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT ON CONSTRAINT restaurant_users_person DO UPDATE SET email = EXCLUDED.email, role = EXCLUDED.role, is_owner = EXCLUDED.is_owner
     RETURNING ${columns}, (xmax = 0) AS created`,
    [user.restaurantId, user.userId, user.email, user.role, user.isOwner],
  );
  return rows[0]!;
}

export async function findRestaurantUserOf(db: Queryable, restaurantId: string, userId: string): Promise<RestaurantUserRecord | undefined> {
  const { rows } = await db.query<RestaurantUserRecord>(
    `SELECT ${columns} FROM restaurant_users WHERE restaurant_id = $1 AND user_id = $2`,
    [restaurantId, userId],
  );
  return rows[0];
}

/** Whether that id is a user of this restaurant (another restaurant's user is as unknown as no user). */
export async function isRestaurantUser(db: Queryable, restaurantId: string, id: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM restaurant_users WHERE restaurant_id = $1 AND id = $2', [restaurantId, id]);
  return rowCount === 1;
}
