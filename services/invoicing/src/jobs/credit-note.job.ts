import type { JobOptions } from '@mb/service-kit';
import { issueCreditNote, type PaymentRefunded } from '../modules/credit-notes/credit-notes.service.js';
import type { InvoicesDeps } from '../modules/invoices/invoices.service.js';
import { retriedJobs, type RetriedJobs } from './retried-jobs.js';

export type CreditNoteQueue = RetriedJobs<PaymentRefunded>['queue'];

/** The credit note of each payment undone, by a job keyed by the payment: one note per invoice, retried like invoices. */
export function creditNoteJobs(deps: InvoicesDeps, options: JobOptions & { retryDelays: number[] }): RetriedJobs<PaymentRefunded> {
  return retriedJobs<PaymentRefunded>(
    'invoicing-credit-note',
    async (refund, lastAttempt) => ({ status: (await issueCreditNote(deps, refund, { lastAttempt }))?.status }),
    {
      ...options,
      log: deps.log,
      keyOf: (refund) => refund.paymentId,
    },
  );
}
