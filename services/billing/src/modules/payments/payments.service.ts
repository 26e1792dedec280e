import { randomBytes } from 'node:crypto';
import { messages, type PaymentInitResponse, type PaymentResult } from '@mb/contracts';
import { AppError, type Pool } from '@mb/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { BillingConfig } from '../../config.js';
import { integritySignature } from '../../domain/wompi-signature.js';
import { WompiUnavailable, type WompiClient } from '../../wompi/wompi-client.js';
import type { WompiTransaction } from '../../wompi/wompi-transaction.js';
import { findOrder, type OrderRecord } from '../orders/orders.repository.js';
import { settleTransaction } from './payment-settlement.js';
import { findPaymentByReference, insertPayment, type PaymentRecord } from './payments.repository.js';

export interface PaymentsDeps {
  pool: Pool;
  wompi: WompiClient;
  config: BillingConfig;
  log: FastifyBaseLogger;
}

/** Unique per attempt and readable in Wompi's dashboard: MB-<date>-<random>. */
export function newReference(now = new Date()): string {
  return `MB-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(6).toString('hex').toUpperCase()}`;
}

/**
 * A fresh payment attempt for one of the caller's pending orders, and what Wompi's widget needs to collect it:
 * the amount comes from the order, the signature from the integrity secret, neither from the browser.
 */
export async function initPayment(deps: PaymentsDeps, userId: string, orderId: string): Promise<PaymentInitResponse> {
  const order = await findOrder(deps.pool, orderId);
  if (!order || order.user_id !== userId) throw new AppError(404, messages.orderNotFound);
  return startPayment(deps, order);
}

export async function startPayment(deps: PaymentsDeps, order: OrderRecord): Promise<PaymentInitResponse> {
  if (order.status === 'paid') throw new AppError(409, messages.orderAlreadyPaid);
  const reference = newReference();
  const amountInCents = order.total * 100;
  await insertPayment(deps.pool, { orderId: order.id, userId: order.user_id, reference, amountInCents });
  const { config } = deps;
  return {
    success: true,
    publicKey: config.WOMPI_PUBLIC_KEY,
    signatureIntegrity: integritySignature({ reference, amountInCents, currency: 'COP' }, config.WOMPI_INTEGRITY_SECRET),
    currency: 'COP',
    amountInCents,
    reference,
    redirectUrl: config.PAYMENT_REDIRECT_URL,
    customerData: { email: order.customer_email, fullName: order.customer_name },
    widgetUrl: config.WOMPI_WIDGET_URL,
    order_id: order.id,
  };
}

/**
 * GET /payments/result: what Wompi itself says, never what the browser was told. By transaction id the
 * transaction is fetched and must belong to one of the caller's payments, amount and currency included;
 * by reference, a payment still pending is looked up at Wompi. Wompi being down shows the stored state.
 */
export async function paymentResult(
  deps: PaymentsDeps,
  caller: { userId: string; isAdmin: boolean },
  query: { transaction_id?: string; reference?: string },
): Promise<Omit<PaymentResult, 'invoice'>> {
  const owned = (payment: PaymentRecord | undefined) =>
    payment && (caller.isAdmin || payment.user_id === caller.userId) ? payment : undefined;

  if (query.transaction_id) {
    const transaction = await lookupAtWompi(() => deps.wompi.transaction(query.transaction_id!));
    const payment = transaction && owned(await findPaymentByReference(deps.pool, transaction.reference));
    if (!transaction || !payment) throw new AppError(404, messages.paymentNotFound);
    const outcome = await settleTransaction(deps.pool, transaction, 'lookup');
    if (outcome.kind === 'mismatch') throw new AppError(409, messages.transactionMismatch);
    // Applied or already applied: the payment as it stands after this transaction.
    return resultView(outcome.kind === 'unknown-reference' ? payment : outcome.payment);
  }
  const payment = owned(await findPaymentByReference(deps.pool, query.reference!));
  if (!payment) throw new AppError(404, messages.paymentNotFound);
  if (payment.status !== 'pending') return resultView(payment);
  await settleAll(deps, payment.reference);
  return resultView((await findPaymentByReference(deps.pool, payment.reference))!);
}

/** One question to Wompi's API; Wompi down or answering nonsense is a 503 for the caller, who may try again. */
export async function lookupAtWompi(ask: () => Promise<WompiTransaction | undefined>): Promise<WompiTransaction | undefined> {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof WompiUnavailable) throw new AppError(503, messages.paymentLookupFailed);
    throw error;
  }
}

/** Applies every attempt Wompi made under a reference (a DECLINED one may be followed by an APPROVED one). */
export async function settleAll(deps: PaymentsDeps, reference: string): Promise<void> {
  let transactions: WompiTransaction[];
  try {
    transactions = await deps.wompi.transactionsByReference(reference);
  } catch (error) {
    if (!(error instanceof WompiUnavailable)) throw error;
    deps.log.warn({ reference, err: error }, 'Wompi lookup failed; the payment stays as it is');
    return;
  }
  for (const transaction of transactions) await settleTransaction(deps.pool, transaction, 'lookup');
}

function resultView(payment: PaymentRecord): Omit<PaymentResult, 'invoice'> {
  return {
    success: true,
    payment: {
      id: payment.id,
      status: payment.status,
      wompi_status: payment.wompi_status,
      reference: payment.reference,
      wompi_transaction_id: payment.wompi_transaction_id,
      amount: payment.amount_in_cents / 100,
      order: { id: payment.order_id },
    },
  };
}
