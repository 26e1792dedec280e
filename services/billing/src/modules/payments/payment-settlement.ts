import { billingPaymentApproved, billingPaymentDeclined, type PaymentMean } from '@mb/contracts';
import { withTransaction, writeOutbox, type Pool, type Tx } from '@mb/service-kit';
import { settle } from '../../domain/payment-status.js';
import type { WompiTransaction } from '../../wompi/wompi-transaction.js';
import { findOrder, markOrderPaid } from '../orders/orders.repository.js';
import { fulfilPaidOrder } from '../subscriptions/paid-order.js';
import { paymentFacts } from './payment-facts.js';
import { undoPayment } from './payment-undo.js';
import { findPaymentByReference, recordTransactionUpdate, updatePayment, type PaymentRecord } from './payments.repository.js';

export type SettlementOutcome =
  | { kind: 'applied' | 'repeated'; payment: PaymentRecord }
  /** No payment of ours has this reference. */
  | { kind: 'unknown-reference' }
  /** The amount or currency is not the payment's: someone else's (cheaper) transaction. */
  | { kind: 'mismatch'; payment: PaymentRecord };

/**
 * The one state change behind both ways billing learns about a payment (Wompi's signed event and the lookup
 * behind GET /payments/result). The payment row is locked, so a racing event and lookup take turns; each
 * (transaction, status) pair applies once; statuses only move forward. On approval, in the same transaction:
 * the order is paid, the subscriptions are given and the events are in the outbox.
 */
export async function settleTransaction(
  pool: Pool,
  transaction: WompiTransaction,
  source: 'event' | 'lookup',
  now: () => Date = () => new Date(),
): Promise<SettlementOutcome> {
  return withTransaction(pool, async (tx) => {
    const payment = await findPaymentByReference(tx, transaction.reference, { lock: true });
    if (!payment) return { kind: 'unknown-reference' };
    if (transaction.amount_in_cents !== payment.amount_in_cents || transaction.currency !== payment.currency) {
      return { kind: 'mismatch', payment };
    }
    const first = await recordTransactionUpdate(tx, {
      transactionId: transaction.id,
      status: transaction.status,
      paymentId: payment.id,
      source,
    });
    if (!first) return { kind: 'repeated', payment };

    const { status, effect } = settle(payment.status, transaction.status);
    if (status === payment.status && payment.status !== 'pending') return { kind: 'applied', payment };
    await updatePayment(tx, payment.id, { status, wompiStatus: transaction.status, transactionId: transaction.id, payload: transaction });
    const settled: PaymentRecord = { ...payment, status, wompi_status: transaction.status, wompi_transaction_id: transaction.id };
    // Wompi's widget: what the invoice has always named, a card.
    if (effect === 'approve') await approvePayment(tx, settled, now(), ['card']);
    if (effect === 'decline') await announceDecline(tx, settled, transaction);
    if (effect === 'undo') await undoPayment(tx, settled, 'voided');
    return { kind: 'applied', payment: settled };
  });
}

/**
 * What an approved payment does, card or manual alike, in the caller's transaction: the order is paid, the
 * subscriptions are given and `billing.payment.approved` (which invoicing invoices, naming `means`) is in the outbox.
 */
export async function approvePayment(tx: Tx, payment: PaymentRecord, now: Date, means: readonly PaymentMean[]): Promise<void> {
  const order = (await findOrder(tx, payment.order_id, { lock: true }))!;
  await markOrderPaid(tx, order.id);
  await fulfilPaidOrder(tx, order, payment.id, now);
  await writeOutbox(tx, billingPaymentApproved, {
    aggregateId: payment.id,
    payload: {
      paymentId: payment.id,
      orderId: order.id,
      userId: order.user_id,
      reference: payment.reference,
      amountInCents: payment.amount_in_cents,
      currency: 'COP',
      // A payment recorded by hand has no provider's transaction: its own reference stands for it.
      transactionId: payment.wompi_transaction_id ?? payment.reference,
      customer: {
        email: order.customer_email,
        fullName: order.customer_name,
        legalId: order.customer_legal_id,
        phone: order.customer_phone,
      },
      credit: order.credit,
      means: [...new Set(means)],
      lines: order.lines.map((line) => ({
        productId: line.product_id,
        productName: line.product_name,
        planType: line.plan_type,
        billingCycle: line.billing_cycle,
        months: line.months,
        quantity: line.quantity,
        unitPrice: line.unit_price,
      })),
    },
  });
}

async function announceDecline(tx: Tx, payment: PaymentRecord, transaction: WompiTransaction): Promise<void> {
  await writeOutbox(tx, billingPaymentDeclined, {
    aggregateId: payment.id,
    payload: { ...paymentFacts(payment, transaction.id), wompiStatus: transaction.status as 'DECLINED' | 'VOIDED' | 'ERROR' },
  });
}
