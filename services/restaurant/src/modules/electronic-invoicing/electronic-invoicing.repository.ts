import type { Queryable } from '@mb/service-kit';

/** The restaurant owner's e-mail (who the vendor contacts about its enablement), once they have entered the app. */
export async function ownerEmailOf(db: Queryable, restaurantId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ email: string }>('SELECT email FROM restaurant_users WHERE restaurant_id = $1 AND is_owner', [
    restaurantId,
  ]);
  return rows[0]?.email;
}
