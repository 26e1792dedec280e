import type { AdminUser, ListUsersQuery, Role, SessionUser, UserStats, UserStatus } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';

export interface UserRow {
  id: string;
  email: string;
  full_name: string;
  company_name: string | null;
  phone: string | null;
  legal_id: string | null;
  role: Role;
  status: UserStatus;
  plan_type: string;
  google_photo_url: string | null;
  permissions: string[];
  password_hash: string | null;
  email_verified_at: Date | null;
  last_login: Date | null;
  created_at: Date;
  deleted_at: Date | null;
}

const columns =
  'id, email, full_name, company_name, phone, legal_id, role, status, plan_type, google_photo_url, permissions, password_hash, email_verified_at, last_login, created_at, deleted_at';

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${columns} FROM users WHERE lower(email) = lower($1)`, [email]);
  return rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${columns} FROM users WHERE id = $1`, [id]);
  return rows[0];
}

/** Phones are stored as digits; the newest account wins if several share one. */
export async function findUserByPhone(db: Queryable, phone: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${columns} FROM users WHERE phone = $1 ORDER BY created_at DESC LIMIT 1`, [phone]);
  return rows[0];
}

export interface NewUser {
  email: string;
  fullName: string;
  companyName?: string;
  phone?: string;
  legalId?: string;
  role: Role;
  /** Null for an account that only signs in with a third party. */
  passwordHash: string | null;
  securityHashes?: (string | null)[];
  googlePhotoUrl?: string;
  verified: boolean;
}

export async function insertUser(db: Queryable, user: NewUser): Promise<UserRow> {
  const [q1 = null, q2 = null, q3 = null] = user.securityHashes ?? [];
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (email, full_name, company_name, phone, legal_id, role, password_hash, email_verified_at,
                        google_photo_url, security_q1_hash, security_q2_hash, security_q3_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $8 THEN now() END, $9, $10, $11, $12) RETURNING ${columns}`,
    [
      user.email,
      user.fullName,
      user.companyName ?? null,
      user.phone ?? null,
      user.legalId ?? null,
      user.role,
      user.passwordHash,
      user.verified,
      user.googlePhotoUrl ?? null,
      q1,
      q2,
      q3,
    ],
  );
  return rows[0]!;
}

/** Column → value for the fields being changed; only known columns ever reach the SQL. */
export type UserChanges = Partial<
  Record<
    | 'full_name'
    | 'company_name'
    | 'phone'
    | 'legal_id'
    | 'google_photo_url'
    | 'role'
    | 'status'
    | 'plan_type'
    | 'email'
    | 'password_hash'
    | 'security_q1_hash'
    | 'security_q2_hash'
    | 'security_q3_hash',
    string
  >
>;

export async function updateUser(db: Queryable, id: string, changes: UserChanges): Promise<UserRow | undefined> {
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return findUserById(db, id);
  const sets = entries.map(([column], index) => `${column} = $${index + 2}`);
  const { rows } = await db.query<UserRow>(`UPDATE users SET ${sets.join(', ')} WHERE id = $1 RETURNING ${columns}`, [
    id,
    ...entries.map(([, value]) => value),
  ]);
  return rows[0];
}

