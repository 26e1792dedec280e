import { identityUserSessionsRevoked, type SessionEndReason, type SessionUser } from '@mb/contracts';
import { sessionRevocations, writeOutbox, type Tx } from '@mb/service-kit';
import type { Redis } from 'ioredis';
import type { IdentityDeps } from '../../deps.js';
import { toSessionUser, touchLastLogin, type UserRow } from '../users/users.repository.js';
import { insertSession, revokeSession, revokeUserSessions, type RevokedSession } from './sessions.repository.js';

export interface Session {
  token: string;
  user: SessionUser;
}

/** A revocable session: the token carries the row's id (sid). Login, verification and Google end here. */
export async function startSession(deps: IdentityDeps, user: UserRow): Promise<Session> {
  const expiresAt = new Date(Date.now() + deps.sessionTtlSeconds * 1000);
  const sid = await insertSession(deps.pool, user.id, expiresAt);
  await touchLastLogin(deps.pool, user.id);
  const token = deps.sign({ sub: user.id, sid, role: user.role, email: user.email }, deps.sessionTtlSeconds);
  return { token, user: toSessionUser(user) };
}

/** Tells every service at once (shared revocation list) that these sessions are over. */
export async function announceRevoked(redis: Redis, sessions: RevokedSession[]): Promise<void> {
  const revocations = sessionRevocations(redis);
  await Promise.all(sessions.map((session) => revocations.revoke(session.id, (session.expires_at.getTime() - Date.now()) / 1000)));
}

/**
 * Ends sessions in the caller's transaction and says so on `identity.user.sessions_revoked`, so services that gave
 * access of their own on them (the restaurant app) end it too; `announceRevoked` after the commit is the at-once half.
 * One session (`sid`, a logout) or every live one of the user.
 */
export async function endSessions(tx: Tx, userId: string, reason: SessionEndReason, sid?: string): Promise<RevokedSession[]> {
  const sessions = sid ? await revokeSession(tx, sid) : await revokeUserSessions(tx, userId);
  if (sessions.length > 0) {
    await writeOutbox(tx, identityUserSessionsRevoked, {
      aggregateId: userId,
      payload: { userId, reason, sessions: sessions.map((session) => ({ id: session.id, expiresAt: session.expires_at.toISOString() })) },
    });
  }
  return sessions;
}
