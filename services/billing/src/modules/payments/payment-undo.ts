import { billingPaymentRefunded } from '@mb/contracts';
import { writeOutbox, type Tx } from '@mb/service-kit';
import { cancelSubscription } from '../subscriptions/subscriptions.service.js';
import { liveSubscriptionsPaidBy } from '../subscriptions/subscriptions.repository.js';
import { paymentFacts } from './payment-facts.js';
import type { PaymentRecord } from './payments.repository.js';

/**
 * What taking back an approved payment does, in the caller's transaction: every live subscription it paid for ends
 * now, and `billing.payment.refunded` (which invoicing cancels with a credit note) is in the outbox.
 */
export async function undoPayment(tx: Tx, payment: PaymentRecord, reason: 'voided' | 'refunded'): Promise<void> {
  for (const subscription of await liveSubscriptionsPaidBy(tx, payment.id)) await cancelSubscription(tx, subscription);
  await writeOutbox(tx, billingPaymentRefunded, {
    aggregateId: payment.id,
    // A payment recorded by hand has no provider's transaction: its own reference stands for it.
    payload: { ...paymentFacts(payment, payment.wompi_transaction_id ?? payment.reference), reason },
  });
}
