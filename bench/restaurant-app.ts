// The restaurant app's calls as a device makes them, shared by the benches that drive it (kitchen board, charging).
import { signTestToken } from '@mb/service-kit/testing';

export type Json = Record<string, any>;

/** A JSON call with the device's bearer token (and `headers`: an Idempotency-Key, say); anything but 200 stops the bench. */
export async function api(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Json> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as Json;
  if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
  return answer;
}

/** Into the app as the browser goes: open-restaurant with the platform session, setup-user, login. */
export async function enterRestaurant(base: string, person: { userId: string; email: string }, restaurantId: string): Promise<string> {
  const platform = signTestToken({ sub: person.userId, email: person.email });
  const { restaurant_token: restaurantToken } = await api(base, platform, 'POST', `/subscriptions/${restaurantId}/open-restaurant`);
  await api(base, restaurantToken, 'POST', '/restaurant/auth/setup-user');
  return (await api(base, restaurantToken, 'POST', '/restaurant/auth/login')).token;
}
