import type { PlanType, SubscriptionStatus } from '@mb/contracts';
import type { Queryable, Tx } from '@mb/service-kit';

export interface RestaurantSubscription {
  id: string;
  owner_user_id: string;
  product_name: string;
  plan_type: PlanType;
  status: SubscriptionStatus;
  expires_at: Date;
}

/** A subscription as billing's event described it, with when that event happened. */
export interface SubscriptionFacts {
  subscriptionId: string;
  userId: string;
  productId: string;
  productName: string;
  planType: PlanType;
  status: SubscriptionStatus;
  expiresAt: string;
}

/**
 * Keeps billing's latest word on a subscription. An event older than the one applied last (a replay from the
 * start of the topic, say) changes nothing; one of the same instant is later in the topic, so it wins.
 */
export async function applySubscriptionFacts(tx: Tx, facts: SubscriptionFacts, occurredAt: string): Promise<void> {
  await tx.query(
    `INSERT INTO subscriptions (id, owner_user_id, product_id, product_name, plan_type, status, expires_at, event_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (id) DO UPDATE SET
       owner_user_id = EXCLUDED.owner_user_id, product_id = EXCLUDED.product_id, product_name = EXCLUDED.product_name,
       plan_type = EXCLUDED.plan_type, status = EXCLUDED.status, expires_at = EXCLUDED.expires_at, event_at = EXCLUDED.event_at
     WHERE subscriptions.event_at <= EXCLUDED.event_at`,
    [facts.subscriptionId, facts.userId, facts.productId, facts.productName, facts.planType, facts.status, facts.expiresAt, occurredAt],
  );
  // Every restaurant works in its main branch (issue 37 item 4); a Gold one adds more.
  await tx.query(
    `INSERT INTO branches (restaurant_id, name, slug, is_main) VALUES ($1, 'Principal', 'principal', true) ON CONFLICT DO NOTHING`,
    [facts.subscriptionId],
  );
}

/** Subscriptions of the restaurant software only: the product with the configured slug. */
const selectRestaurant = `
  SELECT s.id, s.owner_user_id, s.product_name, s.plan_type, s.status, s.expires_at
  FROM subscriptions s JOIN catalog_products p ON p.product_id = s.product_id AND p.slug = $1`;

export async function findRestaurant(db: Queryable, productSlug: string, id: string): Promise<RestaurantSubscription | undefined> {
  const { rows } = await db.query<RestaurantSubscription>(`${selectRestaurant} WHERE s.id = $2`, [productSlug, id]);
  return rows[0];
}

const liveStatuses = ['pending_payment', 'active', 'grace'];

/**
 * The owner's restaurant: their live one (billing keeps at most one live subscription per product and customer),
 * else the one that lapsed last, unless `liveOnly`. Locked when asked, so two assignments at once cannot both
 * take the last seat.
 */
export async function findOwnRestaurant(
  db: Queryable,
  productSlug: string,
  ownerUserId: string,
  options: { liveOnly?: boolean; lock?: boolean } = {},
): Promise<RestaurantSubscription | undefined> {
  const { rows } = await db.query<RestaurantSubscription>(
    `${selectRestaurant}
     WHERE s.owner_user_id = $2 AND ($3::boolean IS FALSE OR s.status = ANY($4))
     ORDER BY s.status = ANY($4) DESC, s.expires_at DESC LIMIT 1 ${options.lock ? 'FOR UPDATE OF s' : ''}`,
    [productSlug, ownerUserId, options.liveOnly ?? false, liveStatuses],
  );
  return rows[0];
}
