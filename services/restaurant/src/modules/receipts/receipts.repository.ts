import type { Queryable } from '@mb/service-kit';

/** A staff member's name as the restaurant knows it: their assignment's, or their e-mail (the owner has none). */
export async function staffName(db: Queryable, restaurantId: string, userId: string): Promise<string> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT coalesce(a.assigned_name, u.email) AS name
     FROM restaurant_users u LEFT JOIN assignments a ON a.subscription_id = u.restaurant_id AND a.assigned_email = lower(u.email)
     WHERE u.restaurant_id = $1 AND u.id = $2`,
    [restaurantId, userId],
  );
  return rows[0]?.name ?? '';
}
