import { restaurantAppMessages, type RestaurantLoginResponse, type RestaurantUser } from '@mb/contracts';
import { AppError, type Pool } from '@mb/service-kit';
import type { RestaurantTokens } from '../apps/restaurant-token.js';
import type { AssertPlatformAccess } from '../session/platform-access.js';
import { currentContext, standingView, type RestaurantContext } from '../session/restaurant-session.js';
import type { SessionTokens } from '../session/session-token.js';
import { findUserStanding } from '../session/standing.repository.js';
import { listSeatsOf } from '../assignments/assignments.repository.js';
import { findRestaurant } from '../subscriptions/subscriptions.repository.js';
import { sessionStanding } from '../../domain/access.js';
import { permissionsOf } from '../../domain/permissions.js';
import { findRestaurantUserOf, upsertRestaurantUser } from './restaurant-users.repository.js';
import { claimRestaurantToken } from './used-tokens.repository.js';

export interface AuthDeps {
  productSlug: string;
  restaurantTokens: RestaurantTokens;
  sessionTokens: SessionTokens;
  platformAccess: AssertPlatformAccess;
}

export const userView = (
  context: Pick<RestaurantContext, 'userId' | 'platformUserId' | 'email' | 'role' | 'isOwner' | 'createdAt'>,
): RestaurantUser => ({
  id: context.userId,
  user_id: context.platformUserId,
  email: context.email,
  role: context.role,
  is_owner: context.isOwner,
  created_at: context.createdAt.toISOString(),
  permissions: permissionsOf(context.role),
});

/**
 * The restaurant_token's claims, or 401: only a token open-restaurant signed, unexpired, naming the person's e-mail
 * and the platform session it was opened on, while that session and the account still stand.
 */
async function openedBy(deps: AuthDeps, token: string | undefined) {
  if (!token) throw new AppError(401, restaurantAppMessages.tokenMissing);
  const claims = deps.restaurantTokens.verify(token);
  if (!claims?.email || !claims.sid || !claims.jti || typeof claims.sexp !== 'number') {
    throw new AppError(401, restaurantAppMessages.tokenInvalid);
  }
  await deps.platformAccess({ sub: claims.sub, sid: claims.sid });
  return { ...claims, email: claims.email };
}

/**
 * POST /restaurant/auth/setup-user: the person's restaurant user, created on first open with the role they hold
 * now (the owner super_admin, staff their assignment's). Idempotent: a second call answers the same user.
 */
export async function setupUser(pool: Pool, deps: AuthDeps, token: string | undefined) {
  const claims = await openedBy(deps, token);
  const restaurant = await findRestaurant(pool, deps.productSlug, claims.subscription_id);
  if (!restaurant) throw new AppError(404, restaurantAppMessages.restaurantGone);
  const seat = (await listSeatsOf(pool, claims.email, restaurant.id))[0];
  const standing = sessionStanding({ ownerUserId: restaurant.owner_user_id, status: restaurant.status }, claims.sub, seat?.role);
  if (!standing.allowed) throw new AppError(401, restaurantAppMessages.accessRemoved);
  const user = await upsertRestaurantUser(pool, {
    restaurantId: restaurant.id,
    userId: claims.sub,
    email: claims.email,
    role: standing.role,
    isOwner: standing.isOwner,
  });
  return {
    success: true as const,
    message: user.created ? restaurantAppMessages.userCreated : restaurantAppMessages.userExists,
    created: user.created,
    user: userView({
      userId: user.id,
      platformUserId: user.user_id,
      email: user.email,
      role: user.role,
      isOwner: user.is_owner,
      createdAt: user.created_at,
    }),
  };
}

/**
 * POST /restaurant/auth/login: exchanges the restaurant_token, once, for the app's own short session, bound to the
 * same platform session. The person must still be let in (an owner, or assigned); a lapsed restaurant logs in read-only.
 */
export async function login(pool: Pool, deps: AuthDeps, token: string | undefined): Promise<RestaurantLoginResponse> {
  const claims = await openedBy(deps, token);
  const user = await findRestaurantUserOf(pool, claims.subscription_id, claims.sub);
  if (!user) throw new AppError(409, restaurantAppMessages.notSetUp);
  const standing = await findUserStanding(pool, user.restaurant_id, user.id);
  if (!standing) throw new AppError(404, restaurantAppMessages.restaurantGone);
  const context = currentContext(standing);
  // Last, so a refused login (not set up yet) leaves the token for the next try; of two at once only one gets in.
  // The app's session ends no later than the platform session it comes from.
  const platformLeft = claims.sexp - Math.floor(Date.now() / 1000);
  if (platformLeft <= 0) throw new AppError(401, restaurantAppMessages.platformSessionEnded);
  const firstUse = await claimRestaurantToken(pool, claims.jti, new Date(claims.exp * 1000));
  if (!firstUse) throw new AppError(401, restaurantAppMessages.tokenUsed);
  const ttlSeconds = Math.min(deps.sessionTokens.ttlSeconds, platformLeft);
  return {
    success: true,
    message: restaurantAppMessages.loggedIn,
    token: deps.sessionTokens.sign(
      {
        sub: context.platformUserId,
        psid: claims.sid,
        uid: context.userId,
        rid: context.restaurantId,
        role: context.role,
      },
      new Date(),
      ttlSeconds,
    ),
    expires_in: ttlSeconds,
    user: userView(context),
    restaurant: standingView(context),
  };
}
