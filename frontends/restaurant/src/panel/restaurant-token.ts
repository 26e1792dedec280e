import { restaurantTokenClaims, type RestaurantTokenClaims } from '@mb/contracts';
import { readStorage, storageKeys } from '@mb/ui';

export type RestaurantSession = { state: 'open'; claims: RestaurantTokenClaims } | { state: 'missing' | 'expired' };

/** A JWT's payload: base64url JSON in UTF-8 (product names carry accents). */
function decodePayload(token: string): unknown {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '=');
  try {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

/**
 * The restaurant the account opened (spec 2 §4: local storage key restaurant_token). Read, not verified:
 * it only says what to show; the restaurant service verifies the token on every call. A token that cannot
 * be read counts as none.
 */
export function readRestaurantSession(now = Date.now()): RestaurantSession {
  const token = readStorage(storageKeys.restaurantToken);
  const claims = token ? restaurantTokenClaims.safeParse(decodePayload(token)) : undefined;
  if (!claims?.success) return { state: 'missing' };
  if (claims.data.exp * 1000 <= now) return { state: 'expired' };
  return { state: 'open', claims: claims.data };
}
