import {
  deleteIssuerQuery,
  deleteIssuerResponse,
  invoicingAdminMessages,
  issuerIdParams,
  issuerResponse,
  issuersResponse,
  typeDocumentsResponse,
  updateIssuerRequest,
  updateIssuerResponse,
} from '@mb/contracts';
import { auditActor, type App, type Pool } from '@mb/service-kit';
import { adminOnly } from '../admin-only.js';
import { listNumberedTypeDocuments } from './issuers.repository.js';
import type { IssuersService } from './issuers.service.js';

/** Spec 3 §7 same-site calls of the issuer screens, under `/facturacion`. */
export function issuersRoutes(app: App, pool: Pool, issuers: IssuersService): void {
  const admin = adminOnly(app);

  app.get('/facturacion/type_documents', { ...admin, schema: { response: { 200: typeDocumentsResponse } } }, async () => ({
    success: true as const,
    data: await listNumberedTypeDocuments(pool),
  }));

  app.get('/facturacion/facturadores', { ...admin, schema: { response: { 200: issuersResponse } } }, async () => ({
    success: true as const,
    data: await issuers.list(),
  }));

  app.get(
    '/facturacion/facturadores/:id',
    { ...admin, schema: { params: issuerIdParams, response: { 200: issuerResponse } } },
    async (request) => ({ success: true as const, data: await issuers.get(request.params.id) }),
  );

  app.put(
    '/facturacion/facturadores/:id',
    { ...admin, schema: { params: issuerIdParams, body: updateIssuerRequest, response: { 200: updateIssuerResponse } } },
    async (request) => ({
      success: true as const,
      message: invoicingAdminMessages.issuerUpdated,
      data: await issuers.update(request.params.id, request.body, auditActor(request)),
    }),
  );

  app.delete(
    '/facturacion/facturadores/:id',
    { ...admin, schema: { params: issuerIdParams, querystring: deleteIssuerQuery, response: { 200: deleteIssuerResponse } } },
    async (request) => {
      await issuers.remove(request.params.id, auditActor(request), { forget: request.query.forget === 'true' });
      return { success: true as const, message: invoicingAdminMessages.issuerDeleted };
    },
  );
}
