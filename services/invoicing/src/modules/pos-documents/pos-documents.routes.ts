import {
  posDocumentAdminFileParams,
  posDocumentAdminParams,
  posDocumentAdminQuery,
  posDocumentFileParams,
  posDocumentList,
  posDocumentListQuery,
  posDocumentMessages as texts,
  posDocumentPageSize,
  posDocumentParams,
  posDocumentRetried,
  type PosDocumentListQuery,
} from '@mb/contracts';
import { AppError, notFound, type App } from '@mb/service-kit';
import type { FastifyReply } from 'fastify';
import { adminOnly } from '../admin-only.js';
import { archivedDocument } from '../archive/archive-reader.js';
import { archiveId } from '../archive/archive.service.js';
import { sendArchivedFile } from '../invoices/invoice-files.js';
import { internalOnly } from '../internal-only.js';
import { posDocumentItem, posDocumentsCsv } from './pos-document-view.js';
import { findPosDocument, listPosDocuments, type PosDocumentFilters, type PosDocumentRow } from './pos-documents.repository.js';
import type { PosDocumentsDeps } from './pos-document-issuer.js';
import { archiveTypes, retryDocument } from './pos-document-sender.js';

const filtersOf = (query: PosDocumentListQuery, restaurantId?: string): PosDocumentFilters => ({
  restaurantId,
  from: query.desde,
  to: query.hasta,
  status: query.estado,
  kind: query.tipo,
  buyer: query.comprador,
  number: query.numero,
});

/**
 * A restaurant's documents (issue 35 item 6): internal routes for the restaurant service (which authorizes the
 * restaurant's administrator and plan) and the same for the vendor's administrators, any restaurant's.
 */
export function posDocumentsRoutes(app: App, deps: PosDocumentsDeps, gatewaySecret: string): void {
  const { pool } = deps;

  const list = async (query: PosDocumentListQuery, restaurantId?: string) => {
    const page = { limit: posDocumentPageSize, offset: (query.page - 1) * posDocumentPageSize };
    const { rows, total } = await listPosDocuments(pool, filtersOf(query, restaurantId), page);
    return { documents: rows.map(posDocumentItem), total, page: query.page, page_size: posDocumentPageSize };
  };
  const csv = async (reply: FastifyReply, query: PosDocumentListQuery, restaurantId?: string) => {
    const { rows } = await listPosDocuments(pool, filtersOf(query, restaurantId), { limit: 100_000, offset: 0 });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="documentos-dian.csv"')
      .send(posDocumentsCsv(rows));
  };
  const found = async (id: string, restaurantId?: string): Promise<PosDocumentRow> => {
    const document = await findPosDocument(pool, id);
    if (!document || (restaurantId && document.restaurant_id !== restaurantId)) throw notFound(texts.notFound);
    return document;
  };
  const file = async (reply: FastifyReply, document: PosDocumentRow, kind: 'xml' | 'pdf' | 'respuesta') => {
    const number = `${document.prefix}${document.number}`;
    if (kind === 'respuesta') {
      if (document.response === null) throw new AppError(409, texts.notIssued);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="respuesta-dian-${number}.json"`)
        .send(JSON.stringify(document.response, null, 2));
    }
    if (document.status !== 'emitido') throw new AppError(409, texts.notIssued);
    const archived = await archivedDocument(deps, archiveId(archiveTypes[document.kind], document.id), null, texts.archiveUnavailable);
    const stored = archived.files[kind];
    return sendArchivedFile(reply, stored, await deps.archive.readFile(stored), `${number}.${kind}`);
  };
  const retry = async (document: PosDocumentRow) => {
    if (document.status === 'emitido') throw new AppError(409, texts.notRetriable);
    const after = (await retryDocument(deps, document.restaurant_id, document.id))!;
    return { message: texts.retried, document: posDocumentItem(after) };
  };

  const internal = internalOnly(gatewaySecret, texts.forbidden);
  const base = '/internal/restaurants/:restaurantId/documentos';
  app.get(
    base,
    {
      ...internal,
      schema: {
        params: posDocumentParams.pick({ restaurantId: true }),
        querystring: posDocumentListQuery,
        response: { 200: posDocumentList },
      },
    },
    async (request) => list(request.query, request.params.restaurantId),
  );
  app.get(
    `${base}.csv`,
    { ...internal, schema: { params: posDocumentParams.pick({ restaurantId: true }), querystring: posDocumentListQuery } },
    async (request, reply) => csv(reply, request.query, request.params.restaurantId),
  );
  app.get(`${base}/:id/:file`, { ...internal, schema: { params: posDocumentFileParams } }, async (request, reply) =>
    file(reply, await found(request.params.id, request.params.restaurantId), request.params.file),
  );
  app.post(
    `${base}/:id/reintentar`,
    { ...internal, schema: { params: posDocumentParams, response: { 200: posDocumentRetried } } },
    async (request) => retry(await found(request.params.id, request.params.restaurantId)),
  );

  const admin = adminOnly(app);
  app.get(
    '/facturacion/documentos-pos',
    { ...admin, schema: { querystring: posDocumentAdminQuery, response: { 200: posDocumentList } } },
    async (request) => list(request.query, request.query.restaurante),
  );
  app.get('/facturacion/documentos-pos.csv', { ...admin, schema: { querystring: posDocumentAdminQuery } }, async (request, reply) =>
    csv(reply, request.query, request.query.restaurante),
  );
  app.get('/facturacion/documentos-pos/:id/:file', { ...admin, schema: { params: posDocumentAdminFileParams } }, async (request, reply) =>
    file(reply, await found(request.params.id), request.params.file),
  );
  app.post(
    '/facturacion/documentos-pos/:id/reintentar',
    { ...admin, schema: { params: posDocumentAdminParams, response: { 200: posDocumentRetried } } },
    async (request) => retry(await found(request.params.id)),
  );
}
