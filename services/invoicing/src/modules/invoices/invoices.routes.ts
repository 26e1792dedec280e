import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { adminRoles, invoiceByPaymentResponse, invoicingMessages } from '@mb/contracts';
import { AppError, notFound, type App, type Pool } from '@mb/service-kit';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { InvoicingConfig } from '../../config.js';
import { fetchInvoicePdf } from './invoice-pdf.js';
import { findInvoice } from './invoices.repository.js';
import { invoiceSummaryOf } from './invoices.service.js';

const params = z.object({ paymentId: z.uuid(invoicingMessages.invoiceNotFound) });

/** A payment's invoice for its own user or an administrator; anyone else learns nothing, not even that it exists. */
export function invoicesRoutes(app: App, pool: Pool, config: InvoicingConfig): void {
  const signedIn = { onRequest: [app.authenticate] };

  async function visibleInvoice(request: FastifyRequest, paymentId: string) {
    const invoice = await findInvoice(pool, paymentId);
    const allowed = invoice && (invoice.user_id === request.user.sub || adminRoles.includes(request.user.role));
    const summary = allowed ? invoiceSummaryOf(invoice) : null;
    if (!invoice || !summary) throw notFound(invoicingMessages.invoiceNotFound);
    return { invoice, summary };
  }

  app.get(
    '/invoices/by-payment/:paymentId',
    { ...signedIn, schema: { params, response: { 200: invoiceByPaymentResponse } } },
    async (request) => ({ success: true as const, invoice: (await visibleInvoice(request, request.params.paymentId)).summary }),
  );

  app.get('/invoices/by-payment/:paymentId/pdf', { ...signedIn, schema: { params } }, async (request, reply) => {
    const { invoice } = await visibleInvoice(request, request.params.paymentId);
    if (invoice.status !== 'issued' || !invoice.pdf_filename) throw notFound(invoicingMessages.invoiceNotFound);
    let response: Response;
    try {
      response = await fetchInvoicePdf({ baseUrl: config.APIDIAN_URL, timeoutMs: config.APIDIAN_TIMEOUT_MS }, config.PLATFORM_ISSUER_NIT, invoice.pdf_filename);
    } catch {
      throw new AppError(503, invoicingMessages.invoicePdfUnavailable);
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new AppError(502, invoicingMessages.invoicePdfUnavailable);
    }
    void reply
      .header('content-type', response.headers.get('content-type') ?? 'application/pdf')
      .header('content-disposition', `inline; filename="${invoice.prefix}${invoice.number}.pdf"`)
      .header('cache-control', 'private, max-age=3600');
    const length = response.headers.get('content-length');
    if (length) void reply.header('content-length', length);
    return reply.send(Readable.fromWeb(response.body as WebReadableStream));
  });
}
