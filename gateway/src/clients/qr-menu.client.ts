import { messages, qrAvailabilityResponse, qrMenuResponse, tableOrderResponse, type TableOrderRequest } from '@mb/contracts';
import { callService } from './http.js';

/** The restaurant service's public QR-menu calls (issue 37 item 3): no session, anyone may make them. */
export function qrMenuClient(baseUrl: string, timeoutMs: number) {
  const options = { timeoutMs, fallback: messages.serviceUnavailable };
  const menuPath = (slug: string) => `/public/menu/${encodeURIComponent(slug)}`;
  const tablePath = (slug: string, token: string) => `${menuPath(slug)}/mesa/${encodeURIComponent(token)}`;
  return {
    menu: (slug: string, token: string | undefined, requestId: string) =>
      callService(baseUrl, token ? tablePath(slug, token) : menuPath(slug), qrMenuResponse, { ...options, requestId }),
    available: (slug: string, token: string | undefined, requestId: string) =>
      callService(baseUrl, `${token ? tablePath(slug, token) : menuPath(slug)}/disponibles`, qrAvailabilityResponse, {
        ...options,
        requestId,
      }),
    sendOrder: (slug: string, token: string, body: TableOrderRequest, requestId: string) =>
      callService(baseUrl, `${tablePath(slug, token)}/pedidos`, tableOrderResponse, { ...options, method: 'POST', body, requestId }),
  };
}
export type QrMenuClient = ReturnType<typeof qrMenuClient>;
