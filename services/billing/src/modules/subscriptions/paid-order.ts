import { billingSubscriptionActivated, billingSubscriptionRenewed } from '@mb/contracts';
import { writeOutbox, type Tx } from '@mb/service-kit';
import { applyPaidLine } from '../../domain/subscription-change.js';
import type { OrderRecord } from '../orders/orders.repository.js';
import {
  closeRunningPeriods,
  findLiveSubscription,
  findSubscription,
  insertPeriod,
  insertSubscription,
  subscriptionFacts,
  updateSubscriptionTerm,
} from './subscriptions.repository.js';

/**
 * Gives the customer what a paid order bought, inside the approval's transaction: per line, a subscription
 * created (or a waiting licence started) or the held one extended or raised, its period recorded and the event
 * written to the outbox.
 */
export async function fulfilPaidOrder(tx: Tx, order: OrderRecord, paymentId: string, now: Date): Promise<void> {
  for (const line of order.lines) {
    const held = await findLiveSubscription(tx, order.user_id, line.product_id, { lock: true });
    const change = applyPaidLine(
      held && { id: held.id, planType: held.plan_type, status: held.status, startsAt: held.starts_at, expiresAt: held.expires_at },
      { planType: line.plan_type, months: line.months, quantity: line.quantity, restartsToday: order.kind === 'renewal' },
      now,
    );
    // What the customer paid for this line: a renewal's credit came off its price.
    const paid = order.kind === 'renewal' ? line.total - order.credit : line.total;
    const term = { planType: change.planType, status: 'active' as const, startsAt: change.startsAt, expiresAt: change.expiresAt };
    const subscriptionId = held
      ? (await updateSubscriptionTerm(tx, held.id, { ...term, addPaid: paid }), held.id)
      : await insertSubscription(tx, { userId: order.user_id, productId: line.product_id, ...term, amountPaid: paid });
    if (change.closesRunningPeriods) await closeRunningPeriods(tx, subscriptionId, now);
    await insertPeriod(tx, {
      subscriptionId,
      paymentId,
      planType: change.planType,
      startsAt: change.periodStartsAt,
      endsAt: change.expiresAt,
      amount: line.total,
    });
    const after = (await findSubscription(tx, subscriptionId))!;
    if (change.kind === 'activate') {
      await writeOutbox(tx, billingSubscriptionActivated, {
        aggregateId: subscriptionId,
        payload: { ...subscriptionFacts(after), paymentId },
      });
    } else {
      await writeOutbox(tx, billingSubscriptionRenewed, {
        aggregateId: subscriptionId,
        payload: {
          ...subscriptionFacts(after),
          paymentId,
          previousPlanType: held!.plan_type,
          previousExpiresAt: held!.expires_at.toISOString(),
        },
      });
    }
  }
}
