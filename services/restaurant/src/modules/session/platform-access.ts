import { restaurantAppMessages } from '@mb/contracts';
import { AppError, sessionRevocations, type Pool, type ServiceContext, type SessionClaims } from '@mb/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import { findPlatformStanding } from './platform-access.repository.js';
import { findSessionStanding } from './standing.repository.js';

/** The platform session a restaurant_token or app session was opened on: whose (`sub`) and which (`sid`). */
export interface PlatformSession {
  sub: string;
  sid: string;
}

/**
 * The restaurant app's access lasts only as long as the platform session it was opened on. Refused (401) at once
 * when the shared revocation list names that session (identity writes it before answering a logout, a password
 * reset, a disabled or deleted account), and lastingly from identity's events kept here (a flushed Redis does not
 * bring it back): that session ended, or the account is disabled, suspended or deleted.
 */
export function platformAccess(pool: Pool, redis: ServiceContext['requestRedis'], log: FastifyBaseLogger) {
  const revocations = sessionRevocations(redis, log);
  // The list is keyed by session id alone; the rest of the claims play no part in the lookup.
  const isRevoked = (session: PlatformSession) => revocations.isRevoked({ sub: session.sub, sid: session.sid } as SessionClaims);
  const refuse = (revoked: boolean, standing: { sessionEnded: boolean; accountBlocked: boolean }) => {
    if (standing.accountBlocked) throw new AppError(401, restaurantAppMessages.accountBlocked);
    if (revoked || standing.sessionEnded) throw new AppError(401, restaurantAppMessages.platformSessionEnded);
  };
  async function assertLive(session: PlatformSession): Promise<void> {
    const [revoked, standing] = await Promise.all([isRevoked(session), findPlatformStanding(pool, session.sub, session.sid)]);
    refuse(revoked, standing);
  }
  /**
   * As `assertLive`, for an app session on every request: the restaurant user it names, with that user's standing,
   * is read in the same statement, and Redis is asked meanwhile (round trips are what a request costs here).
   */
  async function withStanding(
    session: PlatformSession,
    person: { restaurantId: string; restaurantUserId: string; branchId?: string | undefined },
  ) {
    const [revoked, found] = await Promise.all([isRevoked(session), findSessionStanding(pool, { ...session, ...person })]);
    refuse(revoked, found);
    return found;
  }
  return Object.assign(assertLive, { withStanding });
}
export type AssertPlatformAccess = ReturnType<typeof platformAccess>;
