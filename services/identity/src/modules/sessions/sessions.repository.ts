import type { Queryable } from '@mb/service-kit';

export async function insertSession(db: Queryable, userId: string, expiresAt: Date): Promise<string> {
  const { rows } = await db.query<{ id: string }>('INSERT INTO sessions (user_id, expires_at) VALUES ($1, $2) RETURNING id', [userId, expiresAt]);
  return rows[0]!.id;
}

/** Marks the session revoked; returns when it would have expired, or undefined if it was not live. */
export async function revokeSession(db: Queryable, id: string): Promise<Date | undefined> {
  const { rows } = await db.query<{ expires_at: Date }>(
    'UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING expires_at',
    [id],
  );
  return rows[0]?.expires_at;
}
