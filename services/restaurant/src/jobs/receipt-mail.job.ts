import { startMailWorker, type MailWorkerOptions } from '@mb/service-kit';
import { renderReceiptMail } from '../modules/receipts/receipt-mail.js';
import { receiptMailQueueName, type ReceiptMailJob } from '../modules/receipts/receipt-mail-queue.js';

/** Sends the receipts the staff asked to e-mail, over SMTP through the kit's mail worker (retried with back-off). */
export function receiptMailWorker(options: Omit<MailWorkerOptions<ReceiptMailJob>, 'queueName' | 'compose'>) {
  return startMailWorker<ReceiptMailJob>({
    ...options,
    queueName: receiptMailQueueName,
    compose: (job) => ({ to: job.to, ...renderReceiptMail(job.receipt) }),
  });
}
