import type { Queryable } from '@mb/service-kit';

export async function findLinkedUserId(db: Queryable, provider: string, subject: string): Promise<string | undefined> {
  const { rows } = await db.query<{ user_id: string }>('SELECT user_id FROM external_accounts WHERE provider = $1 AND subject = $2', [
    provider,
    subject,
  ]);
  return rows[0]?.user_id;
}

export async function linkExternalAccount(
  db: Queryable,
  row: { provider: string; subject: string; userId: string; email: string },
): Promise<void> {
  await db.query(
    'INSERT INTO external_accounts (provider, subject, user_id, email) VALUES ($1, $2, $3, $4) ON CONFLICT (provider, subject) DO NOTHING',
    [row.provider, row.subject, row.userId, row.email],
  );
}
