import { restaurantFacturacionMessages } from '@mb/contracts';
import { GATEWAY_SECRET_HEADER, httpClient, type HttpMethod, type JsonAnswer } from '@mb/service-kit';

/** A file as invoicing answers it (a document's XML or PDF, the documents' CSV), to pass on or attach. */
export interface InvoicingFile {
  status: number;
  contentType: string;
  disposition: string | null;
  body: Buffer;
}

/**
 * Invoicing's internal routes for a restaurant's sales documents and its enablement as an issuer, called with the
 * gateway's secret: invoicing cannot authorize the restaurant app's users, so this service does it first.
 */
export function invoicingClient(invoicingUrl: string, gatewaySecret: string) {
  const invoicing = httpClient({
    baseUrl: invoicingUrl,
    timeoutMs: 15_000,
    unavailable: restaurantFacturacionMessages.invoicingUnavailable,
    headers: () => ({ [GATEWAY_SECRET_HEADER]: gatewaySecret }),
  });
  const base = (restaurantId: string) => `/internal/restaurants/${encodeURIComponent(restaurantId)}`;
  return {
    /** A JSON route under the restaurant's (`path` with its query string, if any), answered as invoicing answers it. */
    json(restaurantId: string, path: string, request: { method?: HttpMethod; json?: unknown } = {}): Promise<JsonAnswer> {
      return invoicing.json(`${base(restaurantId)}${path}`, request);
    },
    async file(restaurantId: string, path: string): Promise<InvoicingFile> {
      const response = await invoicing.send(`${base(restaurantId)}${path}`, { headers: { accept: '*/*' } });
      return {
        status: response.status,
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
        disposition: response.headers.get('content-disposition'),
        body: Buffer.from(await response.arrayBuffer()),
      };
    },
  };
}
export type InvoicingClient = ReturnType<typeof invoicingClient>;
