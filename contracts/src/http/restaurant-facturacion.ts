import { z } from 'zod';
import { posDocumentFiles, posDocumentItem, posDocumentList, posDocumentMessages } from './pos-documents.js';
import { restaurantIssuerRequest } from './restaurant-invoicing.js';

/**
 * The restaurant app's 'Facturación electrónica' section (issue 35 items 1, 6, 8): the restaurant's administrator,
 * on a plan that includes it (Pro and Gold; Estándar gets 403 naming the plan), reads the state of its enablement as a
 * DIAN issuer, requests it, and lists its sales' documents. The restaurant service authorizes and asks invoicing.
 *
 * GET  /restaurant/facturacion                            → `restaurantInvoicingResponse` (state, steps, what is missing)
 * POST /restaurant/facturacion/solicitud                  → 201 `restaurantInvoicingResponse`
 * GET  /restaurant/facturacion/documentos?…               → `saleDocumentsResponse` (filters: `posDocumentListQuery`)
 * GET  /restaurant/facturacion/documentos.csv?…           → text/csv
 * GET  /restaurant/facturacion/documentos/{id}/xml|pdf|respuesta → the file
 * POST /restaurant/facturacion/documentos/{id}/reintentar → `saleDocumentRetriedResponse`
 */
export const restaurantFacturacionMessages = {
  invoicingUnavailable: 'No se pudo consultar la facturación electrónica en este momento: intenta de nuevo en unos segundos',
} as const;

/**
 * The company as the restaurant's administrator types it: the owner's e-mail (who the vendor contacts) and the
 * restaurant's name are the service's to add.
 */
export const restaurantIssuerApplication = restaurantIssuerRequest.omit({ owner_email: true, restaurant_name: true });
export type RestaurantIssuerApplication = z.infer<typeof restaurantIssuerApplication>;

export const saleDocumentIdParams = z.object({ id: z.uuid(posDocumentMessages.notFound) });
export const saleDocumentFileParams = saleDocumentIdParams.extend({ file: z.enum(posDocumentFiles, posDocumentMessages.notFound) });
export const saleDocumentsResponse = z.object({ success: z.literal(true), data: posDocumentList });
export const saleDocumentRetriedResponse = z.object({ success: z.literal(true), message: z.string(), data: posDocumentItem });
