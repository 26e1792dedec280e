import { invoicesMessages } from '@mb/contracts';
import { AppError } from '@mb/service-kit';
import { archivedDocument } from '../archive/archive-reader.js';
import type { ArchivedDocument } from '../archive/archive.repository.js';
import { archiveId } from '../archive/archive.service.js';
import type { InvoiceRecord } from './invoices.repository.js';
import { archiveInvoice, type InvoicesDeps } from './invoices.service.js';

/**
 * 'Reenviar': the platform's own mail job sends the archived invoice to its buyer again (not APIDIAN's `sendmail`).
 * `jobId` makes repeated requests within its span one mail (a customer's clicks); none queues one mail per request.
 */
export async function resendInvoice(
  deps: InvoicesDeps,
  invoice: InvoiceRecord,
  options: { jobId?: string } = {},
): Promise<ArchivedDocument> {
  if (invoice.status !== 'issued') throw new AppError(409, invoicesMessages.notResendable);
  const id = archiveId('invoice', invoice.payment_id);
  const document = await archivedDocument(deps, id, () => archiveInvoice(deps, invoice), invoicesMessages.resendFailed);
  if (!document.buyer.email) throw new AppError(409, invoicesMessages.notResendable);
  await deps.delivery.send({ documentId: id, reason: 'resent' }, options).catch((error: unknown) => {
    deps.log.error({ err: error, documentId: id }, 're-sent mail not queued');
    throw new AppError(503, invoicesMessages.resendFailed);
  });
  return document;
}
