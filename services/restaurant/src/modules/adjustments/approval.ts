import { credentialsCheckResponse, restaurantAdjustmentMessages } from '@mb/contracts';
import { AppError, GATEWAY_SECRET_HEADER, httpClient, type Queryable } from '@mb/service-kit';
import { managesRestaurant, sessionStanding } from '../../domain/access.js';
import { findRestaurantUserOf } from '../auth/restaurant-users.repository.js';
import { findUserStanding } from '../session/standing.repository.js';

const m = restaurantAdjustmentMessages;

/** An administrator's username (the e-mail they sign in with) and password, typed on an employee's device. */
export interface Approval {
  username: string;
  password: string;
}

/**
 * Identity's own password check (login's, with its throttle), asked over HTTP: the platform user these credentials
 * belong to. The device's address goes along as the gateway sends it, so failed approvals slow down that device as
 * failed sign-ins do.
 */
export function identityPasswords(identityUrl: string, gatewaySecret: string) {
  // Generous: the check is an argon2 verification (two for an unknown e-mail, the first time), slow on a busy identity.
  const identity = httpClient({ baseUrl: identityUrl, timeoutMs: 10_000, unavailable: m.approvalUnavailable });
  return async (approval: Approval, clientIp: string): Promise<string> => {
    const answer = await identity.json('/credentials/check', {
      method: 'POST',
      json: { email: approval.username, password: approval.password },
      headers: { 'x-forwarded-for': clientIp, [GATEWAY_SECRET_HEADER]: gatewaySecret },
    });
    const checked = credentialsCheckResponse.safeParse(answer.body);
    if (answer.ok && checked.success) return checked.data.user_id;
    if (answer.status === 429) {
      const seconds = Number((answer.body as { retry_after?: unknown } | undefined)?.retry_after) || 60;
      throw new AppError(429, m.approvalThrottled.replace('{seconds}', String(seconds)), { retry_after: seconds });
    }
    // Unknown e-mail, wrong password, a disabled account or a refused body: the same refusal, as login words it.
    if ([400, 401, 403].includes(answer.status)) throw new AppError(403, m.approvalRefused);
    throw new AppError(503, m.approvalUnavailable);
  };
}
export type CheckPassword = ReturnType<typeof identityPasswords>;

/**
 * The restaurant user who approves: the credentials' owner must be one of this restaurant's users whose standing now
 * (the rule a login applies) is an administrator's. Anyone else: 403.
 */
export async function approverOf(db: Queryable, checkPassword: CheckPassword, restaurantId: string, approval: Approval, clientIp: string) {
  const platformUserId = await checkPassword(approval, clientIp);
  const user = await findRestaurantUserOf(db, restaurantId, platformUserId);
  const standing = user && (await findUserStanding(db, restaurantId, user.id));
  const decision =
    standing && sessionStanding({ ownerUserId: standing.owner_user_id, status: standing.status }, standing.user_id, standing.assigned_role);
  if (!decision?.allowed || !managesRestaurant(decision.role)) throw new AppError(403, m.approverNotAdmin);
  return standing!.id;
}
