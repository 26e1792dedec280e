import type { Queryable, Tx } from '@mb/service-kit';

export interface StoredRequest {
  request_hash: string;
  response: unknown;
}

/**
 * The statement that reads what a key kept (its request's hash and answer), with the restaurant and the key as the
 * parameters named: for a caller that asks it within a statement of its own (`takeOrderNumber`).
 */
export const keptAnswer = (restaurantParam: string, keyParam: string) =>
  `SELECT request_hash, response FROM request_keys WHERE restaurant_id = ${restaurantParam} AND idempotency_key = ${keyParam}`;

/** The request a key was used for, once its transaction committed. */
export async function findRequestKey(db: Queryable, restaurantId: string, key: string): Promise<StoredRequest | undefined> {
  const { rows } = await db.query<StoredRequest>(keptAnswer('$1', '$2'), [restaurantId, key]);
  return rows[0];
}

/**
 * Claims a key for this transaction with the answer it will give (written last, see `storeAnswer`). False when the
 * key was used already; a second request with the same key while the first is running waits here until that one ends.
 */
export async function claimRequestKey(tx: Tx, request: { restaurantId: string; key: string; hash: string }): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO request_keys (restaurant_id, idempotency_key, request_hash, response) VALUES ($1, $2, $3, 'null')
     ON CONFLICT (restaurant_id, idempotency_key) DO NOTHING`,
    [request.restaurantId, request.key, request.hash],
  );
  return rowCount === 1;
}

export async function storeAnswer(tx: Tx, restaurantId: string, key: string, response: unknown): Promise<void> {
  await tx.query('UPDATE request_keys SET response = $3 WHERE restaurant_id = $1 AND idempotency_key = $2', [
    restaurantId,
    key,
    JSON.stringify(response),
  ]);
}

/** Deletes the keys used before `before`, oldest first, `limit` per statement; answers how many went. */
export async function purgeRequestKeys(db: Queryable, before: Date, limit: number): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM request_keys WHERE (restaurant_id, idempotency_key) IN (
       SELECT restaurant_id, idempotency_key FROM request_keys WHERE created_at < $1 ORDER BY created_at LIMIT $2 FOR UPDATE SKIP LOCKED)`,
    [before, limit],
  );
  return rowCount ?? 0;
}
