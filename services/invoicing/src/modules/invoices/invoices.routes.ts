import {
  adminRoles,
  invoiceActionResponse,
  invoiceByPaymentResponse,
  invoiceNoteParams,
  invoiceParams,
  invoicesMessages,
  invoicingMessages,
  myInvoicesResponse,
} from '@mb/contracts';
import { notFound, type App } from '@mb/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findCreditNote } from '../credit-notes/credit-notes.repository.js';
import { archiveCreditNote } from '../credit-notes/credit-notes.service.js';
import { archivedDocument } from '../archive/archive-reader.js';
import { findInvoiceNote } from '../invoice-notes/invoice-notes.repository.js';
import { archiveInvoiceNote } from '../invoice-notes/invoice-notes.service.js';
import { archiveId } from '../archive/archive.service.js';
import { sendArchivedFile } from './invoice-files.js';
import { invoiceListRow, invoicesOfUser } from './invoice-list.repository.js';
import { resendInvoice } from './invoice-resend.js';
import { buyerInvoiceItem } from './invoice-problems.js';
import { invoiceListItem } from './invoice-view.js';
import { findInvoice } from './invoices.repository.js';
import { archiveInvoice, invoiceSummaryOf, type InvoicesDeps } from './invoices.service.js';

const params = invoiceParams;

/**
 * A payment's invoice for its own user or an administrator; anyone else learns nothing, not even that it exists. Its
 * files come from the archive, never from APIDIAN.
 */
export function invoicesRoutes(app: App, deps: InvoicesDeps): void {
  const { pool } = deps;
  const signedIn = { onRequest: [app.authenticate] };

  async function visibleInvoice(request: FastifyRequest, paymentId: string) {
    const invoice = await findInvoice(pool, paymentId);
    const allowed = invoice && (invoice.user_id === request.user.sub || adminRoles.includes(request.user.role));
    if (!invoice || !allowed) throw notFound(invoicingMessages.invoiceNotFound);
    return invoice;
  }

  app.get('/invoices/mine', { ...signedIn, schema: { response: { 200: myInvoicesResponse } } }, async (request) => ({
    success: true as const,
    invoices: (await invoicesOfUser(pool, request.user.sub)).map((row) => buyerInvoiceItem(invoiceListItem(row))),
  }));

  app.get(
    '/invoices/by-payment/:paymentId',
    { ...signedIn, schema: { params, response: { 200: invoiceByPaymentResponse } } },
    async (request) => {
      const summary = invoiceSummaryOf(await visibleInvoice(request, request.params.paymentId));
      if (!summary) throw notFound(invoicingMessages.invoiceNotFound);
      return { success: true as const, invoice: summary };
    },
  );

  /** The invoice's own file, once DIAN accepted it. */
  const invoiceFile = (kind: 'pdf' | 'xml') => async (request: FastifyRequest, reply: FastifyReply) => {
    const invoice = await visibleInvoice(request, params.parse(request.params).paymentId);
    if (invoice.status !== 'issued') throw notFound(invoicingMessages.invoiceNotFound);
    const unavailable = kind === 'pdf' ? invoicingMessages.invoicePdfUnavailable : invoicesMessages.fileUnavailable;
    const document = await archivedDocument(
      deps,
      archiveId('invoice', invoice.payment_id),
      () => archiveInvoice(deps, invoice),
      unavailable,
    );
    const file = document.files[kind];
    return sendArchivedFile(reply, file, await deps.archive.readFile(file), `${document.number}.${kind}`);
  };
  app.get('/invoices/by-payment/:paymentId/pdf', { ...signedIn, schema: { params } }, invoiceFile('pdf'));
  app.get('/invoices/by-payment/:paymentId/xml', { ...signedIn, schema: { params } }, invoiceFile('xml'));

  // The customer's 'Reenviar por correo': their copy again, at most one mail a minute however often they ask.
  app.post(
    '/invoices/by-payment/:paymentId/send-copy',
    { ...signedIn, schema: { params, response: { 200: invoiceActionResponse } } },
    async (request) => {
      const invoice = await visibleInvoice(request, request.params.paymentId);
      const minute = Math.floor(Date.now() / 60_000);
      await resendInvoice(deps, invoice, { jobId: `copy-${invoice.payment_id}-${minute}` });
      const listed = (await invoiceListRow(pool, invoice.payment_id))!;
      return { success: true as const, message: invoicesMessages.copySent, invoice: buyerInvoiceItem(invoiceListItem(listed)) };
    },
  );

  app.get('/invoices/by-payment/:paymentId/credit-note/pdf', { ...signedIn, schema: { params } }, async (request, reply) => {
    await visibleInvoice(request, request.params.paymentId);
    const note = await findCreditNote(pool, request.params.paymentId);
    if (note?.status !== 'issued' || !note.pdf_filename) throw notFound(invoicingMessages.invoiceNotFound);
    const id = archiveId('credit-note', note.payment_id);
    const document = await archivedDocument(deps, id, () => archiveCreditNote(deps, note), invoicesMessages.fileUnavailable);
    return sendArchivedFile(reply, document.files.pdf, await deps.archive.readFile(document.files.pdf), `${document.number}.pdf`);
  });

  app.get(
    '/invoices/by-payment/:paymentId/notes/:noteId/pdf',
    { ...signedIn, schema: { params: invoiceNoteParams } },
    async (request, reply) => {
      await visibleInvoice(request, request.params.paymentId);
      const note = await findInvoiceNote(pool, request.params.paymentId, request.params.noteId);
      if (note?.status !== 'issued') throw notFound(invoicingMessages.invoiceNotFound);
      const id = archiveId(`${note.kind}-note`, note.id);
      const document = await archivedDocument(deps, id, () => archiveInvoiceNote(deps, note), invoicesMessages.fileUnavailable);
      return sendArchivedFile(reply, document.files.pdf, await deps.archive.readFile(document.files.pdf), `${document.number}.pdf`);
    },
  );
}
