import type { Queryable } from '@mb/service-kit';

export interface VerificationRow {
  id: string;
  user_id: string;
  email: string;
  code_hash: string;
  attempts: number;
  expires_at: Date;
  used_at: Date | null;
  superseded_at: Date | null;
  created_at: Date;
}

const columns = 'id, user_id, email, code_hash, attempts, expires_at, used_at, superseded_at, created_at';

/** A new code replaces the user's earlier ones: only the latest code and link work. */
export async function insertVerification(
  db: Queryable,
  row: { userId: string; email: string; codeHash: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.query('UPDATE email_verifications SET superseded_at = now() WHERE user_id = $1 AND used_at IS NULL AND superseded_at IS NULL', [
    row.userId,
  ]);
  await db.query('INSERT INTO email_verifications (user_id, email, code_hash, token_hash, expires_at) VALUES ($1, $2, $3, $4, $5)', [
    row.userId,
    row.email,
    row.codeHash,
    row.tokenHash,
    row.expiresAt,
  ]);
}

/** The code in force for a user, locked so two guesses at once count twice. */
export async function latestVerification(db: Queryable, userId: string): Promise<VerificationRow | undefined> {
  const { rows } = await db.query<VerificationRow>(
    `SELECT ${columns} FROM email_verifications
     WHERE user_id = $1 AND used_at IS NULL AND superseded_at IS NULL
     ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
    [userId],
  );
  return rows[0];
}

export async function findVerificationByToken(db: Queryable, tokenHash: string): Promise<VerificationRow | undefined> {
  const { rows } = await db.query<VerificationRow>(`SELECT ${columns} FROM email_verifications WHERE token_hash = $1 FOR UPDATE`, [
    tokenHash,
  ]);
  return rows[0];
}

/** When the user was last sent a code (for the resend cooldown). */
export async function lastSentAt(db: Queryable, userId: string): Promise<Date | undefined> {
  const { rows } = await db.query<{ created_at: Date }>(
    'SELECT created_at FROM email_verifications WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
    [userId],
  );
  return rows[0]?.created_at;
}

export async function countFailedAttempt(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE email_verifications SET attempts = attempts + 1 WHERE id = $1', [id]);
}

export async function markVerificationUsed(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE email_verifications SET used_at = now() WHERE id = $1', [id]);
}
