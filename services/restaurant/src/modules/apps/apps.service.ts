import { randomUUID } from 'node:crypto';
import { restaurantMessages, type OpenRestaurantResponse, type SharedApp } from '@mb/contracts';
import { AppError, type Pool } from '@mb/service-kit';
import { openDecision } from '../../domain/access.js';
import { listSeatsOf } from '../assignments/assignments.repository.js';
import { findRestaurant } from '../subscriptions/subscriptions.repository.js';
import type { RestaurantTokens } from './restaurant-token.js';

/** The caller as their platform session names them, and that session's id and expiry (seconds since the epoch). */
export interface Caller {
  userId: string;
  email: string;
  sessionId: string;
  sessionExpiresAt: number;
}

/**
 * POST /subscriptions/{id}/open-restaurant: the owner or assigned staff get a token for that restaurant, with
 * their role in it, while the subscription is active or in grace. The token is bound to the caller's platform session
 * and good for one exchange.
 */
export async function openRestaurant(
  pool: Pool,
  deps: { productSlug: string; tokens: RestaurantTokens },
  caller: Caller,
  subscriptionId: string,
): Promise<OpenRestaurantResponse> {
  const restaurant = await findRestaurant(pool, deps.productSlug, subscriptionId);
  if (!restaurant) throw new AppError(404, restaurantMessages.subscriptionNotFound);
  const isOwner = restaurant.owner_user_id === caller.userId;
  const seat = isOwner ? undefined : (await listSeatsOf(pool, caller.email, subscriptionId))[0];
  const decision = openDecision({ ownerUserId: restaurant.owner_user_id, status: restaurant.status }, caller.userId, seat?.role);
  if (!decision.allowed) {
    if (decision.reason === 'not_allowed') throw new AppError(403, restaurantMessages.notAllowed);
    throw new AppError(409, restaurantMessages.subscriptionInactive);
  }
  return {
    success: true,
    restaurant_token: deps.tokens.sign({
      sub: caller.userId,
      email: caller.email.toLowerCase(),
      subscription_id: restaurant.id,
      product_name: restaurant.product_name,
      role: decision.role,
      plan_type: restaurant.plan_type,
      sid: caller.sessionId,
      sexp: caller.sessionExpiresAt,
      jti: randomUUID(),
    }),
    role: decision.role,
    subscription_id: restaurant.id,
    product_name: restaurant.product_name,
    expires_in: deps.tokens.ttlSeconds,
  };
}

/** GET /shared/apps: restaurants other customers opened to the caller's e-mail, each as it stands now. */
export async function sharedApps(pool: Pool, email: string): Promise<SharedApp[]> {
  return (await listSeatsOf(pool, email)).map((seat) => ({
    id: seat.id,
    subscription_id: seat.subscription_id,
    product_name: seat.product_name,
    subscription_status: seat.subscription_status,
    owner_email: seat.owner_email,
    role: seat.role,
    plan_type: seat.plan_type,
  }));
}
