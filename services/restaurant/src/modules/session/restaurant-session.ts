import {
  branchHeader,
  branchMessages,
  graceDays,
  planNames,
  restaurantAppMessages,
  restaurantFeatureNames,
  restaurantStaffMessages,
  staffActionNames,
  staffRoleNames,
  type PlanType,
  type StaffAction,
  type StaffRole,
  type SubscriptionStatus,
} from '@mb/contracts';
import { AppError } from '@mb/service-kit';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { managesRestaurant, sessionStanding } from '../../domain/access.js';
import { featureCheck } from '../../domain/features.js';
import { may } from '../../domain/permissions.js';
import type { ApiKeyAuthenticator } from '../api-keys/api-key-auth.js';
import { isApiKeySecret } from '../api-keys/api-key-secret.js';
import type { AssertPlatformAccess } from './platform-access.js';
import type { SessionTokens } from './session-token.js';
import type { UserStanding } from './standing.repository.js';

/** Who is calling inside the restaurant app, as of this request (not as of login). */
export interface RestaurantContext {
  restaurantId: string;
  /** The caller's restaurant user. */
  userId: string;
  platformUserId: string;
  email: string;
  role: StaffRole;
  isOwner: boolean;
  planType: PlanType;
  productName: string;
  subscriptionStatus: SubscriptionStatus;
  expiresAt: Date;
  readOnly: boolean;
  createdAt: Date;
  /** The branch (sede) this request works in: its tables, cash shift and checks (issue 37 item 4). */
  branchId: string;
}

/** What a branch's rows are scoped by: the restaurant and the branch. */
export type BranchScope = Pick<RestaurantContext, 'restaurantId' | 'branchId'>;

declare module 'fastify' {
  interface FastifyRequest {
    restaurant: RestaurantContext;
  }
}

const reads = new Set(['GET', 'HEAD']);

export function bearerToken(request: FastifyRequest): string | undefined {
  return /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
}

/** The branch a request asks to work in; a value that is no branch id is refused as a branch not theirs. */
function requestedBranch(request: FastifyRequest): string | undefined {
  const value = request.headers[branchHeader];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !uuidPattern.test(value)) throw new AppError(403, branchMessages.branchRefused);
  return value;
}
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The person's standing in the restaurant now: out (401) once their assignment was removed; read-only once the
 * subscription expired or was cancelled; refused (403) a branch that is not theirs (administrators work in all).
 */
export function currentContext(standing: UserStanding): RestaurantContext {
  const decision = sessionStanding(
    { ownerUserId: standing.owner_user_id, status: standing.status },
    standing.user_id,
    standing.assigned_role,
  );
  if (!decision.allowed) throw new AppError(401, restaurantAppMessages.accessRemoved);
  if (!standing.branch_id || !(standing.branch_assigned || managesRestaurant(decision.role))) {
    throw new AppError(403, branchMessages.branchRefused);
  }
  return {
    restaurantId: standing.restaurant_id,
    userId: standing.id,
    platformUserId: standing.user_id,
    email: standing.email,
    role: decision.role,
    isOwner: decision.isOwner,
    planType: standing.plan_type,
    productName: standing.product_name,
    subscriptionStatus: standing.status,
    expiresAt: standing.expires_at,
    readOnly: decision.readOnly,
    createdAt: standing.created_at,
    branchId: standing.branch_id,
  };
}

/** The restaurant as the app shows it (spec 2 §4: in grace, a banner with the suspension date). */
export const standingView = (context: RestaurantContext) => ({
  id: context.restaurantId,
  product_name: context.productName,
  plan_type: context.planType,
  subscription_status: context.subscriptionStatus,
  read_only: context.readOnly,
  suspends_at: context.subscriptionStatus === 'grace' ? new Date(context.expiresAt.getTime() + graceDays * 86_400_000).toISOString() : null,
});

/** Refuses (403) what the restaurant's plan does not include, naming the plan that unlocks it. */
export function requireFeature(context: RestaurantContext, feature: string | undefined): void {
  const check = featureCheck(context.planType, feature);
  if (check.allowed) return;
  const message = restaurantAppMessages.featureLocked
    .replace('{plan}', planNames[context.planType])
    .replace('{feature}', restaurantFeatureNames[check.feature] ?? check.feature)
    .replace('{required}', planNames[check.unlockedBy]);
  throw new AppError(403, message, { feature: check.feature, plan_type: context.planType, required_plan: check.unlockedBy });
}

/** Refuses (403) what the person's role does not allow, naming the role and the action. */
export function requirePermission(context: Pick<RestaurantContext, 'role'>, action: StaffAction): void {
  if (may(context.role, action)) return;
  if (action === 'manage') throw new AppError(403, restaurantAppMessages.adminOnly);
  const message = restaurantStaffMessages.forbidden
    .replace('{role}', staffRoleNames[context.role])
    .replace('{action}', staffActionNames[action]);
  throw new AppError(403, message, { role: context.role, action });
}

/**
 * The guards of every restaurant-app route, run on request (before the body is read or validated): `member` checks
 * the session's signature and expiry, that the platform session it came from still stands (not logged out, no password
 * reset, account not disabled or deleted) and, on a device switched to another person by PIN, that person's account
 * too, then its currency (restaurant, assignment, subscription) in the database, and refuses a write to a read-only
 * restaurant with 409; `can(action)` adds that the person's role allows that action (403), `admin` that it manages.
 * `request.restaurant` then scopes every query to the session's restaurant.
 */
export function restaurantSession(tokens: SessionTokens, platformAccess: AssertPlatformAccess, apiKeys?: ApiKeyAuthenticator) {
  const member: onRequestHookHandler = async (request) => {
    const token = bearerToken(request);
    // An API key (issue 37) instead of a session: checked by its own rules, then scoped like a session.
    const context =
      token && apiKeys && isApiKeySecret(token) ? await apiKeys(request, token) : await sessionContext(token, requestedBranch(request));
    if (context.readOnly && !reads.has(request.method)) throw new AppError(409, restaurantAppMessages.readOnly, { read_only: true });
    request.restaurant = context;
  };
  const sessionContext = async (token: string | undefined, branchId: string | undefined): Promise<RestaurantContext> => {
    const claims = token ? tokens.verify(token) : undefined;
    if (!claims?.psid) throw new AppError(401, restaurantAppMessages.sessionInvalid);
    const session = { sub: claims.sub, sid: claims.psid };
    const { standing, personBlocked } = await platformAccess.withStanding(session, {
      restaurantId: claims.rid,
      restaurantUserId: claims.uid,
      branchId,
    });
    if (!standing) throw new AppError(401, restaurantAppMessages.sessionInvalid);
    if (standing.user_id !== claims.sub && personBlocked) throw new AppError(401, restaurantAppMessages.accountBlocked);
    return currentContext(standing);
  };
  const allowed =
    (action: StaffAction): onRequestHookHandler =>
    async (request) =>
      requirePermission(request.restaurant, action);
  const can = (action: StaffAction) => [member, allowed(action)];
  return { member: [member], admin: can('manage'), can };
}
export type RestaurantGuards = ReturnType<typeof restaurantSession>;
