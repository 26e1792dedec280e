import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  messages,
  posDocumentListQuery,
  restaurantInvoicingResponse,
  restaurantIssuerApplication,
  saleDocumentFileParams,
  saleDocumentIdParams,
  saleDocumentRetriedResponse,
  saleDocumentsResponse,
} from '@mb/contracts';
import { AppError, type App } from '@mb/service-kit';
import type { FastifyReply } from 'fastify';
import type { RestaurantClient } from '../../clients/restaurant.client.js';
import { relayRoutes, restaurantBearer, sendAsWritten, tags } from './relay.js';

const passedHeaders = ['content-type', 'content-length', 'content-disposition'];

/** A file the restaurant service answers, streamed with its headers; a refusal comes back as it wrote it (its Spanish). */
async function sendRestaurantFile(reply: FastifyReply, fetchFile: () => Promise<Response>): Promise<FastifyReply> {
  let response: Response;
  try {
    response = await fetchFile();
  } catch {
    throw new AppError(503, messages.serviceUnavailable);
  }
  if (!response.ok || !response.body) return sendAsWritten(reply.code(response.ok ? 502 : response.status), await response.text());
  for (const name of passedHeaders) {
    const value = response.headers.get(name);
    if (value) reply.header(name, value);
  }
  return reply.send(Readable.fromWeb(response.body as WebReadableStream));
}

/**
 * Issue 35: the restaurant app's 'Facturación electrónica' section. The restaurant service authorizes (its
 * administrators, on a plan with electronic invoicing) and asks invoicing.
 */
export function restaurantFacturacionRoutes(app: App, restaurant: RestaurantClient): void {
  relayRoutes(app, restaurant, [
    {
      method: 'GET',
      url: '/restaurant/facturacion',
      summary:
        'Facturación electrónica del restaurante (admin, Plan Pro o Gold): su estado como emisor ante la DIAN, cada paso, lo que falta, ' +
        'el rango de numeración y el certificado',
      response: restaurantInvoicingResponse,
    },
    {
      method: 'POST',
      url: '/restaurant/facturacion/solicitud',
      summary: 'Solicitar la habilitación del restaurante como emisor de documentos electrónicos (admin, Plan Pro o Gold): su empresa',
      body: restaurantIssuerApplication,
      response: restaurantInvoicingResponse,
      success: 201,
    },
    {
      method: 'GET',
      url: '/restaurant/facturacion/documentos',
      summary: 'Documentos DIAN de las ventas del restaurante (admin): filtros de fecha, estado, tipo, comprador y número, por páginas',
      querystring: posDocumentListQuery,
      response: saleDocumentsResponse,
    },
    {
      method: 'POST',
      url: '/restaurant/facturacion/documentos/:id/reintentar',
      summary: 'Reintentar ante la DIAN un documento rechazado, retenido o pendiente (admin), con el mismo número',
      params: saleDocumentIdParams,
      response: saleDocumentRetriedResponse,
    },
  ]);

  const files = [
    {
      url: '/restaurant/facturacion/documentos.csv',
      querystring: posDocumentListQuery,
      file: 'text/csv',
      summary: 'Los documentos DIAN en CSV (admin)',
    },
    {
      url: '/restaurant/facturacion/documentos/:id/:file',
      params: saleDocumentFileParams,
      file: 'application/octet-stream',
      summary: 'XML (AttachedDocument), PDF o respuesta de la DIAN de un documento (admin)',
    },
  ];
  for (const { url, file, summary, ...input } of files) {
    app.get(url, { config: { access: 'restaurant', owns: {}, file }, schema: { tags, summary, ...input } }, (request, reply) =>
      sendRestaurantFile(reply, () => restaurant.appFile(request.url, restaurantBearer(request), request.id)),
    );
  }
}
