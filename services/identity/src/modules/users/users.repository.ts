import type { Role, SessionUser } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';

export interface UserRow {
  id: string;
  email: string;
  full_name: string;
  company_name: string | null;
  phone: string | null;
  legal_id: string | null;
  role: Role;
  status: 'active' | 'inactive' | 'suspended';
  plan_type: string;
  google_photo_url: string | null;
  password_hash: string | null;
}

const columns = 'id, email, full_name, company_name, phone, legal_id, role, status, plan_type, google_photo_url, password_hash';

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${columns} FROM users WHERE lower(email) = lower($1)`, [email]);
  return rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${columns} FROM users WHERE id = $1`, [id]);
  return rows[0];
}

export async function insertUser(
  db: Queryable,
  user: { email: string; fullName: string; companyName?: string; phone?: string; legalId: string; role: Role; passwordHash: string; verified: boolean },
): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (email, full_name, company_name, phone, legal_id, role, password_hash, email_verified_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, CASE WHEN $8 THEN now() END) RETURNING ${columns}`,
    [user.email, user.fullName, user.companyName ?? null, user.phone ?? null, user.legalId, user.role, user.passwordHash, user.verified],
  );
  return rows[0]!;
}

export async function touchLastLogin(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE users SET last_login = now() WHERE id = $1', [id]);
}

/** What the browser may see of a user: never the password hash. */
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
