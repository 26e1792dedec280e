import type { Worker } from 'bullmq';
import { createQueue, createWorker, type JobOptions } from '@mb/service-kit';
import { issueInvoice, type InvoicesDeps, type PaymentApproved } from '../modules/invoices/invoices.service.js';

export const issueInvoiceQueueName = 'invoicing-issue';

export interface InvoiceQueue {
  /** One job per payment (its id is the job id): a payment approved twice still queues one invoice. */
  enqueue(payment: PaymentApproved): Promise<void>;
}

export interface InvoiceJobs {
  queue: InvoiceQueue;
  worker: Worker;
}

/**
 * The invoice of each approved payment is issued by a job, so a slow or unreachable APIDIAN never holds up the
 * event stream: tried once, then again after each of `retryDelays` (INVOICE_RETRY_DELAYS).
 */
export function invoiceJobs(deps: InvoicesDeps, options: JobOptions & { retryDelays: number[] }): InvoiceJobs {
  const { retryDelays } = options;
  const queue = createQueue<PaymentApproved>(issueInvoiceQueueName, options);
  const attempts = retryDelays.length + 1;
  const worker = createWorker<PaymentApproved>(
    issueInvoiceQueueName,
    async (job) => {
      const invoice = await issueInvoice(deps, job.data, { lastAttempt: job.attemptsMade + 1 >= attempts });
      return { status: invoice.status };
    },
    { ...options, concurrency: 2, backoffStrategy: (attemptsMade) => retryDelays[Math.min(attemptsMade, retryDelays.length) - 1] ?? 0 },
  );
  worker.on('failed', (job, error) =>
    deps.log.warn({ err: error, paymentId: job?.data.paymentId, attempt: job?.attemptsMade }, 'invoice not settled yet; will retry'),
  );
  // Without a listener an 'error' (Redis gone, say) would crash the process.
  worker.on('error', (error) => deps.log.error({ err: error }, 'invoice worker error'));
  worker.on('closed', () => void queue.close());
  return {
    queue: {
      async enqueue(payment) {
        await queue.add('issue', payment, { jobId: payment.paymentId, attempts, backoff: { type: 'custom' } });
      },
    },
    worker,
  };
}
