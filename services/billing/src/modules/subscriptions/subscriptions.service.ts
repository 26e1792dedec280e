import { billingSubscriptionActivated, billingSubscriptionCancelled, messages, type PlanType } from '@mb/contracts';
import { AppError, withTransaction, writeOutbox, type Pool, type Tx } from '@mb/service-kit';
import { addMonths } from '../../domain/dates.js';
import { isLive } from '../../domain/lifecycle.js';
import { findCatalogProduct } from '../products/products.repository.js';
import {
  findLiveSubscription,
  findSubscription,
  insertSubscription,
  setSubscriptionStatus,
  subscriptionFacts,
  type SubscriptionRecord,
} from './subscriptions.repository.js';

/** Spec 2 §2.5: an administrator gives a user a licence; it waits for payment, 12 months by default. */
export async function assignLicence(
  pool: Pool,
  request: { userId: string; productId: string; planType: PlanType; months: number },
  now = new Date(),
): Promise<SubscriptionRecord> {
  const product = await findCatalogProduct(pool, request.productId);
  if (!product || product.deleted) throw new AppError(404, messages.productNotForSale);
  if (await findLiveSubscription(pool, request.userId, request.productId)) throw new AppError(409, messages.licenceAlreadyHeld);
  const id = await withTransaction(pool, (tx) =>
    insertSubscription(tx, {
      userId: request.userId,
      productId: request.productId,
      planType: request.planType,
      status: 'pending_payment',
      startsAt: now,
      expiresAt: addMonths(now, request.months),
      amountPaid: 0,
    }),
  ).catch((error: { code?: string }) => {
    // A second administrator assigning the same licence at the same moment meets the one-live index.
    if (error.code === '23505') throw new AppError(409, messages.licenceAlreadyHeld);
    throw error;
  });
  return (await findSubscription(pool, id))!;
}

/**
 * PUT /subscriptions/{id}/status: deactivation sets cancelled (spec 2 §4); activation starts a licence that
 * waits for payment or brings back a cancelled one while no other is live.
 */
export async function changeSubscriptionStatus(pool: Pool, id: string, status: 'active' | 'cancelled'): Promise<SubscriptionRecord> {
  return withTransaction(pool, async (tx) => {
    const subscription = await findSubscription(tx, id, { lock: true });
    if (!subscription) throw new AppError(404, messages.subscriptionNotFound);
    if (subscription.status === status) return subscription;
    if (status === 'cancelled') {
      if (!isLive(subscription.status)) throw new AppError(409, messages.subscriptionNotLive);
      return cancelSubscription(tx, subscription);
    }
    if (subscription.status !== 'pending_payment') {
      const other = await findLiveSubscription(tx, subscription.user_id, subscription.product_id);
      if (other && other.id !== id) throw new AppError(409, messages.licenceAlreadyHeld);
    }
    await setSubscriptionStatus(tx, id, 'active');
    const after = { ...subscription, status: 'active' as const };
    await writeOutbox(tx, billingSubscriptionActivated, { aggregateId: id, payload: { ...subscriptionFacts(after), paymentId: null } });
    return after;
  });
}

/** Ends a live subscription now and says so (the restaurant app stops opening). */
export async function cancelSubscription(tx: Tx, subscription: SubscriptionRecord): Promise<SubscriptionRecord> {
  await setSubscriptionStatus(tx, subscription.id, 'cancelled');
  const after = { ...subscription, status: 'cancelled' as const };
  await writeOutbox(tx, billingSubscriptionCancelled, { aggregateId: subscription.id, payload: subscriptionFacts(after) });
  return after;
}
