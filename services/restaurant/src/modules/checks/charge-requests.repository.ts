import type { Queryable, Tx } from '@mb/service-kit';

/**
 * Claims a charge request's key for this transaction. False when the key was used already: then the caller reads
 * its answer. A second request with the same key while the first is still running waits here until that one ends.
 */
export async function claimChargeKey(
  tx: Tx,
  request: { restaurantId: string; key: string; checkId: string; hash: string },
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO check_charge_requests (restaurant_id, idempotency_key, check_id, request_hash) VALUES ($1, $2, $3, $4)
     ON CONFLICT (restaurant_id, idempotency_key) DO NOTHING`,
    [request.restaurantId, request.key, request.checkId, request.hash],
  );
  return rowCount === 1;
}

export async function findChargeRequest(db: Queryable, restaurantId: string, key: string) {
  const { rows } = await db.query<{ check_id: string; request_hash: string; response: unknown }>(
    'SELECT check_id, request_hash, response FROM check_charge_requests WHERE restaurant_id = $1 AND idempotency_key = $2',
    [restaurantId, key],
  );
  return rows[0];
}

export async function storeChargeAnswer(tx: Tx, restaurantId: string, key: string, response: unknown): Promise<void> {
  await tx.query('UPDATE check_charge_requests SET response = $3 WHERE restaurant_id = $1 AND idempotency_key = $2', [
    restaurantId,
    key,
    JSON.stringify(response),
  ]);
}
