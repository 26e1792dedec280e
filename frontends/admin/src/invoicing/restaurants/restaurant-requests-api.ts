import { apiRequest } from '@mb/ui';
import type { LinkRestaurantRequest, RestaurantIssuerRequestItem } from '@mb/contracts';

const base = '/api/facturacion';

export async function fetchRestaurantRequests(fallback: string): Promise<RestaurantIssuerRequestItem[]> {
  return (await apiRequest<{ data: RestaurantIssuerRequestItem[] }>(`${base}/solicitudes-restaurantes`, { fallback })).data;
}

/** The issuer documents that restaurant's sales from now on. */
export async function linkRestaurant(issuerId: number, body: LinkRestaurantRequest, fallback: string): Promise<string> {
  return (await apiRequest<{ message: string }>(`${base}/facturadores/${issuerId}/restaurante`, { method: 'PUT', body, fallback })).message;
}
