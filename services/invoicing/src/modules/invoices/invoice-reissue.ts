import type { AuditActor } from '@mb/contracts';
import { recordAudit, withTransaction } from '@mb/service-kit';
import { invoiceCufe } from '../../domain/invoice-builder.js';
import { hasCreditNote } from '../credit-notes/credit-notes.repository.js';
import { findInvoice, recordProblems, reopenInvoice, takeNumber, unsettledInvoicesOf, type InvoiceRecord } from './invoices.repository.js';
import { draftInvoice, invoiceErrors, platformIssuer, settleInvoice, type InvoicesDeps } from './invoices.service.js';

/** Only an invoice DIAN never accepted is issued again; any other is left as it is. */
export const reissuable = (invoice: InvoiceRecord) => invoice.status === 'failed' || invoice.status === 'rejected';

/**
 * Issues a failed or rejected invoice again (an administrator's 'Reintentar', or its buyer's corrected profile): built
 * afresh from its payment with the profile as it stands, keeping its number (DIAN takes a rejected number again) or
 * taking one if it never had any, and sent at once. Still wrong by our own checks, it stays failed with the new
 * reasons. Null when there is no such invoice. An administrator's retry is audited with the try it opened.
 */
export async function reissueInvoice(
  deps: InvoicesDeps,
  paymentId: string,
  options: { actor?: AuditActor; now?: Date } = {},
): Promise<InvoiceRecord | null> {
  const now = options.now ?? new Date();
  const { config } = deps;
  const reopened = await withTransaction(deps.pool, async (tx) => {
    const invoice = await findInvoice(tx, paymentId, { lock: true });
    // A payment undone meanwhile has nothing left to invoice.
    if (!invoice || !reissuable(invoice) || (await hasCreditNote(tx, paymentId))) return invoice;
    // Made before payments were kept: the body it had is sent again as it was.
    const { draft, problems } = invoice.payment
      ? await draftInvoice(tx, config, invoice.payment, now)
      : { draft: invoice.request!, problems: [] as string[] };
    if (problems.length > 0) return recordProblems(tx, paymentId, problems);
    const number = invoice.number ?? (await takeNumber(tx, invoice.prefix, config.PLATFORM_NUMBER_FROM, config.PLATFORM_NUMBER_TO));
    if (number === null) return recordProblems(tx, paymentId, [invoiceErrors.numberingExhausted(invoice.prefix)]);
    const request = { ...draft, number };
    const reopened = await reopenInvoice(tx, paymentId, { number, cufe: invoiceCufe(request, platformIssuer(config)), request });
    if (options.actor) {
      await recordAudit(tx, 'invoicing', {
        actor: options.actor,
        action: 'invoice.retried',
        entity: { type: 'invoice', id: paymentId },
        before: { status: invoice.status, number: invoice.number, errors: invoice.errors },
        after: { status: reopened.status, number: reopened.number },
      });
    }
    return reopened;
  });
  // One try now: if APIDIAN cannot be reached the invoice is failed again, for the next 'Reintentar'.
  return reopened && settleInvoice(deps, reopened, { lastAttempt: true });
}

/** After a buyer saves their profile: each of their invoices DIAN never accepted is issued again, one after another. */
export async function reissueInvoicesOf(deps: InvoicesDeps, userId: string): Promise<void> {
  for (const paymentId of await unsettledInvoicesOf(deps.pool, userId)) {
    const invoice = await reissueInvoice(deps, paymentId);
    deps.log.info({ paymentId, status: invoice?.status }, 'invoice issued again after the profile changed');
  }
}
