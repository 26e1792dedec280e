import {
  apidianIssuerHeader,
  apidianTokenHeader,
  deleteIssuerResponse,
  enablementResponse,
  expiryWarningsLoadFailed,
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
import { callService, queryString, relayCall } from './http.js';

// invoicing waits for APIDIAN up to its own APIDIAN_TIMEOUT_MS (15 s by default); the relay waits a little longer so
// APIDIAN's slowness is reported by invoicing, not cut short here.
const relayTimeoutMs = 20_000;

/**
 * One function per invoicing call of the issuer screens and the template panel (spec 3 §7). Every one forwards the
 * admin's session; invoicing checks the role and the bodies (with the screens' own texts), so they pass as they came.
 * `fallback` is the spec's text when invoicing cannot answer.
 */
export function invoicingAdminClient(baseUrl: string, timeoutMs: number) {
  const options = (token: string, requestId: string, fallback: string) => ({ token, requestId, timeoutMs, fallback });
  const {
    issuersLoadFailed,
    parametricLoadFailed,
    issuerLoadFailed,
    updateFailed,
    issuerDeleteFailed,
    templateSaveFailed,
    connectionFailed,
  } = invoicingAdminMessages;
  return {
    typeDocuments: (token: string, requestId: string) =>
      callService(baseUrl, '/facturacion/type_documents', typeDocumentsResponse, options(token, requestId, parametricLoadFailed)),
    warnings: (token: string, requestId: string) =>
      callService(baseUrl, '/facturacion/avisos', expiryWarningsResponse, options(token, requestId, expiryWarningsLoadFailed)),
    issuers: (token: string, requestId: string) =>
      callService(baseUrl, '/facturacion/facturadores', issuersResponse, options(token, requestId, issuersLoadFailed)),
    issuer: (token: string, id: string, requestId: string) =>
      callService(
        baseUrl,
        `/facturacion/facturadores/${encodeURIComponent(id)}`,
        issuerResponse,
        options(token, requestId, issuerLoadFailed),
      ),
    updateIssuer: (token: string, id: string, body: unknown, requestId: string) =>
      callService(baseUrl, `/facturacion/facturadores/${encodeURIComponent(id)}`, updateIssuerResponse, {
        ...options(token, requestId, updateFailed),
        method: 'PUT',
        body,
      }),
    enablement: (token: string, id: string, requestId: string) =>
      callService(
        baseUrl,
        `/facturacion/facturadores/${encodeURIComponent(id)}/habilitacion`,
        enablementResponse,
        options(token, requestId, issuerLoadFailed),
      ),
    deleteIssuer: (token: string, id: string, forget: boolean, requestId: string) =>
      callService(
        baseUrl,
        `/facturacion/facturadores/${encodeURIComponent(id)}${queryString({ forget: forget ? 'true' : undefined })}`,
        deleteIssuerResponse,
        {
          ...options(token, requestId, issuerDeleteFailed),
          method: 'DELETE',
        },
      ),
    restaurantRequests: (token: string, requestId: string) =>
      callService(
        baseUrl,
        '/facturacion/solicitudes-restaurantes',
        restaurantIssuerRequestsResponse,
        options(token, requestId, issuersLoadFailed),
      ),
    linkRestaurant: (token: string, id: string, body: unknown, requestId: string) =>
      callService(baseUrl, `/facturacion/facturadores/${encodeURIComponent(id)}/restaurante`, linkRestaurantResponse, {
        ...options(token, requestId, updateFailed),
        method: 'PUT',
        body,
      }),
    unlinkRestaurant: (token: string, id: string, requestId: string) =>
      callService(baseUrl, `/facturacion/facturadores/${encodeURIComponent(id)}/restaurante`, unlinkRestaurantResponse, {
        ...options(token, requestId, updateFailed),
        method: 'DELETE',
      }),
    templates: (token: string, requestId: string) =>
      callService(baseUrl, '/templates/invoices', templatesResponse, options(token, requestId, connectionFailed)),
    template: (token: string, name: string, requestId: string) =>
      callService(
        baseUrl,
        `/templates/invoices/${encodeURIComponent(name)}`,
        templateResponse,
        options(token, requestId, connectionFailed),
      ),
    saveTemplate: (token: string, name: string, body: unknown, requestId: string) =>
      callService(baseUrl, `/templates/invoices/${encodeURIComponent(name)}`, templateResponse, {
        ...options(token, requestId, templateSaveFailed),
        method: 'PUT',
        body,
      }),
    /** An APIDIAN call of spec 3 §7 through invoicing's `/apidian/{path}`; APIDIAN's status and body come back as they are. */
    apidian: (
      token: string,
      call: { method: 'POST' | 'PUT'; path: string; apidianToken?: string; apidianIssuer?: string; body?: unknown },
      requestId: string,
    ) =>
      relayCall(baseUrl, `/apidian/${call.path}`, {
        ...options(token, requestId, connectionFailed),
        timeoutMs: Math.max(timeoutMs, relayTimeoutMs),
        method: call.method,
        body: call.body,
        headers: {
          ...(call.apidianToken ? { [apidianTokenHeader]: call.apidianToken } : {}),
          ...(call.apidianIssuer ? { [apidianIssuerHeader]: call.apidianIssuer } : {}),
        },
      }),
  };
}
export type InvoicingAdminClient = ReturnType<typeof invoicingAdminClient>;
