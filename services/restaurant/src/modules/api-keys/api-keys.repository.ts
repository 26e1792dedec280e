import type { ApiKeyScopes } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';

/** Every query names the restaurant, but the lookup by secret (which finds the restaurant). */
export interface ApiKeyRecord {
  id: string;
  restaurant_id: string;
  name: string;
  prefix: string;
  scopes: ApiKeyScopes;
  expires_at: Date | null;
  revoked_at: Date | null;
  last_used_at: Date | null;
  created_by: string;
  created_at: Date;
}

const columns = 'id, restaurant_id, name, prefix, scopes, expires_at, revoked_at, last_used_at, created_by, created_at';

export async function insertApiKey(
  db: Queryable,
  key: {
    restaurantId: string;
    name: string;
    prefix: string;
    secretHash: Buffer;
    scopes: ApiKeyScopes;
    expiresAt: string | null;
    by: string;
  },
): Promise<ApiKeyRecord> {
  const { rows } = await db.query<ApiKeyRecord>(
    `INSERT INTO api_keys (restaurant_id, name, prefix, secret_hash, scopes, expires_at, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${columns}`,
    [key.restaurantId, key.name, key.prefix, key.secretHash, JSON.stringify(key.scopes), key.expiresAt, key.by],
  );
  return rows[0]!;
}

/** The newest first, revoked ones too (the owner sees what was cut off and when). */
export async function listApiKeys(db: Queryable, restaurantId: string): Promise<ApiKeyRecord[]> {
  const { rows } = await db.query<ApiKeyRecord>(`SELECT ${columns} FROM api_keys WHERE restaurant_id = $1 ORDER BY created_at DESC, id`, [
    restaurantId,
  ]);
  return rows;
}

/** Undefined when no such key is this restaurant's; revoking twice keeps the first time. */
export async function revokeApiKey(db: Queryable, restaurantId: string, id: string): Promise<ApiKeyRecord | undefined> {
  const { rows } = await db.query<ApiKeyRecord>(
    `UPDATE api_keys SET revoked_at = coalesce(revoked_at, now()) WHERE restaurant_id = $1 AND id = $2 RETURNING ${columns}`,
    [restaurantId, id],
  );
  return rows[0];
}

export async function findApiKeyBySecret(db: Queryable, secretHash: Buffer): Promise<ApiKeyRecord | undefined> {
  const { rows } = await db.query<ApiKeyRecord>(`SELECT ${columns} FROM api_keys WHERE secret_hash = $1`, [secretHash]);
  return rows[0];
}

/** At most one write a minute per key: the last use is to the minute, not a write on every call. */
export async function touchApiKey(db: Queryable, id: string): Promise<void> {
  await db.query(
    `UPDATE api_keys SET last_used_at = now() WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < now() - interval '1 minute')`,
    [id],
  );
}

/**
 * The branch (sede) a key's call works in: the restaurant's branch `named` by its id or its short name (`slug`), or its
 * main branch when none is named; undefined when it names none of the restaurant's branches.
 */
export async function keyBranch(db: Queryable, restaurantId: string, named: string | null): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM branches
     WHERE restaurant_id = $1 AND CASE WHEN $2::text IS NULL THEN is_main ELSE id::text = lower($2) OR slug = $2 END`,
    [restaurantId, named],
  );
  return rows[0]?.id;
}
