import {
  invoiceActionResponse,
  invoiceParams,
  invoicesMessages,
  invoicingAdminMessages,
  issueInvoiceNoteBody,
  listInvoicesQuery,
  listInvoicesResponse,
} from '@mb/contracts';
import type { App } from '@mb/service-kit';
import type { InvoicingClient } from '../../clients/invoicing.client.js';
import { requireSessionToken, type SessionCookies } from '../../plugins/session-cookies.js';
import { sendInvoicingFile, withBrowserPaths } from './invoice.routes.js';

const tags = ['invoicing-admin'];
const admin = { access: 'admin' as const, forbiddenMessage: invoicingAdminMessages.adminOnly };

/** The invoices view /admin/facturacion/facturas (Admin, SuperAdmin): list, CSV, 'Reintentar' and 'Reenviar'. */
export function invoicesAdminRoutes(app: App, invoicing: InvoicingClient, cookies: SessionCookies): void {
  app.get(
    '/api/facturacion/facturas',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Facturas de la plataforma: estado DIAN, filtros y búsqueda',
        querystring: listInvoicesQuery,
        response: { 200: listInvoicesResponse },
      },
    },
    async (request) => {
      const answer = await invoicing.listInvoices(requireSessionToken(request), request.query, request.id);
      return { ...answer, invoices: answer.invoices.map(withBrowserPaths) };
    },
  );

  app.get(
    '/api/facturacion/facturas/export',
    { config: { ...admin, file: 'text/csv' }, schema: { tags, summary: 'Las facturas filtradas en CSV', querystring: listInvoicesQuery } },
    (request, reply) =>
      sendInvoicingFile(
        reply,
        () => invoicing.exportInvoices(requireSessionToken(request), request.query, request.id),
        invoicesMessages.listFailed,
      ),
  );

  for (const [segment, action, summary] of [
    ['reintentar', 'retry', 'Reintentar una factura no aceptada por la DIAN'],
    ['reenviar', 'resend', 'Reenviar por correo una factura aceptada'],
  ] as const) {
    app.post(
      `/api/facturacion/facturas/:paymentId/${segment}`,
      {
        onRequest: cookies.csrfGuard,
        config: admin,
        schema: { tags, summary, params: invoiceParams, response: { 200: invoiceActionResponse } },
      },
      async (request) => {
        const answer = await invoicing.invoiceAction(requireSessionToken(request), request.params.paymentId, action, request.id);
        return { ...answer, invoice: withBrowserPaths(answer.invoice) };
      },
    );
  }

  app.post(
    '/api/facturacion/facturas/:paymentId/notas',
    {
      onRequest: cookies.csrfGuard,
      config: admin,
      schema: {
        tags,
        summary: 'Emitir una nota crédito (líneas o valor) o débito con el motivo de la DIAN',
        params: invoiceParams,
        body: issueInvoiceNoteBody,
        response: { 200: invoiceActionResponse },
      },
    },
    async (request) => {
      const answer = await invoicing.issueNote(requireSessionToken(request), request.params.paymentId, request.body, request.id);
      return { ...answer, invoice: withBrowserPaths(answer.invoice) };
    },
  );
}
