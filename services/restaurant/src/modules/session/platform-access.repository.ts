import type { SessionEndReason, UserStatus } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';

/** Sessions identity ended: remembered until they would have expired (the expired ones are dropped on the way). */
export async function recordEndedSessions(
  db: Queryable,
  userId: string,
  reason: SessionEndReason,
  sessions: Array<{ id: string; expiresAt: string }>,
): Promise<void> {
  await db.query('DELETE FROM ended_platform_sessions WHERE expires_at < now()');
  await db.query(
    `INSERT INTO ended_platform_sessions (session_id, user_id, reason, expires_at)
     SELECT s.id, $1, $2, s.expires_at FROM unnest($3::text[], $4::timestamptz[]) AS s(id, expires_at)
     ON CONFLICT (session_id) DO NOTHING`,
    [userId, reason, sessions.map((session) => session.id), sessions.map((session) => session.expiresAt)],
  );
}

/** The account's status as of `at`; an older announcement arriving late changes nothing. A restored account is no longer deleted. */
export async function recordAccountStatus(db: Queryable, userId: string, status: UserStatus, at: string): Promise<void> {
  await db.query(
    `INSERT INTO platform_accounts (user_id, status, deleted, changed_at) VALUES ($1, $2, false, $3)
     ON CONFLICT (user_id) DO UPDATE SET status = EXCLUDED.status, deleted = false, changed_at = EXCLUDED.changed_at
     WHERE platform_accounts.changed_at <= EXCLUDED.changed_at`,
    [userId, status, at],
  );
}

export async function recordAccountDeleted(db: Queryable, userId: string, at: string): Promise<void> {
  await db.query(
    `INSERT INTO platform_accounts (user_id, deleted, changed_at) VALUES ($1, true, $2)
     ON CONFLICT (user_id) DO UPDATE SET deleted = true, changed_at = EXCLUDED.changed_at
     WHERE platform_accounts.changed_at <= EXCLUDED.changed_at`,
    [userId, at],
  );
}

/** SQL: whether the platform session `sessionId` (an expression) was ended. */
export const sessionEndedSql = (sessionId: string) => `EXISTS (SELECT 1 FROM ended_platform_sessions WHERE session_id = ${sessionId})`;
/** SQL: whether the platform account `userId` (an expression) is disabled, suspended or deleted. */
export const accountBlockedSql = (userId: string) =>
  `coalesce((SELECT status <> 'active' OR deleted FROM platform_accounts WHERE user_id = ${userId}), false)`;

/** Whether that platform session was ended, and whether its account is disabled, suspended or deleted. */
export async function findPlatformStanding(
  db: Queryable,
  userId: string,
  sessionId: string,
): Promise<{ sessionEnded: boolean; accountBlocked: boolean }> {
  const { rows } = await db.query<{ session_ended: boolean; account_blocked: boolean }>(
    `SELECT ${sessionEndedSql('$2')} AS session_ended, ${accountBlockedSql('$1')} AS account_blocked`,
    [userId, sessionId],
  );
  return { sessionEnded: rows[0]!.session_ended, accountBlocked: rows[0]!.account_blocked };
}
