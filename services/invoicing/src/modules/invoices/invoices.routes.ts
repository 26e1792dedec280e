import {
  adminRoles,
  invoiceByPaymentResponse,
  invoiceParams,
  invoicesMessages,
  invoicingMessages,
  myInvoicesResponse,
} from '@mb/contracts';
import { notFound, type App, type Pool } from '@mb/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InvoicingConfig } from '../../config.js';
import { creditNoteFile } from '../credit-notes/credit-notes.repository.js';
import { sendApidianFile, type FileKind } from './invoice-files.js';
import { invoicesOfUser } from './invoice-list.repository.js';
import { invoiceListItem } from './invoice-view.js';
import { findInvoice } from './invoices.repository.js';
import { invoiceSummaryOf } from './invoices.service.js';

const params = invoiceParams;

/** A payment's invoice for its own user or an administrator; anyone else learns nothing, not even that it exists. */
export function invoicesRoutes(app: App, pool: Pool, config: InvoicingConfig): void {
  const signedIn = { onRequest: [app.authenticate] };
  const apidian = { baseUrl: config.APIDIAN_URL, timeoutMs: config.APIDIAN_TIMEOUT_MS, nit: config.PLATFORM_ISSUER_NIT };

  async function visibleInvoice(request: FastifyRequest, paymentId: string) {
    const invoice = await findInvoice(pool, paymentId);
    const allowed = invoice && (invoice.user_id === request.user.sub || adminRoles.includes(request.user.role));
    if (!invoice || !allowed) throw notFound(invoicingMessages.invoiceNotFound);
    return invoice;
  }

  app.get('/invoices/mine', { ...signedIn, schema: { response: { 200: myInvoicesResponse } } }, async (request) => ({
    success: true as const,
    invoices: (await invoicesOfUser(pool, request.user.sub)).map(invoiceListItem),
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
  const invoiceFile = (kind: FileKind) => async (request: FastifyRequest, reply: FastifyReply) => {
    const invoice = await visibleInvoice(request, params.parse(request.params).paymentId);
    if (invoice.status !== 'issued' || !invoice.pdf_filename) throw notFound(invoicingMessages.invoiceNotFound);
    const unavailable = kind === 'pdf' ? invoicingMessages.invoicePdfUnavailable : invoicesMessages.fileUnavailable;
    // APIDIAN names both files alike: FES-<prefix><number>.pdf and .xml (reference §4.9).
    const filename = invoice.pdf_filename.replace(/\.pdf$/i, `.${kind}`);
    return sendApidianFile(
      reply,
      { ...apidian, unavailable },
      { filename, kind, downloadName: `${invoice.prefix}${invoice.number}.${kind}` },
    );
  };
  app.get('/invoices/by-payment/:paymentId/pdf', { ...signedIn, schema: { params } }, invoiceFile('pdf'));
  app.get('/invoices/by-payment/:paymentId/xml', { ...signedIn, schema: { params } }, invoiceFile('xml'));

  app.get('/invoices/by-payment/:paymentId/credit-note/pdf', { ...signedIn, schema: { params } }, async (request, reply) => {
    await visibleInvoice(request, request.params.paymentId);
    const note = await creditNoteFile(pool, request.params.paymentId);
    if (!note) throw notFound(invoicingMessages.invoiceNotFound);
    return sendApidianFile(
      reply,
      { ...apidian, unavailable: invoicesMessages.fileUnavailable },
      { filename: note.pdf_filename, kind: 'pdf', downloadName: `${note.number}.pdf` },
    );
  });
}
