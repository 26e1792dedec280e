import { startMailWorker, type MailWorkerOptions, type OutgoingMail } from '@mb/service-kit';
import type { InvoicingClient } from '../modules/electronic-invoicing/invoicing-client.js';
import { renderReceiptMail } from '../modules/receipts/receipt-mail.js';
import { receiptMailQueueName, type ReceiptMailJob } from '../modules/receipts/receipt-mail-queue.js';

/**
 * The issued DIAN document's XML (AttachedDocument) and PDF, asked of invoicing when the mail is sent. A failure throws,
 * so the job is retried with back-off rather than sent without them.
 */
async function documentFiles(invoicing: InvoicingClient, job: ReceiptMailJob): Promise<OutgoingMail['attachments']> {
  const document = job.receipt.electronic_document;
  if (document.status !== 'emitido' || !document.document_id) return [];
  const files = [];
  for (const [kind, contentType] of [
    ['xml', 'application/xml'],
    ['pdf', 'application/pdf'],
  ] as const) {
    const file = await invoicing.file(job.restaurantId, `/documentos/${document.document_id}/${kind}`);
    if (file.status !== 200) throw new Error(`invoicing answered ${file.status} for the document's ${kind}`);
    files.push({ filename: `${document.number ?? document.document_id}.${kind}`, content: file.body, contentType });
  }
  return files;
}

/**
 * Sends the receipts the staff asked to e-mail, over SMTP through the kit's mail worker (retried with back-off), with
 * the sale's issued DIAN document attached.
 */
export function receiptMailWorker(
  options: Omit<MailWorkerOptions<ReceiptMailJob>, 'queueName' | 'compose'> & { invoicing: InvoicingClient },
) {
  const { invoicing, ...mail } = options;
  return startMailWorker<ReceiptMailJob>({
    ...mail,
    queueName: receiptMailQueueName,
    compose: async (job) => ({ to: job.to, ...renderReceiptMail(job.receipt), attachments: await documentFiles(invoicing, job) }),
  });
}
