import type { JobOptions } from '@mb/service-kit';
import { issueInvoice, type InvoicesDeps, type PaymentApproved } from '../modules/invoices/invoices.service.js';
import { retriedJobs, type RetriedJobs } from './retried-jobs.js';

export const issueInvoiceQueueName = 'invoicing-issue';

export type InvoiceQueue = RetriedJobs<PaymentApproved>['queue'];
export type InvoiceJobs = RetriedJobs<PaymentApproved>;

/**
 * The invoice of each approved payment is issued by a job keyed by the payment (a payment approved twice still queues
 * one invoice): tried once, then again after each of `retryDelays` (INVOICE_RETRY_DELAYS).
 */
export function invoiceJobs(deps: InvoicesDeps, options: JobOptions & { retryDelays: number[] }): InvoiceJobs {
  return retriedJobs<PaymentApproved>(
    issueInvoiceQueueName,
    async (payment, lastAttempt) => ({ status: (await issueInvoice(deps, payment, { lastAttempt })).status }),
    { ...options, log: deps.log, keyOf: (payment) => payment.paymentId },
  );
}
