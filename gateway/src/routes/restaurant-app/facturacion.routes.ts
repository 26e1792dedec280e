import {
  posDocumentListQuery,
  restaurantInvoicingResponse,
  restaurantIssuerApplication,
  saleDocumentFileParams,
  saleDocumentIdParams,
  saleDocumentRetriedResponse,
  saleDocumentsResponse,
} from '@mb/contracts';
import type { App } from '@mb/service-kit';
import type { RestaurantClient } from '../../clients/restaurant.client.js';
import { relayFileRoutes, relayRoutes } from './relay.js';

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

  relayFileRoutes(app, restaurant, [
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
  ]);
}
