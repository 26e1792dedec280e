import type { Queryable } from '@mb/service-kit';

/** Statuses in which someone still holds the product: it must not disappear from under them. */
export const liveStatuses = ['pending_payment', 'active', 'grace'] as const;

export async function countLiveSubscriptions(db: Queryable, productId: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM subscriptions WHERE product_id = $1 AND status = ANY($2)',
    [productId, liveStatuses],
  );
  return rows[0]!.count;
}
