import type { RestaurantTokenClaims } from '@mb/contracts';
import { signedTokens } from '../session/signed-tokens.js';

/**
 * Beside what the browser reads: the platform session it was opened on (`sid`) and when that one expires (`sexp`,
 * seconds), and its own id (`jti`, used once).
 */
export type RestaurantTokenSigned = Omit<RestaurantTokenClaims, 'exp'> & { sid: string; sexp: number; jti: string };

/**
 * Tokens for one restaurant only (a JWT, HS256) saying who, in which restaurant, as what, on which plan. The session
 * token proves who someone is; this one says they may work in this restaurant; `POST /restaurant/auth/login`
 * exchanges it, once and within minutes, for the app's own session.
 */
export const restaurantTokens = (options: { secret: string; ttlSeconds: number }) => signedTokens<RestaurantTokenSigned>(options);
export type RestaurantTokens = ReturnType<typeof restaurantTokens>;
