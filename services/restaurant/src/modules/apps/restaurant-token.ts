import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RestaurantTokenClaims } from '@mb/contracts';

/** What a restaurant token says (the contract's claims): who, in which restaurant, as what, on which plan. */
export type RestaurantClaims = RestaurantTokenClaims & { iat: number };

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/**
 * Tokens for one restaurant only (a JWT, HS256). The session token proves who someone is; this one says they
 * may work in this restaurant, so the restaurant module need not ask again on every call until it expires.
 */
export function restaurantTokens(options: { secret: string; ttlSeconds: number }) {
  const signature = (content: string) => createHmac('sha256', options.secret).update(content).digest();

  return {
    ttlSeconds: options.ttlSeconds,
    sign(claims: Omit<RestaurantClaims, 'iat' | 'exp'>, now = new Date()): string {
      const iat = Math.floor(now.getTime() / 1000);
      const content = `${header}.${base64url(JSON.stringify({ ...claims, iat, exp: iat + options.ttlSeconds }))}`;
      return `${content}.${base64url(signature(content))}`;
    },
    /** The claims of a token this service signed and that has not expired; undefined for anything else. */
    verify(token: string, now = new Date()): RestaurantClaims | undefined {
      const [head, body, mac, ...rest] = token.split('.');
      if (head !== header || !body || !mac || rest.length > 0) return undefined;
      const given = Buffer.from(mac, 'base64url');
      const expected = signature(`${head}.${body}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as RestaurantClaims;
      return claims.exp > now.getTime() / 1000 ? claims : undefined;
    },
  };
}
export type RestaurantTokens = ReturnType<typeof restaurantTokens>;
