import type { RestaurantTokenClaims } from '@mb/contracts';
import { signedTokens } from '../session/signed-tokens.js';

/**
 * Tokens for one restaurant only (a JWT, HS256) saying who, in which restaurant, as what, on which plan. The session token proves who someone is; this one says they
 * may work in this restaurant; `POST /restaurant/auth/login` exchanges it for the app's own session.
 */
export const restaurantTokens = (options: { secret: string; ttlSeconds: number }) => signedTokens<Omit<RestaurantTokenClaims, 'exp'>>(options);
export type RestaurantTokens = ReturnType<typeof restaurantTokens>;
