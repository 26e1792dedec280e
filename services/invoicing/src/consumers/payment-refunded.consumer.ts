import { billingPaymentRefunded } from '@mb/contracts';
import { on } from '@mb/service-kit';
import type { CreditNoteQueue } from '../jobs/credit-note.job.js';

/** A payment undone after approval gets its invoice cancelled by a credit note, issued by a job keyed by the payment. */
export const paymentRefundedConsumer = (queue: CreditNoteQueue) => on(billingPaymentRefunded, (_tx, refund) => queue.enqueue(refund));
