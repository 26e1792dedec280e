import {
  apidianIssuerHeader,
  apidianProxyCalls,
  apidianTokenHeader,
  deleteIssuerQuery,
  deleteIssuerResponse,
  enablementResponse,
  expiryWarningsResponse,
  invoicingAdminMessages,
  issuerResponse,
  issuersResponse,
  linkRestaurantResponse,
  restaurantIssuerRequestsResponse,
  templateResponse,
  templatesResponse,
  typeDocumentsResponse,
  unlinkRestaurantResponse,
  updateIssuerResponse,
} from '@mb/contracts';
import type { App } from '@mb/service-kit';
import { z } from 'zod';
import type { InvoicingAdminClient } from '../../clients/invoicing-admin.client.js';
import { requireSessionToken, type SessionCookies } from '../../plugins/session-cookies.js';

const tags = ['invoicing-admin'];
// invoicing checks the role and the input with the screens' own texts; the gateway only keeps path segments sane.
const segment = z.string().min(1).max(200);
const idParams = z.object({ id: segment });
const nameParams = z.object({ name: segment });
const anyBody = z.unknown();
const admin = { access: 'admin' as const, forbiddenMessage: invoicingAdminMessages.adminOnly };

/**
 * Spec 3 §7: the issuer screens and the template panel (Admin, SuperAdmin). The APIDIAN calls go under
 * `/api/ubl2.1/` with the issuer's token in `x-apidian-token` (never in Authorization, which would skip the CSRF check
 * of a cookie session) and come back with APIDIAN's status and body as they are.
 */
export function invoicingAdminRoutes(app: App, invoicing: InvoicingAdminClient, cookies: SessionCookies): void {
  app.get(
    '/api/facturacion/type_documents',
    {
      config: admin,
      schema: { tags, summary: 'Tipos de documento con numeración, para la resolución', response: { 200: typeDocumentsResponse } },
    },
    (request) => invoicing.typeDocuments(requireSessionToken(request), request.id),
  );

  app.get(
    '/api/facturacion/facturadores',
    { config: admin, schema: { tags, summary: 'Facturadores (sin la compañía del administrador)', response: { 200: issuersResponse } } },
    (request) => invoicing.issuers(requireSessionToken(request), request.id),
  );

  app.get(
    '/api/facturacion/avisos',
    {
      config: admin,
      schema: { tags, summary: 'Avisos: numeraciones y certificados a punto de vencerse', response: { 200: expiryWarningsResponse } },
    },
    (request) => invoicing.warnings(requireSessionToken(request), request.id),
  );

  app.get(
    '/api/facturacion/facturadores/:id',
    { config: admin, schema: { tags, summary: 'Un facturador, para editarlo', params: idParams, response: { 200: issuerResponse } } },
    (request) => invoicing.issuer(requireSessionToken(request), request.params.id, request.id),
  );

  app.get(
    '/api/facturacion/facturadores/:id/habilitacion',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Habilitación guiada: cada paso con su estado y el set de pruebas de la DIAN',
        params: idParams,
        response: { 200: enablementResponse },
      },
    },
    (request) => invoicing.enablement(requireSessionToken(request), request.params.id, request.id),
  );

  app.put(
    '/api/facturacion/facturadores/:id',
    {
      onRequest: cookies.csrfGuard,
      config: admin,
      schema: {
        tags,
        summary: 'Editar un facturador (en APIDIAN y aquí)',
        params: idParams,
        body: anyBody,
        response: { 200: updateIssuerResponse },
      },
    },
    (request) => invoicing.updateIssuer(requireSessionToken(request), request.params.id, request.body, request.id),
  );

  app.delete(
    '/api/facturacion/facturadores/:id',
    {
      onRequest: cookies.csrfGuard,
      config: admin,
      schema: {
        tags,
        summary: 'Eliminar usuario y compañía',
        params: idParams,
        querystring: deleteIssuerQuery,
        response: { 200: deleteIssuerResponse },
      },
    },
    (request) => invoicing.deleteIssuer(requireSessionToken(request), request.params.id, request.query.forget === 'true', request.id),
  );

  app.get(
    '/api/facturacion/solicitudes-restaurantes',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Solicitudes de restaurantes para facturar electrónicamente',
        response: { 200: restaurantIssuerRequestsResponse },
      },
    },
    (request) => invoicing.restaurantRequests(requireSessionToken(request), request.id),
  );

  app.put(
    '/api/facturacion/facturadores/:id/restaurante',
    {
      onRequest: cookies.csrfGuard,
      config: admin,
      schema: {
        tags,
        summary: 'Vincular el facturador a un restaurante (sus ventas se documentan con él)',
        params: idParams,
        body: anyBody,
        response: { 200: linkRestaurantResponse },
      },
    },
    (request) => invoicing.linkRestaurant(requireSessionToken(request), request.params.id, request.body, request.id),
  );

  app.delete(
    '/api/facturacion/facturadores/:id/restaurante',
    {
      onRequest: cookies.csrfGuard,
      config: admin,
      schema: { tags, summary: 'Desvincular el restaurante del facturador', params: idParams, response: { 200: unlinkRestaurantResponse } },
    },
    (request) => invoicing.unlinkRestaurant(requireSessionToken(request), request.params.id, request.id),
  );

  app.get(
    '/api/templates/invoices',
    { config: admin, schema: { tags, summary: 'Plantillas de factura', response: { 200: templatesResponse } } },
    (request) => invoicing.templates(requireSessionToken(request), request.id),
  );

  app.get(
    '/api/templates/invoices/:name',
    { config: admin, schema: { tags, summary: 'Una plantilla: nombre y JSON', params: nameParams, response: { 200: templateResponse } } },
    (request) => invoicing.template(requireSessionToken(request), request.params.name, request.id),
  );

  app.put(
    '/api/templates/invoices/:name',
    {
      onRequest: cookies.csrfGuard,
      config: admin,
      schema: { tags, summary: 'Guardar una plantilla', params: nameParams, body: anyBody, response: { 200: templateResponse } },
    },
    (request) => invoicing.saveTemplate(requireSessionToken(request), request.params.name, request.body, request.id),
  );

  for (const call of apidianProxyCalls) {
    const names = [...call.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    app.route({
      method: call.method,
      url: `/api/ubl2.1/${call.path}`,
      onRequest: cookies.csrfGuard,
      // APIDIAN's own refusals come back as they are (a wrong issuer token, its validation errors).
      config: { ...admin, errors: [401, 422] },
      // A certificate or a test invoice with its annexes, all base64, outgrows the default megabyte.
      bodyLimit: 5 * 1024 * 1024,
      schema: {
        tags,
        summary: `APIDIAN ${call.method} ${call.path}`,
        params: z.object(Object.fromEntries(names.map((name) => [name, segment]))),
        body: anyBody,
      },
      handler: async (request, reply) => {
        const params = request.params as Record<string, string>;
        const path = call.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]!));
        const [apidianToken, apidianIssuer] = [request.headers[apidianTokenHeader], request.headers[apidianIssuerHeader]];
        const { status, body } = await invoicing.apidian(
          requireSessionToken(request),
          {
            method: call.method,
            path,
            apidianToken: typeof apidianToken === 'string' ? apidianToken : undefined,
            apidianIssuer: typeof apidianIssuer === 'string' ? apidianIssuer : undefined,
            body: request.body,
          },
          request.id,
        );
        return reply.status(status).send(body);
      },
    });
  }
}
