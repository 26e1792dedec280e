import { z } from 'zod';
import { defineEvent } from '../envelope.js';
import { topics } from '../topics.js';
import { billingCycle, planType } from '../domain/plans.js';

/** The ways a payment comes in that an invoice names (DIAN's means of payment). */
export const paymentMeans = ['card', 'transfer', 'cash'] as const;
export type PaymentMean = (typeof paymentMeans)[number];

const paymentFacts = {
  paymentId: z.uuid(),
  orderId: z.uuid(),
  userId: z.uuid(),
  reference: z.string(),
  /** Integer cents, as Wompi charged them. */
  amountInCents: z.number().int().nonnegative(),
  currency: z.literal('COP'),
  /** Wompi's transaction that settled the payment. */
  transactionId: z.string(),
};

/** Wompi approved a payment: subscriptions are already active; invoicing bills it, catalog counts the sale. */
export const billingPaymentApproved = defineEvent({
  type: 'billing.payment.approved',
  version: 1,
  topic: topics.billingPayment,
  payload: z.object({
    ...paymentFacts,
    /** The customer as the order recorded them, for the invoice. */
    customer: z.object({
      email: z.string(),
      fullName: z.string(),
      /** The customer's document number and phone from their profile; null when they gave none (a final consumer). */
      legalId: z.string().nullable().default(null),
      phone: z.string().nullable().default(null),
    }),
    /** Integer pesos an upgrade credited from the unused days of the previous plan: a discount on the lines' total. */
    credit: z.number().int().nonnegative().default(0),
    /** How the money came in, for the invoice's means of payment: Wompi's card, or what an administrator recorded by hand. */
    means: z.array(z.enum(paymentMeans)).min(1).default(['card']),
    lines: z.array(
      z.object({
        productId: z.uuid(),
        productName: z.string(),
        planType: planType,
        billingCycle: billingCycle,
        months: z.number().int().min(1).max(12),
        quantity: z.number().int().positive(),
        /** Integer pesos. */
        unitPrice: z.number().int().nonnegative(),
      }),
    ),
  }),
});

/** Wompi declined, voided or failed a payment. A later APPROVED attempt on the same reference may still follow. */
export const billingPaymentDeclined = defineEvent({
  type: 'billing.payment.declined',
  version: 1,
  topic: topics.billingPayment,
  payload: z.object({ ...paymentFacts, wompiStatus: z.enum(['DECLINED', 'VOIDED', 'ERROR']) }),
});

/**
 * An approved payment was undone: Wompi voided the card transaction (`voided`) or an administrator refunded it
 * (`refunded`). The subscriptions it paid for are already cancelled; invoicing cancels its invoice with a credit note.
 */
export const billingPaymentRefunded = defineEvent({
  type: 'billing.payment.refunded',
  version: 1,
  topic: topics.billingPayment,
  payload: z.object({ ...paymentFacts, reason: z.enum(['voided', 'refunded']) }),
});

/** A subscription as it stands after the change the event names. */
const subscriptionFacts = {
  subscriptionId: z.uuid(),
  userId: z.uuid(),
  productId: z.uuid(),
  productName: z.string(),
  planType: planType,
  status: z.enum(['pending_payment', 'active', 'grace', 'expired', 'cancelled']),
  startsAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
};

function subscriptionEvent<E extends z.ZodRawShape = Record<never, never>>(type: string, extra?: E) {
  return defineEvent({
    type,
    version: 1,
    topic: topics.billingSubscription,
    payload: z.object({ ...subscriptionFacts, ...(extra as E) }),
  });
}

/** A paid (or admin-activated) subscription starts: restaurant provisions the tenant. */
export const billingSubscriptionActivated = subscriptionEvent('billing.subscription.activated', { paymentId: z.uuid().nullable() });
/** Paid months were added, or the plan went up. */
export const billingSubscriptionRenewed = subscriptionEvent('billing.subscription.renewed', {
  paymentId: z.uuid(),
  previousPlanType: planType,
  previousExpiresAt: z.iso.datetime(),
});
/** Past expiry: 15 days of grace, the app still opens. */
export const billingSubscriptionGraceStarted = subscriptionEvent('billing.subscription.grace_started');
/** Grace is over: the app no longer opens. */
export const billingSubscriptionExpired = subscriptionEvent('billing.subscription.expired');
/** A reminder is due: the paid period ends in 7, 3 or 1 days (identity mails the customer). */
export const billingSubscriptionExpiryApproached = subscriptionEvent('billing.subscription.expiry_approached', {
  daysLeft: z.union([z.literal(7), z.literal(3), z.literal(1)]),
});
/** An administrator deactivated it. */
export const billingSubscriptionCancelled = subscriptionEvent('billing.subscription.cancelled');
