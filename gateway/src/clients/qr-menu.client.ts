import { messages, qrAvailabilityResponse, qrMenuResponse, tableOrderResponse, type TableOrderRequest } from '@mb/contracts';
import { callService } from './http.js';

/** Where a QR page is read: at a table (its token), in a branch (its slug, issue 37 item 4), or the restaurant's address. */
export interface QrPlace {
  token?: string | undefined;
  sede?: string | undefined;
}

/** The restaurant service's public QR-menu calls (issue 37 item 3): no session, anyone may make them. */
export function qrMenuClient(baseUrl: string, timeoutMs: number) {
  const options = { timeoutMs, fallback: messages.serviceUnavailable };
  const menuPath = (slug: string) => `/public/menu/${encodeURIComponent(slug)}`;
  const tablePath = (slug: string, token: string) => `${menuPath(slug)}/mesa/${encodeURIComponent(token)}`;
  const placePath = (slug: string, place: QrPlace) => {
    if (place.token) return tablePath(slug, place.token);
    return place.sede ? `${menuPath(slug)}/sede/${encodeURIComponent(place.sede)}` : menuPath(slug);
  };
  return {
    menu: (slug: string, place: QrPlace, requestId: string) =>
      callService(baseUrl, placePath(slug, place), qrMenuResponse, { ...options, requestId }),
    available: (slug: string, place: QrPlace, requestId: string) =>
      callService(baseUrl, `${placePath(slug, place)}/disponibles`, qrAvailabilityResponse, { ...options, requestId }),
    sendOrder: (slug: string, token: string, body: TableOrderRequest, requestId: string) =>
      callService(baseUrl, `${tablePath(slug, token)}/pedidos`, tableOrderResponse, { ...options, method: 'POST', body, requestId }),
  };
}
export type QrMenuClient = ReturnType<typeof qrMenuClient>;
