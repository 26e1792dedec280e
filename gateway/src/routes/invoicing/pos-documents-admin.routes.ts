import {
  invoicingAdminMessages,
  posDocumentAdminFileParams,
  posDocumentAdminParams,
  posDocumentAdminQuery,
  posDocumentList,
  posDocumentMessages,
  posDocumentRetried,
} from '@mb/contracts';
import type { App } from '@mb/service-kit';
import type { InvoicingClient } from '../../clients/invoicing.client.js';
import { requireSessionToken, type SessionCookies } from '../../plugins/session-cookies.js';
import { sendInvoicingFile } from './invoice.routes.js';

const tags = ['invoicing-admin'];
const admin = { access: 'admin' as const, forbiddenMessage: invoicingAdminMessages.adminOnly };

/** Restaurants' DIAN documents for the vendor's administrators: list with filters, CSV, XML/PDF/DIAN answer, 'Reintentar'. */
export function posDocumentsAdminRoutes(app: App, invoicing: InvoicingClient, cookies: SessionCookies): void {
  app.get(
    '/api/facturacion/documentos-pos',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Documentos DIAN de las ventas de los restaurantes (POS, facturas, notas de ajuste)',
        querystring: posDocumentAdminQuery,
        response: { 200: posDocumentList },
      },
    },
    (request) => invoicing.listPosDocuments(requireSessionToken(request), request.query, request.id),
  );

  app.get(
    '/api/facturacion/documentos-pos.csv',
    {
      config: { ...admin, file: 'text/csv' },
      schema: { tags, summary: 'Los documentos filtrados en CSV', querystring: posDocumentAdminQuery },
    },
    (request, reply) =>
      sendInvoicingFile(
        reply,
        () => invoicing.exportPosDocuments(requireSessionToken(request), request.query, request.id),
        posDocumentMessages.listFailed,
      ),
  );

  app.get(
    '/api/facturacion/documentos-pos/:id/:file',
    {
      config: { ...admin, file: 'application/octet-stream' },
      schema: { tags, summary: 'XML, PDF o respuesta DIAN de un documento', params: posDocumentAdminFileParams },
    },
    (request, reply) =>
      sendInvoicingFile(
        reply,
        () => invoicing.posDocumentFile(requireSessionToken(request), request.params.id, request.params.file, request.id),
        posDocumentMessages.archiveUnavailable,
      ),
  );

  app.post(
    '/api/facturacion/documentos-pos/:id/reintentar',
    {
      onRequest: cookies.csrfGuard,
      config: admin,
      schema: {
        tags,
        summary: 'Reintentar un documento rechazado, retenido o pendiente',
        params: posDocumentAdminParams,
        response: { 200: posDocumentRetried },
      },
    },
    (request) => invoicing.retryPosDocument(requireSessionToken(request), request.params.id, request.id),
  );
}
