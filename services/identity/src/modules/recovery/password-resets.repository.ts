import type { Queryable } from '@mb/service-kit';

export async function insertPasswordReset(db: Queryable, row: { userId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await db.query('INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES ($1, $2, $3)', [
    row.userId,
    row.tokenHash,
    row.expiresAt,
  ]);
}

/**
 * Uses the link if it is live: one UPDATE, so two clicks at once cannot both succeed.
 * Returns whose password may now be set.
 */
export async function consumePasswordReset(db: Queryable, tokenHash: string): Promise<string | undefined> {
  const { rows } = await db.query<{ user_id: string }>(
    'UPDATE password_resets SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id',
    [tokenHash],
  );
  return rows[0]?.user_id;
}

/** A new password voids the user's other outstanding links. */
export async function voidPasswordResets(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
}
