import { startRestaurant } from '../../services/restaurant/test/helpers.js';
import { listeningGateways } from './listening-gateways.js';

/**
 * A real restaurant service behind a listening gateway, started before the file's tests and closed after them, and
 * `call`: a request as the browser makes it, answered with its status and JSON body.
 */
export function restaurantBehindGateway(namespace: string) {
  let restaurant: Awaited<ReturnType<typeof startRestaurant>> | undefined;
  const gateways = listeningGateways(namespace);
  let base: string;

  beforeAll(async () => {
    restaurant = await startRestaurant(namespace);
    gateways.urls.RESTAURANT_URL = await restaurant.app.listen({ host: '127.0.0.1', port: 0 });
    base = await gateways.start();
  }, 60000);

  afterAll(async () => {
    await gateways.close();
    await restaurant?.close();
  });

  const call = async (token: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };
  return { restaurant: () => restaurant!, call, base: () => base };
}
