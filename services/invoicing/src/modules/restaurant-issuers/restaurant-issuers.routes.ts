import {
  issuerIdParams,
  linkRestaurantRequest,
  linkRestaurantResponse,
  restaurantIdParams,
  restaurantInvoicingMessages as texts,
  restaurantInvoicingResponse,
  restaurantIssuerRequest,
  restaurantIssuerRequestsResponse,
  unlinkRestaurantResponse,
} from '@mb/contracts';
import { auditActor, type App } from '@mb/service-kit';
import { adminOnly } from '../admin-only.js';
import { internalOnly } from '../internal-only.js';
import type { RestaurantIssuersService } from './restaurant-issuers.service.js';

/**
 * The restaurant app's 'Facturación electrónica' section, through the restaurant service (which authorizes its
 * administrator and the plan) with the gateway's secret; and the vendor's admin side: the owners' requests and the
 * restaurant an issuer serves.
 */
export function restaurantIssuersRoutes(app: App, service: RestaurantIssuersService, gatewaySecret: string): void {
  const internal = internalOnly(gatewaySecret, texts.internalOnly);

  app.get(
    '/internal/restaurants/:restaurantId/facturacion',
    { ...internal, schema: { params: restaurantIdParams, response: { 200: restaurantInvoicingResponse } } },
    async (request) => ({ success: true as const, data: await service.state(request.params.restaurantId) }),
  );

  app.post(
    '/internal/restaurants/:restaurantId/facturacion/solicitud',
    { ...internal, schema: { params: restaurantIdParams, body: restaurantIssuerRequest, response: { 201: restaurantInvoicingResponse } } },
    async (request, reply) =>
      reply.status(201).send({ success: true as const, data: await service.request(request.params.restaurantId, request.body) }),
  );

  const admin = adminOnly(app);

  app.get(
    '/facturacion/solicitudes-restaurantes',
    { ...admin, schema: { response: { 200: restaurantIssuerRequestsResponse } } },
    async () => ({
      success: true as const,
      data: await service.requests(),
    }),
  );

  app.put(
    '/facturacion/facturadores/:id/restaurante',
    { ...admin, schema: { params: issuerIdParams, body: linkRestaurantRequest, response: { 200: linkRestaurantResponse } } },
    async (request) => ({
      success: true as const,
      message: texts.restaurantLinked,
      data: await service.link(request.params.id, request.body, auditActor(request)),
    }),
  );

  app.delete(
    '/facturacion/facturadores/:id/restaurante',
    { ...admin, schema: { params: issuerIdParams, response: { 200: unlinkRestaurantResponse } } },
    async (request) => {
      await service.unlink(request.params.id, auditActor(request));
      return { success: true as const, message: texts.restaurantUnlinked };
    },
  );
}
