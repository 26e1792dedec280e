import { billingSubscriptionCancelled, messages, type AuditActor, type PlanType } from '@mb/contracts';
import { AppError, recordAudit, withTransaction, writeOutbox, type Pool, type Tx } from '@mb/service-kit';
import { addMonths } from '../../domain/dates.js';
import { checkAdminStatusChange } from '../../domain/admin-status-change.js';
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
  request: { userId: string; productId: string; planType: PlanType; months: number; admin: AuditActor },
  now = new Date(),
): Promise<SubscriptionRecord> {
  const product = await findCatalogProduct(pool, request.productId);
  if (!product || product.deleted) throw new AppError(404, messages.productNotForSale);
  if (await findLiveSubscription(pool, request.userId, request.productId)) throw new AppError(409, messages.licenceAlreadyHeld);
  const id = await withTransaction(pool, async (tx) => {
    const assigned = await insertSubscription(tx, {
      userId: request.userId,
      productId: request.productId,
      planType: request.planType,
      status: 'pending_payment',
      startsAt: now,
      expiresAt: addMonths(now, request.months),
      amountPaid: 0,
    });
    await recordAudit(tx, 'billing', {
      actor: request.admin,
      action: 'membership.activated',
      entity: { type: 'subscription', id: assigned },
      after: {
        user_id: request.userId,
        product: product.name,
        plan_type: request.planType,
        months: request.months,
        status: 'pending_payment',
      },
    });
    return assigned;
  }).catch((error: { code?: string }) => {
    // A second administrator assigning the same licence at the same moment meets the one-live index.
    if (error.code === '23505') throw new AppError(409, messages.licenceAlreadyHeld);
    throw error;
  });
  return (await findSubscription(pool, id))!;
}

/** PUT /subscriptions/{id}/status: an administrator deactivates an active membership (cancelled, spec 2 §4), nothing more. */
export async function changeSubscriptionStatus(
  pool: Pool,
  id: string,
  status: 'active' | 'cancelled',
  admin: AuditActor,
): Promise<SubscriptionRecord> {
  return withTransaction(pool, async (tx) => {
    const subscription = await findSubscription(tx, id, { lock: true });
    if (!subscription) throw new AppError(404, messages.subscriptionNotFound);
    checkAdminStatusChange(subscription.status, status);
    const after = await cancelSubscription(tx, subscription);
    await recordAudit(tx, 'billing', {
      actor: admin,
      action: 'membership.deactivated',
      entity: { type: 'subscription', id },
      before: { status: subscription.status },
      after: { status: after.status },
    });
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
