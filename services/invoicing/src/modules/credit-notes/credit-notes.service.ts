import type { billingPaymentRefunded, PayloadOf } from '@mb/contracts';
import { withTransaction } from '@mb/service-kit';
import { buildCreditNoteRequest, cancellation, creditNoteReasons, type CreditNoteRequest } from '../../domain/credit-note-builder.js';
import { parseCents } from '../../domain/invoice-totals.js';
import { buildNoteRequest } from '../../domain/note-builder.js';
import { archiveIssued, type AnswerDocuments } from '../archive/archive.service.js';
import { findInvoice, takeNumber } from '../invoices/invoices.repository.js';
import type { InvoicesDeps } from '../invoices/invoices.service.js';
import { noteBalances } from '../invoice-notes/invoice-notes.repository.js';
import { sendNote } from '../invoice-notes/note-sender.js';
import { findCreditNote, insertCreditNote, recordCreditNoteOutcome, type CreditNoteRecord } from './credit-notes.repository.js';

export type PaymentRefunded = PayloadOf<typeof billingPaymentRefunded>;

/** Our own texts for a credit note that never reached DIAN's acceptance. */
export const creditNoteErrors = {
  invoiceNotIssued: 'La factura no fue aceptada por la DIAN: no hay nada que anular, y no se emitirá de nuevo.',
  invoiceNotSettled: 'La factura del pago aún no tiene la respuesta de la DIAN.',
  nothingLeft: 'Las notas crédito ya emitidas cubren todo el valor de la factura: no queda nada que anular.',
  numberingExhausted: (prefix: string) => `Se agotó la numeración autorizada de notas crédito ${prefix}; configura una nueva resolución.`,
  refused: 'APIDIAN no aceptó la nota crédito.',
  unavailable: 'El servicio de facturación electrónica (APIDIAN) no respondió; la nota crédito no se pudo enviar.',
} as const;

/** Thrown so the job tries again later: the invoice to cancel has no DIAN verdict yet. */
export class InvoiceNotSettled extends Error {}

/**
 * The credit note cancelling the invoice of a payment undone (Wompi's void, an administrator's refund): built from the
 * invoice DIAN accepted, numbered and stored in one transaction, then sent to APIDIAN. An invoice DIAN never accepted
 * has nothing to cancel: the note records why, and the invoice is never issued again. Null when invoicing never
 * invoiced the payment.
 */
export async function issueCreditNote(
  deps: InvoicesDeps,
  refund: PaymentRefunded,
  options: { lastAttempt: boolean },
  now = new Date(),
): Promise<CreditNoteRecord | null> {
  const { config } = deps;
  const note = await withTransaction(deps.pool, async (tx) => {
    const existing = await findCreditNote(tx, refund.paymentId, { lock: true });
    if (existing) return existing;
    const invoice = await findInvoice(tx, refund.paymentId, { lock: true });
    if (!invoice || invoice.status === 'pending' || invoice.status === 'in_process') {
      if (options.lastAttempt) return null;
      throw new InvoiceNotSettled(creditNoteErrors.invoiceNotSettled);
    }
    const facts = { payment_id: invoice.payment_id, reason: refund.reason, prefix: config.PLATFORM_CREDIT_NOTE_PREFIX };
    if (invoice.status !== 'issued')
      return insertCreditNote(tx, { ...facts, status: 'failed', number: null, request: null, errors: [creditNoteErrors.invoiceNotIssued] });
    // After an administrator's notes, the refund cancels what they left: the invoice and its debits, less its credits.
    const { credited, debited } = await noteBalances(tx, invoice.payment_id);
    const leftCents = invoice.charged_cents + debited - credited;
    if (leftCents <= 0)
      return insertCreditNote(tx, { ...facts, status: 'failed', number: null, request: null, errors: [creditNoteErrors.nothingLeft] });
    const number = await takeNumber(tx, facts.prefix, config.PLATFORM_CREDIT_NOTE_FROM, config.PLATFORM_CREDIT_NOTE_TO);
    if (number === null)
      return insertCreditNote(tx, {
        ...facts,
        status: 'failed',
        number: null,
        request: null,
        errors: [creditNoteErrors.numberingExhausted(facts.prefix)],
      });
    const cancelling = {
      invoice: invoice.request!,
      cufe: (invoice.dian_cufe ?? invoice.cufe)!,
      prefix: facts.prefix,
      number,
      issuedAt: now,
    };
    const request =
      credited === 0 && debited === 0
        ? buildCreditNoteRequest({ ...cancelling, reason: refund.reason })
        : (buildNoteRequest(
            'credit',
            { ...cancelling, reason: cancellation, description: creditNoteReasons[refund.reason] },
            { amountCents: leftCents },
          ).request as CreditNoteRequest);
    return insertCreditNote(tx, { ...facts, status: 'pending', number, request, errors: [] });
  });
  if (!note) {
    deps.log.error({ paymentId: refund.paymentId }, 'no settled invoice to cancel after the last try');
    return null;
  }
  if (note.status === 'issued') await archiveCreditNote(deps, note);
  if (note.status !== 'pending') return note;
  const outcome = await sendNote(deps, 'credit-note', note.request, creditNoteErrors, options);
  // Archived before it reads as issued (as invoices are); a failed archive is tried again by the job's next try.
  const issued = { ...note, status: outcome.status, cude: outcome.cude, pdf_filename: outcome.pdfFilename, issued_at: new Date() };
  const archiveFailure =
    outcome.status === 'issued'
      ? await archiveCreditNote(deps, issued, outcome.documents).then(
          () => null,
          (error: unknown) => error,
        )
      : null;
  const recorded = await recordCreditNoteOutcome(deps.pool, note.payment_id, outcome);
  if (archiveFailure) throw archiveFailure;
  return recorded;
}

/** An accepted credit note into the archive (once), with the files of APIDIAN's answer when at hand. */
export async function archiveCreditNote(deps: InvoicesDeps, note: CreditNoteRecord, answer?: AnswerDocuments): Promise<void> {
  if (!note.cude || !note.pdf_filename || note.number === null) {
    deps.log.error({ paymentId: note.payment_id }, 'accepted credit note without CUDE or file: not archived');
    return;
  }
  const request = note.request as CreditNoteRequest;
  await archiveIssued(
    deps,
    {
      type: 'credit-note',
      paymentId: note.payment_id,
      prefix: note.prefix,
      number: note.number,
      cufe: note.cude,
      request,
      payableInCents: parseCents(request.legal_monetary_totals.payable_amount)!,
      issuedAt: note.issued_at ?? new Date(),
      pdfFilename: note.pdf_filename,
    },
    answer,
  );
}
