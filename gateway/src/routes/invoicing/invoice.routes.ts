import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { invoicingMessages, messages, type InvoiceSummary } from '@mb/contracts';
import { AppError, type App } from '@mb/service-kit';
import { z } from 'zod';
import type { InvoicingClient } from '../../clients/invoicing.client.js';
import { requireSessionToken } from '../../plugins/session-cookies.js';

/** Where the browser downloads a payment's invoice PDF (the link of the invoice toast, spec 1 §8). */
export const invoicePdfPath = (paymentId: string) => `/auth/invoices/${paymentId}/pdf`;

/**
 * The DIAN invoice shown with a paid payment's result, or null while there is none: an invoice still being issued,
 * or invoicing not answering, must never fail the payment result itself.
 */
export async function paymentInvoice(invoicing: InvoicingClient, token: string, paymentId: string, requestId: string): Promise<InvoiceSummary | null> {
  try {
    const { invoice } = await invoicing.invoiceByPayment(token, paymentId, requestId);
    return { ...invoice, urls: { pdf: invoice.urls.pdf ? invoicePdfPath(paymentId) : null } };
  } catch {
    return null;
  }
}

const passedHeaders = ['content-type', 'content-length', 'content-disposition', 'cache-control'];

/** The invoice PDF, streamed from APIDIAN through invoicing, for the payment's user or an administrator. */
export function invoiceRoutes(app: App, invoicing: InvoicingClient): void {
  app.get(
    invoicePdfPath(':paymentId'),
    {
      config: { access: 'session', owns: { 'params.paymentId': 'payment' }, file: 'application/pdf' },
      schema: {
        tags: ['invoicing'],
        summary: 'PDF de la factura electrónica de un pago',
        params: z.object({ paymentId: z.uuid(invoicingMessages.invoiceNotFound) }),
      },
    },
    async (request, reply) => {
      const token = requireSessionToken(request);
      let response: Response;
      try {
        response = await invoicing.invoicePdf(token, request.params.paymentId, request.id);
      } catch {
        throw new AppError(503, invoicingMessages.invoicePdfUnavailable);
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        if (response.status === 404) throw new AppError(404, invoicingMessages.invoiceNotFound);
        if (response.status === 401) throw new AppError(401, messages.noToken);
        throw new AppError(502, invoicingMessages.invoicePdfUnavailable);
      }
      for (const name of passedHeaders) {
        const value = response.headers.get(name);
        if (value) void reply.header(name, value);
      }
      return reply.send(Readable.fromWeb(response.body as WebReadableStream));
    },
  );
}
