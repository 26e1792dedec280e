import type { Queryable } from '@mb/service-kit';

/**
 * Marks a restaurant_token as exchanged: true the first time, false ever after (kept in PostgreSQL, so a Redis flush
 * or restart cannot make a used token good again; rows go once the token could no longer be used anyway).
 */
export async function claimRestaurantToken(db: Queryable, jti: string, expiresAt: Date): Promise<boolean> {
  await db.query('DELETE FROM used_restaurant_tokens WHERE expires_at < now()');
  const { rowCount } = await db.query('INSERT INTO used_restaurant_tokens (jti, expires_at) VALUES ($1, $2) ON CONFLICT (jti) DO NOTHING', [
    jti,
    expiresAt,
  ]);
  return rowCount === 1;
}
