import { createSigner, createVerifier } from 'fast-jwt';
import type { RestaurantTokenClaims } from '@mb/contracts';

/** What a restaurant token says (the contract's claims): who, in which restaurant, as what, on which plan. */
export type RestaurantClaims = RestaurantTokenClaims & { iat: number };

/**
 * Tokens for one restaurant only (a JWT, HS256). The session token proves who someone is; this one says they
 * may work in this restaurant, so the restaurant module need not ask again on every call until it expires.
 */
export function restaurantTokens(options: { secret: string; ttlSeconds: number }) {
  return {
    ttlSeconds: options.ttlSeconds,
    sign(claims: Omit<RestaurantClaims, 'iat' | 'exp'>, now = new Date()): string {
      const sign = createSigner({ key: options.secret, algorithm: 'HS256', expiresIn: options.ttlSeconds * 1000, clockTimestamp: now.getTime() });
      return sign({ ...claims });
    },
    /** The claims of a token this service signed and that has not expired; undefined for anything else. */
    verify(token: string, now = new Date()): RestaurantClaims | undefined {
      const verify = createVerifier({ key: options.secret, algorithms: ['HS256'], clockTimestamp: now.getTime() });
      try {
        return verify(token) as RestaurantClaims;
      } catch {
        return undefined;
      }
    },
  };
}
export type RestaurantTokens = ReturnType<typeof restaurantTokens>;
