import {
  liveSubscriptionStatuses,
  liveSubscriptionsListed,
  type LiveSubscriptions,
  type PlanType,
  type Subscription,
  type SubscriptionStatus,
} from '@mb/contracts';
import type { Queryable, Tx } from '@mb/service-kit';
import { opensApp, suspensionDate } from '../../domain/lifecycle.js';
import type { PaidPeriod } from '../../domain/upgrade-credit.js';

/** Statuses in which someone still holds the product: it must not disappear from under them. */
export const liveStatuses = liveSubscriptionStatuses;

export interface SubscriptionRecord {
  id: string;
  user_id: string;
  product_id: string;
  product_name: string;
  product_slug: string | null;
  product_category: string | null;
  plan_type: PlanType;
  status: SubscriptionStatus;
  starts_at: Date;
  expires_at: Date;
  amount_paid: number;
}

const selectSubscription = `
  SELECT s.id, s.user_id, s.product_id, coalesce(p.name, 'Producto') AS product_name, p.slug AS product_slug, p.category AS product_category,
         s.plan_type, s.status, s.starts_at, s.expires_at, s.amount_paid
  FROM subscriptions s LEFT JOIN catalog_products p ON p.product_id = s.product_id`;

/** How many hold the product, on each plan, and the first of them by expiry (plan, status, until when: nothing about who). */
export async function liveSubscriptionsOf(db: Queryable, productId: string): Promise<LiveSubscriptions> {
  const live = 'FROM subscriptions WHERE product_id = $1 AND status = ANY($2)';
  const [perPlan, first] = await Promise.all([
    db.query<{ plan_type: PlanType; count: number }>(`SELECT plan_type, count(*)::int AS count ${live} GROUP BY plan_type`, [
      productId,
      liveStatuses,
    ]),
    db.query<{ id: string; plan_type: PlanType; status: (typeof liveStatuses)[number]; expires_at: Date }>(
      `SELECT id, plan_type, status, expires_at ${live} ORDER BY expires_at, id LIMIT $3`,
      [productId, liveStatuses, liveSubscriptionsListed],
    ),
  ]);
  const plans = { estandar: 0, pro: 0, gold: 0 };
  for (const { plan_type, count } of perPlan.rows) plans[plan_type] = count;
  return {
    count: plans.estandar + plans.pro + plans.gold,
    plans,
    subscriptions: first.rows.map(({ expires_at, ...subscription }) => ({ ...subscription, expires_at: expires_at.toISOString() })),
  };
}

/** The customer's live subscription of a product (at most one, by a unique index), locked when asked. */
export async function findLiveSubscription(
  db: Queryable,
  userId: string,
  productId: string,
  options: { lock?: boolean } = {},
): Promise<SubscriptionRecord | undefined> {
  const { rows } = await db.query<SubscriptionRecord>(
    `${selectSubscription} WHERE s.user_id = $1 AND s.product_id = $2 AND s.status = ANY($3) ${options.lock ? 'FOR UPDATE OF s' : ''}`,
    [userId, productId, liveStatuses],
  );
  return rows[0];
}

/** The live subscriptions a payment paid a period of, locked. */
export async function liveSubscriptionsPaidBy(tx: Tx, paymentId: string): Promise<SubscriptionRecord[]> {
  const { rows } = await tx.query<SubscriptionRecord>(
    `${selectSubscription} WHERE s.status = ANY($2) AND s.id IN (SELECT subscription_id FROM subscription_periods WHERE payment_id = $1)
     ORDER BY s.id FOR UPDATE OF s`,
    [paymentId, liveStatuses],
  );
  return rows;
}

