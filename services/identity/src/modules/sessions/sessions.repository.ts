import type { Queryable } from '@mb/service-kit';

export async function insertSession(db: Queryable, userId: string, expiresAt: Date): Promise<string> {
  const { rows } = await db.query<{ id: string }>('INSERT INTO sessions (user_id, expires_at) VALUES ($1, $2) RETURNING id', [userId, expiresAt]);
  return rows[0]!.id;
}

export interface RevokedSession {
  id: string;
  expires_at: Date;
}

/** Marks the session revoked; returns it if it was live. */
export async function revokeSession(db: Queryable, id: string): Promise<RevokedSession[]> {
  const { rows } = await db.query<RevokedSession>(
    'UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id, expires_at',
    [id],
  );
  return rows;
}

/** Every live session of a user (password reset, account disabled or deleted). */
export async function revokeUserSessions(db: Queryable, userId: string): Promise<RevokedSession[]> {
  const { rows } = await db.query<RevokedSession>(
    'UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now() RETURNING id, expires_at',
    [userId],
  );
  return rows;
}
