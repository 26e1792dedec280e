import { messages, type PlanType, type RenewalQuote } from '@mb/contracts';
import { AppError, badRequest, withTransaction, type Pool } from '@mb/service-kit';
import {
  assertNotBelowHeld,
  assertOncePerProduct,
  assertUpgrade,
  orderTotal,
  priceLine,
  priceRenewal,
  type PricedLine,
  type RequestedLine,
} from '../../domain/order-pricing.js';
import { addMonths } from '../../domain/dates.js';
import { upgradeCredit, upgradeTotal } from '../../domain/upgrade-credit.js';
import { findCatalogProduct } from '../products/products.repository.js';
import { findLiveSubscription, findSubscription, listSubscriptions, runningPeriods } from '../subscriptions/subscriptions.repository.js';
import { findOrder, insertOrder, type Customer, type OrderRecord } from './orders.repository.js';

/** An order for what the cart or buy-now asked, priced from billing's copy of the catalogue. */
export async function createPurchaseOrder(
  pool: Pool,
  request: { userId: string; customer: Customer; items: RequestedLine[]; notes?: string },
): Promise<OrderRecord> {
  assertOncePerProduct(request.items);
  const lines: PricedLine[] = [];
  for (const item of request.items) {
    const line = priceLine(await findCatalogProduct(pool, item.product_id), item);
    const held = await findLiveSubscription(pool, request.userId, item.product_id);
    assertNotBelowHeld(held && held.status !== 'pending_payment' ? held.plan_type : undefined, line.planType);
    lines.push(line);
  }
  return saveOrder(pool, { userId: request.userId, kind: 'purchase', customer: request.customer, notes: request.notes ?? '' }, lines);
}

interface RenewalRequest {
  userId: string;
  subscriptionId?: string;
  planType: PlanType;
  months: number;
}

/**
 * Spec 2 §2.3: a renewal moves a live subscription to a higher plan for 1 to 12 months, billed monthly. It runs
 * from today, so the unused days of what was paid for the current plan come off its price.
 */
export async function quoteRenewal(pool: Pool, request: RenewalRequest, now: Date = new Date()) {
  const subscription = await renewable(pool, request.userId, request.subscriptionId);
  assertUpgrade(subscription.plan_type, request.planType);
  const line = priceRenewal(await findCatalogProduct(pool, subscription.product_id), request.planType, request.months);
  const credit = upgradeCredit(await runningPeriods(pool, subscription.id, now), now);
  const quote: RenewalQuote = {
    subscription_id: subscription.id,
    plan_type: request.planType,
    months: request.months,
    monthly_price: line.unitPrice,
    subtotal: line.total,
    credit_days: credit.days,
    credit: credit.credit,
    total: upgradeTotal(line.total, credit.credit),
    new_expiry_date: addMonths(now, request.months).toISOString(),
  };
  return { quote, line, credit };
}

export async function createRenewalOrder(pool: Pool, request: RenewalRequest & { customer: Customer }): Promise<OrderRecord> {
  const { quote, line, credit } = await quoteRenewal(pool, request);
  return saveOrder(
    pool,
    { userId: request.userId, kind: 'renewal', customer: request.customer, notes: '', subscriptionId: quote.subscription_id, credit },
    [line],
  );
}

async function renewable(pool: Pool, userId: string, subscriptionId: string | undefined) {
  if (subscriptionId) {
    const subscription = await findSubscription(pool, subscriptionId);
    if (!subscription || subscription.user_id !== userId) throw new AppError(404, messages.subscriptionNotFound);
    if (subscription.status !== 'active' && subscription.status !== 'grace') throw new AppError(409, messages.subscriptionNotLive);
    return subscription;
  }
  const live = await listSubscriptions(pool, { userId, statuses: ['active', 'grace'] });
  if (live.length === 0) throw new AppError(404, messages.noSubscriptionToRenew);
  if (live.length > 1) throw badRequest(messages.chooseSubscription);
  return live[0]!;
}

async function saveOrder(
  pool: Pool,
  order: {
    userId: string;
    kind: OrderRecord['kind'];
    customer: Customer;
    notes: string;
    subscriptionId?: string;
    credit?: { days: number; credit: number };
  },
  lines: PricedLine[],
): Promise<OrderRecord> {
  const total = orderTotal(lines) - (order.credit?.credit ?? 0);
  const id = await withTransaction(pool, (tx) => insertOrder(tx, { ...order, total }, lines));
  return (await findOrder(pool, id))!;
}
