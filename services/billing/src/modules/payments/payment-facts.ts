import type { PaymentRecord } from './payments.repository.js';

/** What every payment event says of its payment; `transactionId` is the provider's transaction that settled it. */
export const paymentFacts = (payment: PaymentRecord, transactionId: string) => ({
  paymentId: payment.id,
  orderId: payment.order_id,
  userId: payment.user_id,
  reference: payment.reference,
  amountInCents: payment.amount_in_cents,
  currency: 'COP' as const,
  transactionId,
});
