import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  invoiceActionResponse,
  invoiceNoteParams,
  invoiceParams,
  invoicesMessages,
  invoicingMessages,
  messages,
  myInvoicesResponse,
  type InvoiceListItem,
  type InvoiceSummary,
} from '@mb/contracts';
import { AppError, type App } from '@mb/service-kit';
import type { FastifyReply } from 'fastify';
import type { InvoicingClient } from '../../clients/invoicing.client.js';
import { requireSessionToken, type SessionCookies } from '../../plugins/session-cookies.js';

/** Where the browser downloads a payment's invoice PDF (the link of the invoice toast, spec 1 §8). */
export const invoicePdfPath = (paymentId: string) => `/auth/invoices/${paymentId}/pdf`;

/** invoicing serves an invoice's files under `/invoices/by-payment/{id}/`; the browser gets them under `/auth/invoices/{id}/`. */
const browserPath = (servicePath: string | null) => servicePath?.replace(/^\/invoices\/by-payment\//, '/auth/invoices/') ?? null;

/** An invoice of the lists with its files' browser paths. */
export const withBrowserPaths = (invoice: InvoiceListItem): InvoiceListItem => ({
  ...invoice,
  pdf_url: browserPath(invoice.pdf_url),
  xml_url: browserPath(invoice.xml_url),
  credit_note: invoice.credit_note && { ...invoice.credit_note, pdf_url: browserPath(invoice.credit_note.pdf_url) },
  notes: invoice.notes.map((note) => ({ ...note, pdf_url: browserPath(note.pdf_url) })),
});

/**
 * The DIAN invoice shown with a paid payment's result, or null while there is none: an invoice still being issued,
 * or invoicing not answering, must never fail the payment result itself.
 */
export async function paymentInvoice(
  invoicing: InvoicingClient,
  token: string,
  paymentId: string,
  requestId: string,
): Promise<InvoiceSummary | null> {
  try {
    const { invoice } = await invoicing.invoiceByPayment(token, paymentId, requestId);
    return { ...invoice, urls: { pdf: invoice.urls.pdf ? invoicePdfPath(paymentId) : null } };
  } catch {
    return null;
  }
}

const passedHeaders = ['content-type', 'content-length', 'content-disposition', 'cache-control'];

/** A file invoicing answers (an invoice's PDF or XML, the invoices' CSV), streamed to the browser with its headers. */
export async function sendInvoicingFile(
  reply: FastifyReply,
  fetchFile: () => Promise<Response>,
  unavailable: string,
): Promise<FastifyReply> {
  let response: Response;
  try {
    response = await fetchFile();
  } catch {
    throw new AppError(503, unavailable);
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
    if (response.status === 404) throw new AppError(404, invoicingMessages.invoiceNotFound);
    if (response.status === 401) throw new AppError(401, messages.noToken);
    if (response.status === 403 || response.status === 400)
      throw new AppError(response.status, typeof body?.message === 'string' ? body.message : unavailable);
    throw new AppError(502, unavailable);
  }
  for (const name of passedHeaders) {
    const value = response.headers.get(name);
    if (value) void reply.header(name, value);
  }
  return reply.send(Readable.fromWeb(response.body as WebReadableStream));
}

const tags = ['invoicing'];
const owned = { access: 'session' as const, owns: { 'params.paymentId': 'payment' as const } };

/** A customer's invoices (/cuenta) and every invoice's files, streamed from APIDIAN through invoicing, for its user or an administrator. */
export function invoiceRoutes(app: App, invoicing: InvoicingClient, cookies: SessionCookies): void {
  app.get(
    '/auth/invoices',
    {
      config: { access: 'session' },
      schema: { tags, summary: 'Mis facturas electrónicas, con sus notas crédito', response: { 200: myInvoicesResponse } },
    },
    async (request) => {
      const { invoices } = await invoicing.myInvoices(requireSessionToken(request), request.id);
      return { success: true as const, invoices: invoices.map(withBrowserPaths) };
    },
  );

  app.post(
    '/auth/invoices/:paymentId/reenviar',
    {
      onRequest: cookies.csrfGuard,
      config: owned,
      schema: {
        tags,
        summary: 'Reenviar por correo al comprador su factura aceptada (desde el archivo de la plataforma)',
        params: invoiceParams,
        response: { 200: invoiceActionResponse },
      },
    },
    async (request) => {
      const answer = await invoicing.invoiceAction(requireSessionToken(request), request.params.paymentId, 'send-copy', request.id);
      return { ...answer, invoice: withBrowserPaths(answer.invoice) };
    },
  );

  const files = [
    {
      path: invoicePdfPath(':paymentId'),
      file: 'pdf',
      type: 'application/pdf',
      summary: 'PDF de la factura electrónica de un pago',
      unavailable: invoicingMessages.invoicePdfUnavailable,
    },
    {
      path: '/auth/invoices/:paymentId/xml',
      file: 'xml',
      type: 'application/xml',
      summary: 'XML de la factura electrónica de un pago',
      unavailable: invoicesMessages.fileUnavailable,
    },
    {
      path: '/auth/invoices/:paymentId/credit-note/pdf',
      file: 'credit-note/pdf',
      type: 'application/pdf',
      summary: 'PDF de la nota crédito que anula la factura',
      unavailable: invoicesMessages.fileUnavailable,
    },
  ] as const;
  app.get(
    '/auth/invoices/:paymentId/notes/:noteId/pdf',
    {
      config: { ...owned, file: 'application/pdf', errors: [502] },
      schema: { tags, summary: 'PDF de una nota crédito o débito de la factura', params: invoiceNoteParams },
    },
    (request, reply) =>
      sendInvoicingFile(
        reply,
        () =>
          invoicing.invoiceFile(requireSessionToken(request), request.params.paymentId, `notes/${request.params.noteId}/pdf`, request.id),
        invoicesMessages.fileUnavailable,
      ),
  );
  for (const { path, file, type, summary, unavailable } of files) {
    // 502: a file neither the archive nor APIDIAN can give (sendInvoicingFile).
    app.get(path, { config: { ...owned, file: type, errors: [502] }, schema: { tags, summary, params: invoiceParams } }, (request, reply) =>
      sendInvoicingFile(
        reply,
        () => invoicing.invoiceFile(requireSessionToken(request), request.params.paymentId, file, request.id),
        unavailable,
      ),
    );
  }
}