export async function findSubscription(
  db: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<SubscriptionRecord | undefined> {
  const { rows } = await db.query<SubscriptionRecord>(`${selectSubscription} WHERE s.id = $1 ${options.lock ? 'FOR UPDATE OF s' : ''}`, [
    id,
  ]);
  return rows[0];
}

export async function listSubscriptions(
  db: Queryable,
  filter: { userId?: string; userIds?: readonly string[]; status?: SubscriptionStatus; statuses?: readonly SubscriptionStatus[] },
): Promise<SubscriptionRecord[]> {
  const { rows } = await db.query<SubscriptionRecord>(
    `${selectSubscription}
     WHERE ($1::uuid IS NULL OR s.user_id = $1) AND ($2::text IS NULL OR s.status = $2) AND ($3::text[] IS NULL OR s.status = ANY($3))
       AND ($4::uuid[] IS NULL OR s.user_id = ANY($4))
     ORDER BY s.created_at DESC LIMIT 1000`,
    [filter.userId ?? null, filter.status ?? null, filter.statuses ?? null, filter.userIds ?? null],
  );
  return rows;
}

export async function insertSubscription(
  tx: Tx,
  subscription: {
    userId: string;
    productId: string;
    planType: PlanType;
    status: SubscriptionStatus;
    startsAt: Date;
    expiresAt: Date;
    amountPaid: number;
  },
): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO subscriptions (user_id, product_id, plan_type, status, starts_at, expires_at, amount_paid)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      subscription.userId,
      subscription.productId,
      subscription.planType,
      subscription.status,
      subscription.startsAt,
      subscription.expiresAt,
      subscription.amountPaid,
    ],
  );
  return rows[0]!.id;
}

export async function updateSubscriptionTerm(
  tx: Tx,
  id: string,
  term: { planType: PlanType; status: SubscriptionStatus; startsAt: Date; expiresAt: Date; addPaid: number },
): Promise<void> {
  await tx.query(
    `UPDATE subscriptions SET plan_type = $2, status = $3, starts_at = $4, expires_at = $5, amount_paid = amount_paid + $6, updated_at = now()
     WHERE id = $1`,
    [id, term.planType, term.status, term.startsAt, term.expiresAt, term.addPaid],
  );
}

export async function setSubscriptionStatus(tx: Tx, id: string, status: SubscriptionStatus): Promise<void> {
  await tx.query('UPDATE subscriptions SET status = $2, updated_at = now() WHERE id = $1', [id, status]);
}

export async function insertPeriod(
  tx: Tx,
  period: { subscriptionId: string; paymentId: string; planType: PlanType; startsAt: Date; endsAt: Date; amount: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO subscription_periods (subscription_id, payment_id, plan_type, starts_at, ends_at, amount) VALUES ($1, $2, $3, $4, $5, $6)`,
    [period.subscriptionId, period.paymentId, period.planType, period.startsAt, period.endsAt, period.amount],
  );
}

/** Spec 2 §3 "Subscription", with the spellings the screens read. */
export function subscriptionView(record: SubscriptionRecord): Subscription {
  return {
    id: record.id,
    _id: record.id,
    subscription_id: record.id,
    user_id: record.user_id,
    product_id: record.product_id,
    product: { name: record.product_name, slug: record.product_slug, category: record.product_category },
    product_name: record.product_name,
    plan_type: record.plan_type,
    subscription_date: record.starts_at.toISOString(),
    expiry_date: record.expires_at.toISOString(),
    suspension_date: suspensionDate(record.expires_at).toISOString(),
    status: record.status,
    is_active: opensApp(record.status),
    amount_paid: record.amount_paid,
  };
}

/** The facts every billing.subscription.* event carries. */
export function subscriptionFacts(record: SubscriptionRecord) {
  return {
    subscriptionId: record.id,
    userId: record.user_id,
    productId: record.product_id,
    productName: record.product_name,
    planType: record.plan_type,
    status: record.status,
    startsAt: record.starts_at.toISOString(),
    expiresAt: record.expires_at.toISOString(),
  };
}

/** The subscription's paid periods that run past `now`: what an upgrade would credit. */
export async function runningPeriods(db: Queryable, subscriptionId: string, now: Date): Promise<PaidPeriod[]> {
  const { rows } = await db.query<{ starts_at: Date; ends_at: Date; closed_at: Date | null; amount: number }>(
    `SELECT starts_at, ends_at, closed_at, amount FROM subscription_periods
     WHERE subscription_id = $1 AND ends_at > $2 AND (closed_at IS NULL OR closed_at > $2) ORDER BY starts_at`,
    [subscriptionId, now],
  );
  return rows.map((row) => ({ startsAt: row.starts_at, endsAt: row.ends_at, closedAt: row.closed_at, amount: row.amount }));
}

/** An upgrade credited the rest of these periods: close them at `now` so the rest is not credited twice. */
export async function closeRunningPeriods(tx: Tx, subscriptionId: string, now: Date): Promise<void> {
  await tx.query('UPDATE subscription_periods SET closed_at = $2 WHERE subscription_id = $1 AND ends_at > $2 AND closed_at IS NULL', [
    subscriptionId,
    now,
  ]);
}
