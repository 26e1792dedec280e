import { billingPaymentApproved } from '@mb/contracts';
import { on } from '@mb/service-kit';
import type { InvoiceQueue } from '../jobs/issue-invoice.job.js';

/**
 * An approved payment is invoiced by a job. If queuing fails the event is retried; queued twice (a redelivery before
 * the inbox row committed) it is still one job, keyed by the payment.
 */
export const paymentApprovedConsumer = (queue: InvoiceQueue) => on(billingPaymentApproved, (_tx, payment) => queue.enqueue(payment));
