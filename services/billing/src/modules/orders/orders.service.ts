import { messages, type PlanType } from '@mb/contracts';
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
import { findCatalogProduct } from '../products/products.repository.js';
import { findLiveSubscription, findSubscription, listSubscriptions } from '../subscriptions/subscriptions.repository.js';
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

/** Spec 2 §2.3: a renewal moves a live subscription to a higher plan for 1 to 12 months, billed monthly. */
export async function createRenewalOrder(
  pool: Pool,
  request: { userId: string; customer: Customer; subscriptionId?: string; planType: PlanType; months: number },
): Promise<OrderRecord> {
  const subscription = await renewable(pool, request.userId, request.subscriptionId);
  assertUpgrade(subscription.plan_type, request.planType);
  const line = priceRenewal(await findCatalogProduct(pool, subscription.product_id), request.planType, request.months);
  return saveOrder(pool, { userId: request.userId, kind: 'renewal', customer: request.customer, notes: '', subscriptionId: subscription.id }, [line]);
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
  order: { userId: string; kind: OrderRecord['kind']; customer: Customer; notes: string; subscriptionId?: string },
  lines: PricedLine[],
): Promise<OrderRecord> {
  const id = await withTransaction(pool, (tx) => insertOrder(tx, { ...order, total: orderTotal(lines) }, lines));
  return (await findOrder(pool, id))!;
}
