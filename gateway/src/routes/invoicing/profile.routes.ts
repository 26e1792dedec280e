import {
  adminInvoicingProfileParams,
  invoicingCheckResponse,
  invoicingCodesResponse,
  invoicingProfileResponse,
  updateInvoicingProfileRequest,
  updateInvoicingProfileResponse,
} from '@mb/contracts';
import type { App } from '@mb/service-kit';
import type { InvoicingClient } from '../../clients/invoicing.client.js';
import { requireSessionToken, type SessionCookies } from '../../plugins/session-cookies.js';

const tags = ['invoicing'];
const session = { access: 'session' as const };

/**
 * Spec 1 §7 "Invoicing profile": the buyer's own electronic-invoicing profile under `/{ns}` (PRODUCT_NAMESPACE).
 * invoicing checks the session and the ids; the gateway forwards who is asking.
 */
export function invoicingProfileRoutes(app: App, invoicing: InvoicingClient, cookies: SessionCookies, namespace: string): void {
  const base = `/${namespace}`;

  app.get(
    `${base}/codes`,
    {
      config: session,
      schema: {
        tags,
        summary: 'Listas DIAN del perfil: tipos de documento, regímenes, municipios',
        response: { 200: invoicingCodesResponse },
      },
    },
    async (request, reply) => {
      const codes = await invoicing.codes(requireSessionToken(request), request.id);
      // The lists change only with a release: the browser may keep them for an hour (private: it is a signed-in call).
      void reply.header('cache-control', 'private, max-age=3600');
      return codes;
    },
  );

  app.get(
    `${base}/fe/check`,
    {
      config: session,
      schema: { tags, summary: '¿Puede comprar? ready y los campos que faltan', response: { 200: invoicingCheckResponse } },
    },
    async (request) => invoicing.feCheck(requireSessionToken(request), request.id),
  );

  app.get(
    `${base}/fe/profile`,
    {
      config: session,
      schema: { tags, summary: 'Perfil de Facturación Electrónica del usuario', response: { 200: invoicingProfileResponse } },
    },
    async (request) => invoicing.profile(requireSessionToken(request), request.id),
  );

  app.put(
    `${base}/fe/profile`,
    {
      onRequest: cookies.csrfGuard,
      config: session,
      schema: {
        tags,
        summary: 'Guardar el Perfil de Facturación Electrónica',
        body: updateInvoicingProfileRequest,
        response: { 200: updateInvoicingProfileResponse },
      },
    },
    async (request) => invoicing.updateProfile(requireSessionToken(request), request.body, request.id),
  );

  // Spec 2 §2.6: 'Tomar pago' shows what a member's profile lacks and lets the administrator complete it.
  const admin = { access: 'admin' as const };
  const params = adminInvoicingProfileParams;
  app.get(
    '/auth/users/:id/fe/check',
    {
      config: admin,
      schema: {
        tags,
        summary: '¿Puede pagar el cliente? ready y los campos que faltan (administradores)',
        params,
        response: { 200: invoicingCheckResponse },
      },
    },
    async (request) => invoicing.feCheck(requireSessionToken(request), request.id, request.params.id),
  );
  app.get(
    '/auth/users/:id/fe/profile',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Perfil de Facturación Electrónica de un cliente (administradores)',
        params,
        response: { 200: invoicingProfileResponse },
      },
    },
    async (request) => invoicing.profile(requireSessionToken(request), request.id, request.params.id),
  );
  app.put(
    '/auth/users/:id/fe/profile',
    {
      onRequest: cookies.csrfGuard,
      config: admin,
      schema: {
        tags,
        summary: 'Completar el Perfil de Facturación Electrónica de un cliente (administradores; queda en la auditoría)',
        params,
        body: updateInvoicingProfileRequest,
        response: { 200: updateInvoicingProfileResponse },
      },
    },
    async (request) => invoicing.updateProfile(requireSessionToken(request), request.body, request.id, request.params.id),
  );
}
