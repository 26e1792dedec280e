import { randomUUID } from 'node:crypto';
import { manualPaymentMessages as texts, messages, missingFieldNames, type AuditActor, type ManualPaymentRequest } from '@mb/contracts';
import { AppError, recordAudit, withTransaction, type Pool } from '@mb/service-kit';
import type { MediaStorage } from '@mb/service-kit/media';
import { buyerForAdmin } from '../../buyer/current-buyer.js';
import type { BuyerSources } from '../../buyer/buyer-sources.js';
import { checkManualMethods, type CheckedMethod } from '../../domain/manual-payment.js';
import { priceLicence, type PricedLine } from '../../domain/order-pricing.js';
import { insertOrder } from '../orders/orders.repository.js';
import { findCatalogProduct } from '../products/products.repository.js';
import { findSubscription, type SubscriptionRecord } from '../subscriptions/subscriptions.repository.js';
import { approvePayment } from './payment-settlement.js';
import { findPaymentByIdempotencyKey, insertManualPayment, receiptRecorded, type PaymentRecord } from './payments.repository.js';

export interface ManualPaymentsDeps {
  pool: Pool;
  buyers: BuyerSources;
  receipts: MediaStorage;
}

/** A payment an administrator records: for which membership, how it was paid, who records it. */
interface ManualPaymentCall {
  subscriptionId: string;
  body: ManualPaymentRequest;
  admin: AuditActor;
  adminToken: string;
  requestId: string;
}

/** The licence's months, as assigned: from its start to its end. */
const licenceMonths = (subscription: SubscriptionRecord) =>
  (subscription.expires_at.getUTCFullYear() - subscription.starts_at.getUTCFullYear()) * 12 +
  subscription.expires_at.getUTCMonth() -
  subscription.starts_at.getUTCMonth();

/** What a membership waiting for payment costs; anything else has nothing to pay by hand. */
export async function amountDue(pool: Pool, subscriptionId: string): Promise<{ subscription: SubscriptionRecord; line: PricedLine }> {
  const subscription = await findSubscription(pool, subscriptionId);
  if (!subscription) throw new AppError(404, messages.subscriptionNotFound);
  if (subscription.status !== 'pending_payment') throw new AppError(409, texts.notPending);
  const line = priceLicence(await findCatalogProduct(pool, subscription.product_id), subscription.plan_type, licenceMonths(subscription));
  return { subscription, line };
}

async function assertReceiptsStored(receipts: MediaStorage, methods: readonly CheckedMethod[]) {
  for (const method of methods) {
    if (method.type !== 'transfer' || !method.receiptKey) continue;
    const file = await receipts.get(method.receiptKey);
    if (!file) throw new AppError(400, texts.receiptMissing);
    file.body.destroy();
  }
}

/** The member, asked of their owners; a profile not ready is told to the administrator, naming what is missing. */
async function memberAsBuyer(deps: ManualPaymentsDeps, userId: string, request: { adminToken: string; requestId: string }) {
  try {
    return await buyerForAdmin(deps.buyers, { userId, adminToken: request.adminToken, requestId: request.requestId });
  } catch (error) {
    const missing = error instanceof AppError && error.statusCode === 409 ? error.details?.missing : undefined;
    if (!Array.isArray(missing)) throw error;
    throw new AppError(409, texts.buyerProfileIncomplete(missingFieldNames(missing)), { ready: false, missing });
  }
}

/** The receipts of a payment that was not recorded belong to nothing: deleted, unless a recorded payment keeps that file. */
async function dropUnrecordedReceipts(deps: ManualPaymentsDeps, body: ManualPaymentRequest) {
  for (const { receipt_key: key } of body.methods) {
    if (key && !(await receiptRecorded(deps.pool, key))) await deps.receipts.delete(key);
  }
}

/**
 * Spec 2 §2.6 for real: an administrator records how a pending membership was paid (transfer, card, cash), and it
 * settles exactly as a card payment does (`approvePayment`): the order paid, the membership started, the invoice
 * issued from `billing.payment.approved`. The dialog's key makes a second submit the same payment.
 */
export async function recordManualPayment(
  deps: ManualPaymentsDeps,
  request: ManualPaymentCall,
  now: () => Date = () => new Date(),
): Promise<PaymentRecord> {
  const sent = await findPaymentByIdempotencyKey(deps.pool, request.body.idempotency_key);
  if (sent) return sent;
  try {
    return await recordOnce(deps, request, now);
  } catch (error) {
    // The dialog uploads its receipts again with its next try.
    await dropUnrecordedReceipts(deps, request.body);
    throw error;
  }
}

async function recordOnce(deps: ManualPaymentsDeps, request: ManualPaymentCall, now: () => Date): Promise<PaymentRecord> {
  const key = request.body.idempotency_key;
  const { subscription, line } = await amountDue(deps.pool, request.subscriptionId);
  const methods = checkManualMethods(request.body.methods, line.total);
  await assertReceiptsStored(deps.receipts, methods);
  const customer = await memberAsBuyer(deps, subscription.user_id, request);
  try {
    return await withTransaction(deps.pool, async (tx) => {
      // Two submits at once take turns here; the second finds the first's payment.
      const locked = (await findSubscription(tx, subscription.id, { lock: true }))!;
      const same = await findPaymentByIdempotencyKey(tx, key);
      if (same) return same;
      if (locked.status !== 'pending_payment') throw new AppError(409, texts.notPending);
      const orderId = await insertOrder(
        tx,
        { userId: subscription.user_id, kind: 'purchase', notes: 'Pago manual', customer, total: line.total },
        [line],
      );
      const payment = await insertManualPayment(
        tx,
        {
          orderId,
          userId: subscription.user_id,
          reference: `MB-MANUAL-${randomUUID().slice(0, 8).toUpperCase()}`,
          amountInCents: line.total * 100,
          recordedBy: request.admin.id,
          idempotencyKey: key,
        },
        methods,
      );
      await approvePayment(
        tx,
        payment,
        now(),
        methods.map((method) => method.type),
      );
      await recordAudit(tx, 'billing', {
        actor: request.admin,
        action: 'payment.manual_recorded',
        entity: { type: 'payment', id: payment.id },
        before: null,
        after: {
          subscription_id: subscription.id,
          amount: line.total,
          methods: methods.map(({ type, amount, ...details }) => ({ type, amount, ...('bank' in details ? { bank: details.bank } : {}) })),
        },
      });
      return payment;
    });
  } catch (error) {
    // The same key from another gateway replica between our look-up and our insert.
    if ((error as { code?: string }).code === '23505') {
      const raced = await findPaymentByIdempotencyKey(deps.pool, key);
      if (raced) return raced;
    }
    throw error;
  }
}
