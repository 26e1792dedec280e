import type { Queryable } from '@mb/service-kit';

export async function insertSession(db: Queryable, userId: string, expiresAt: Date): Promise<string> {
  const { rows } = await db.query<{ id: string }>('INSERT INTO sessions (user_id, expires_at) VALUES ($1, $2) RETURNING id', [
    userId,
    expiresAt,
  ]);
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

/** Whether a session was revoked: the table is the record; Redis's list is its fast copy. An unknown id is not revoked. */
export async function isSessionRevoked(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query<{ revoked: boolean }>('SELECT revoked_at IS NOT NULL AS revoked FROM sessions WHERE id = $1', [id]);
  return rows[0]?.revoked ?? false;
}

/** The revoked sessions whose tokens could still be shown (not expired yet): what Redis's list must hold. */
export async function revokedLiveSessions(db: Queryable): Promise<RevokedSession[]> {
  const { rows } = await db.query<RevokedSession>(
    'SELECT id, expires_at FROM sessions WHERE revoked_at IS NOT NULL AND expires_at > now()',
  );
  return rows;
}
