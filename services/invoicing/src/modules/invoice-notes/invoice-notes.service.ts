import { invoiceNoteMessages, invoicingMessages, noteDiscrepancies, type AuditActor, type IssueInvoiceNoteBody } from '@mb/contracts';
import { AppError, notFound, recordAudit, withTransaction } from '@mb/service-kit';
import { buildNoteRequest, type NoteContent } from '../../domain/note-builder.js';
import { archiveIssued, type AnswerDocuments, type IssuedDocument } from '../archive/archive.service.js';
import { hasCreditNote } from '../credit-notes/credit-notes.repository.js';
import { findInvoice, takeNumber } from '../invoices/invoices.repository.js';
import type { InvoicesDeps } from '../invoices/invoices.service.js';
import { insertInvoiceNote, noteBalances, recordInvoiceNoteOutcome, type InvoiceNoteRecord } from './invoice-notes.repository.js';
import { sendNote } from './note-sender.js';

const badRequest = (message: string) => new AppError(400, message);

/** What the note is of, once the body's rules hold: a credit note has lines or an amount, a debit note an amount. */
export function noteContent(body: IssueInvoiceNoteBody, lineCount: number): NoteContent {
  if (!noteDiscrepancies[body.kind][body.reason]) throw badRequest(invoiceNoteMessages.reasonInvalid);
  const lines = body.lines?.length ? body.lines : undefined;
  if (body.kind === 'debit') {
    if (lines || body.amount === undefined) throw badRequest(invoiceNoteMessages.debitNeedsAmount);
    return { amountCents: body.amount * 100 };
  }
  if ((lines === undefined) === (body.amount === undefined)) throw badRequest(invoiceNoteMessages.linesOrAmount);
  if (body.amount !== undefined) return { amountCents: body.amount * 100 };
  if (lines!.some((line) => line >= lineCount) || new Set(lines).size !== lines!.length) throw badRequest(invoiceNoteMessages.lineUnknown);
  return { lines: [...lines!].sort((a, b) => a - b) };
}

const texts = {
  credit: { refused: 'APIDIAN no aceptó la nota crédito.', unavailable: 'APIDIAN no respondió; la nota crédito no se pudo enviar.' },
  debit: { refused: 'APIDIAN no aceptó la nota débito.', unavailable: 'APIDIAN no respondió; la nota débito no se pudo enviar.' },
} as const;

/**
 * An administrator's credit or debit note on an accepted invoice: checked (DIAN's reason, lines or amount, never more
 * credit than the invoice and its debits leave), numbered in its own range and stored in one transaction, then sent
 * to APIDIAN at once and, once accepted, archived and mailed to the buyer as invoices are.
 */
export async function issueInvoiceNote(
  deps: InvoicesDeps,
  paymentId: string,
  body: IssueInvoiceNoteBody,
  actor: AuditActor,
  now = new Date(),
): Promise<InvoiceNoteRecord> {
  const { config } = deps;
  const numbering =
    body.kind === 'credit'
      ? { prefix: config.PLATFORM_CREDIT_NOTE_PREFIX, from: config.PLATFORM_CREDIT_NOTE_FROM, to: config.PLATFORM_CREDIT_NOTE_TO }
      : { prefix: config.PLATFORM_DEBIT_NOTE_PREFIX, from: config.PLATFORM_DEBIT_NOTE_FROM, to: config.PLATFORM_DEBIT_NOTE_TO };
  const note = await withTransaction(deps.pool, async (tx) => {
    const invoice = await findInvoice(tx, paymentId, { lock: true });
    if (!invoice) throw notFound(invoicingMessages.invoiceNotFound);
    if (invoice.status !== 'issued' || !invoice.request) throw new AppError(409, invoiceNoteMessages.invoiceNotIssued);
    if (await hasCreditNote(tx, paymentId)) throw new AppError(409, invoiceNoteMessages.invoiceCancelled);
    const content = noteContent(body, invoice.request.invoice_lines.length);
    const facts = {
      invoice: invoice.request,
      cufe: (invoice.dian_cufe ?? invoice.cufe)!,
      prefix: numbering.prefix,
      reason: body.reason,
      description: body.description,
      issuedAt: now,
    };
    const { payableCents } = buildNoteRequest(body.kind, { ...facts, number: numbering.from }, content);
    if (body.kind === 'credit') {
      const { credited, debited } = await noteBalances(tx, paymentId);
      const left = invoice.charged_cents + debited - credited;
      if (payableCents > left) throw badRequest(invoiceNoteMessages.amountTooHigh(Math.floor(left / 100)));
    }
    const number = await takeNumber(tx, numbering.prefix, numbering.from, numbering.to);
    if (number === null) throw new AppError(409, invoiceNoteMessages.numberingExhausted(numbering.prefix));
    const { request } = buildNoteRequest(body.kind, { ...facts, number }, content);
    const inserted = await insertInvoiceNote(tx, {
      payment_id: paymentId,
      kind: body.kind,
      reason: body.reason,
      description: body.description,
      total_cents: payableCents,
      prefix: numbering.prefix,
      number,
      request,
    });
    await recordAudit(tx, 'invoicing', {
      actor,
      action: `invoice.${body.kind}_note_issued`,
      entity: { type: 'invoice', id: paymentId },
      after: { note: inserted.id, number: `${numbering.prefix}${number}`, reason: body.reason, totalCents: payableCents },
    });
    return inserted;
  });
  const outcome = await sendNote(deps, `${body.kind}-note`, note.request, texts[body.kind], { lastAttempt: true });
  const recorded = await recordInvoiceNoteOutcome(deps.pool, note.id, outcome);
  // A failed archive is not the note's failure: its PDF download archives it later (archivedDocument).
  if (recorded.status === 'issued') {
    await archiveInvoiceNote(deps, recorded, outcome.documents).catch((error: unknown) =>
      deps.log.error({ err: error, noteId: note.id }, 'accepted note not archived yet'),
    );
  }
  return recorded;
}

/** An accepted note into the archive (once), keyed by its own id, with the files of APIDIAN's answer when at hand. */
export async function archiveInvoiceNote(deps: InvoicesDeps, note: InvoiceNoteRecord, answer?: AnswerDocuments): Promise<void> {
  if (!note.cude || !note.pdf_filename || note.number === null) {
    deps.log.error({ noteId: note.id }, 'accepted note without CUDE or file: not archived');
    return;
  }
  await archiveIssued(
    deps,
    {
      type: `${note.kind}-note`,
      paymentId: note.payment_id,
      noteId: note.id,
      prefix: note.prefix,
      number: note.number,
      cufe: note.cude,
      request: note.request as IssuedDocument['request'],
      payableInCents: note.total_cents,
      issuedAt: note.issued_at ?? new Date(),
      pdfFilename: note.pdf_filename,
    },
    answer,
  );
}
