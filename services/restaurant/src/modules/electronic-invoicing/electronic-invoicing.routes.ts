import {
  posDocumentListQuery,
  restaurantFacturacionMessages,
  restaurantInvoicingResponse,
  restaurantIssuerApplication,
  saleDocumentFileParams,
  saleDocumentIdParams,
  saleDocumentRetriedResponse,
  saleDocumentsResponse,
  type PosDocumentItem,
  type PosDocumentList,
} from '@mb/contracts';
import { AppError, type App, type JsonAnswer, type Pool } from '@mb/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireFeature, type RestaurantGuards } from '../session/restaurant-session.js';
import { ownerEmailOf } from './electronic-invoicing.repository.js';
import type { InvoicingClient, InvoicingFile } from './invoicing-client.js';

/**
 * Invoicing's answer passed on, a success shaped by `success` when given (the app's envelope); its own failure, or an
 * answer that is not JSON, is a 503 in the app's words.
 */
function relay<T>(reply: FastifyReply, answer: JsonAnswer, success?: (body: T) => object) {
  if (answer.status >= 500 || answer.body === undefined) throw new AppError(503, restaurantFacturacionMessages.invoicingUnavailable);
  return reply.code(answer.status).send(answer.ok && success ? success(answer.body as T) : answer.body);
}

function relayFile(reply: FastifyReply, file: InvoicingFile) {
  if (file.status >= 500) throw new AppError(503, restaurantFacturacionMessages.invoicingUnavailable);
  reply.code(file.status).header('content-type', file.contentType);
  if (file.disposition) reply.header('content-disposition', file.disposition);
  return reply.send(file.body);
}

/** The query string as the app sent it (checked here, read again by invoicing). */
const queryOf = (request: FastifyRequest) => {
  const at = request.url.indexOf('?');
  return at === -1 ? '' : request.url.slice(at);
};

/**
 * Issue 35: the 'Facturación electrónica' section. Only the restaurant's administrators, and only on a plan that
 * includes electronic invoicing (Estándar: 403 naming the plan that does); then invoicing answers.
 */
export function electronicInvoicingRoutes(app: App, pool: Pool, guards: RestaurantGuards, invoicing: InvoicingClient): void {
  const planIncludesIt = async (request: FastifyRequest) => requireFeature(request.restaurant, 'factura_electronica');
  const admin = { onRequest: [...guards.admin, planIncludesIt] };
  const documents = '/restaurant/facturacion/documentos';

  app.get('/restaurant/facturacion', { ...admin, schema: { response: { 200: restaurantInvoicingResponse } } }, async (request, reply) =>
    relay(reply, await invoicing.json(request.restaurant.restaurantId, '/facturacion')),
  );
  app.post(
    '/restaurant/facturacion/solicitud',
    { ...admin, schema: { body: restaurantIssuerApplication, response: { 201: restaurantInvoicingResponse } } },
    async (request, reply) => {
      const { restaurantId, email } = request.restaurant;
      const ownerEmail = (await ownerEmailOf(pool, restaurantId)) ?? email;
      const json = { ...request.body, restaurant_name: request.body.business_name, owner_email: ownerEmail };
      return relay(reply, await invoicing.json(restaurantId, '/facturacion/solicitud', { method: 'POST', json }));
    },
  );
  app.get(
    documents,
    { ...admin, schema: { querystring: posDocumentListQuery, response: { 200: saleDocumentsResponse } } },
    async (request, reply) =>
      relay(reply, await invoicing.json(request.restaurant.restaurantId, `/documentos${queryOf(request)}`), (data: PosDocumentList) => ({
        success: true,
        data,
      })),
  );
  app.get(`${documents}.csv`, { ...admin, schema: { querystring: posDocumentListQuery } }, async (request, reply) =>
    relayFile(reply, await invoicing.file(request.restaurant.restaurantId, `/documentos.csv${queryOf(request)}`)),
  );
  app.get(`${documents}/:id/:file`, { ...admin, schema: { params: saleDocumentFileParams } }, async (request, reply) =>
    relayFile(reply, await invoicing.file(request.restaurant.restaurantId, `/documentos/${request.params.id}/${request.params.file}`)),
  );
  app.post(
    `${documents}/:id/reintentar`,
    { ...admin, schema: { params: saleDocumentIdParams, response: { 200: saleDocumentRetriedResponse } } },
    async (request, reply) =>
      relay(
        reply,
        await invoicing.json(request.restaurant.restaurantId, `/documentos/${request.params.id}/reintentar`, { method: 'POST' }),
        (retried: { message: string; document: PosDocumentItem }) => ({ success: true, message: retried.message, data: retried.document }),
      ),
  );
}