export async function markEmailVerified(db: Queryable, id: string): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1 RETURNING ${columns}`,
    [id],
  );
  return rows[0]!;
}

export async function touchLastLogin(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE users SET last_login = now() WHERE id = $1', [id]);
}

const sortColumns: Record<ListUsersQuery['sort'], string> = {
  created_at: 'created_at',
  last_login: 'last_login',
  email: 'email',
  full_name: 'lower(full_name)',
  role: 'role',
  status: 'status',
};

/** A page of the users matching the filters, in the asked order (id breaks ties), and how many match in all. */
export async function listUsers(db: Queryable, filter: ListUsersQuery): Promise<{ rows: UserRow[]; total: number }> {
  const values = [filter.role ?? null, filter.status ?? null, filter.q ? `%${filter.q.replace(/[\\%_]/g, '\\$&')}%` : null];
  // Written as the indexes of migration 0005 are (partial on deleted_at, trigram over search_text, nulls first
  // ascending), so a page and its count read an index with 100 000 users.
  const where = `WHERE ${filter.deleted === 'true' ? 'deleted_at IS NOT NULL AND erased_at IS NULL' : 'deleted_at IS NULL'}
       AND ($1::text IS NULL OR role = $1)
       AND ($2::text IS NULL OR status = $2)
       AND ($3::text IS NULL OR search_text LIKE user_search_fold($3))`;
  const direction = filter.order === 'asc' ? 'ASC NULLS FIRST' : 'DESC NULLS LAST';
  const [page, count] = await Promise.all([
    db.query<UserRow>(
      `SELECT ${columns} FROM users ${where}
       ORDER BY ${sortColumns[filter.sort]} ${direction}, id ${filter.order}
       LIMIT $4 OFFSET $5`,
      [...values, filter.limit, (filter.page - 1) * filter.limit],
    ),
    filter.q
      ? db.query<{ total: number }>(`SELECT count(*)::int AS total FROM users ${where}`, values)
      : db.query<{ total: number }>(
          `SELECT coalesce(sum(n), 0)::int AS total FROM user_counts
           WHERE state = $3 AND ($1::text IS NULL OR role = $1) AND ($2::text IS NULL OR status = $2)`,
          [filter.role ?? null, filter.status ?? null, filter.deleted === 'true' ? 'deleted' : 'listed'],
        ),
  ]);
  return { rows: page.rows, total: count.rows[0]!.total };
}

/** The active administrators' addresses: who the platform's own warnings (invoicing's expiry warnings) go to. */
export async function listAdministratorContacts(db: Queryable): Promise<{ email: string; full_name: string }[]> {
  const { rows } = await db.query<{ email: string; full_name: string }>(
    `SELECT email, full_name FROM users
      WHERE deleted_at IS NULL AND status = 'active' AND role IN ('Admin', 'SuperAdmin') ORDER BY email`,
  );
  return rows;
}

/** The dashboard's cards, over every user. */
export async function countUsers(db: Queryable): Promise<UserStats> {
  const { rows } = await db.query<UserStats>(
    `SELECT coalesce(sum(n) FILTER (WHERE status = 'active'), 0)::int AS active,
            coalesce(sum(n) FILTER (WHERE role IN ('Admin', 'SuperAdmin')), 0)::int AS administrators,
            coalesce(sum(n) FILTER (WHERE role = 'Client'), 0)::int AS clients,
            coalesce(sum(n) FILTER (WHERE status <> 'active'), 0)::int AS inactive
     FROM user_counts WHERE state = 'listed'`,
  );
  return rows[0]!;
}

/** Deleted but kept: inactive (nothing lets it in), restorable until its personal data is erased. */
export async function softDeleteUser(db: Queryable, id: string): Promise<void> {
  await db.query(
    `UPDATE users SET status_before_deletion = status, status = 'inactive', deleted_at = now() WHERE id = $1 AND deleted_at IS NULL`,
    [id],
  );
}

export async function restoreUser(db: Queryable, id: string): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `UPDATE users SET status = coalesce(status_before_deletion, 'active'), status_before_deletion = NULL, deleted_at = NULL
     WHERE id = $1 RETURNING ${columns}`,
    [id],
  );
  return rows[0]!;
}

/**
 * The accounts deleted before `before` whose personal data is still there, erased now: the e-mail becomes a
 * placeholder (freeing the address), name, phone, document, company, picture, password and security answers go.
 */
export async function eraseDeletedUsers(db: Queryable, before: Date): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `WITH erased AS (
       UPDATE users SET email = 'borrado-' || id || '@invalid', full_name = 'Usuario eliminado', company_name = NULL, phone = NULL,
            legal_id = NULL, google_photo_url = NULL, password_hash = NULL, security_q1_hash = NULL, security_q2_hash = NULL,
            security_q3_hash = NULL, erased_at = now()
       WHERE deleted_at < $1 AND erased_at IS NULL
       RETURNING id
     ), unlinked AS (DELETE FROM external_accounts WHERE user_id IN (SELECT id FROM erased))
     SELECT id FROM erased`,
    [before],
  );
  return rows.map((row) => row.id);
}

/** What the browser may see of a user: never a hash. */
export function toSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    email: user.email,
    name: user.full_name,
    full_name: user.full_name,
    phone: user.phone,
    legal_id: user.legal_id,
    company_name: user.company_name,
    role: user.role,
    plan_type: user.plan_type,
    google_photo_url: user.google_photo_url,
  };
}

export function toAdminUser(user: UserRow): AdminUser {
  return {
    ...toSessionUser(user),
    status: user.status,
    permissions: user.permissions,
    email_verified: user.email_verified_at !== null,
    last_login: user.last_login?.toISOString() ?? null,
    created_at: user.created_at.toISOString(),
    deleted_at: user.deleted_at?.toISOString() ?? null,
  };
}
