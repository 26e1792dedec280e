import { identityUserRegistered, messages, type LoginRequest, type RegisterRequest, type Role, type SessionUser } from '@mb/contracts';
import { conflict, forbidden, sessionRevocations, unauthorized, withTransaction, writeOutbox, type Pool, type SessionClaims } from '@mb/service-kit';
import type { Redis } from 'ioredis';
import { insertSession, revokeSession } from '../sessions/sessions.repository.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { findUserByEmail, findUserById, insertUser, toSessionUser, touchLastLogin } from './users.repository.js';

const UNIQUE_VIOLATION = '23505';

export interface AccountsDeps {
  pool: Pool;
  redis: Redis;
  sign(claims: SessionClaims, expiresInSeconds: number): string;
  sessionTtlSeconds: number;
}

/** Creates an account and announces it. A sign-up is a Client on plan Basic, whatever was sent. */
export async function register(pool: Pool, input: RegisterRequest, options: { role?: Role; verified?: boolean } = {}): Promise<SessionUser> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await withTransaction(pool, async (tx) => {
      const user = await insertUser(tx, {
        email: input.email,
        fullName: input.full_name,
        companyName: input.company_name,
        phone: input.phone,
        legalId: input.legal_id,
        role: options.role ?? 'Client',
        passwordHash,
        verified: options.verified ?? false,
      });
      await writeOutbox(tx, identityUserRegistered, {
        aggregateId: user.id,
        payload: { userId: user.id, email: user.email, fullName: user.full_name, role: user.role },
      });
      return toSessionUser(user);
    });
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw conflict(messages.emailTaken);
    throw error;
  }
}

/** Same answer, and about the same time, for an unknown e-mail and a wrong password. */
export async function login(deps: AccountsDeps, input: LoginRequest): Promise<{ token: string; user: SessionUser }> {
  const user = await findUserByEmail(deps.pool, input.email);
  const valid = await verifyPassword(user?.password_hash, input.password);
  if (!user || !valid) throw unauthorized(messages.wrongCredentials);
  if (user.status !== 'active') throw forbidden(messages.accountDisabled);

  const expiresAt = new Date(Date.now() + deps.sessionTtlSeconds * 1000);
  const sid = await insertSession(deps.pool, user.id, expiresAt);
  await touchLastLogin(deps.pool, user.id);
  const token = deps.sign({ sub: user.id, sid, role: user.role, email: user.email }, deps.sessionTtlSeconds);
  return { token, user: toSessionUser(user) };
}

/** The signed-in user as stored now (a deleted or disabled account no longer counts as signed in). */
export async function currentUser(deps: AccountsDeps, claims: SessionClaims): Promise<SessionUser> {
  const user = await findUserById(deps.pool, claims.sub);
  if (!user || user.status !== 'active') throw unauthorized(messages.sessionExpired);
  return toSessionUser(user);
}

/** Revokes the session here and in every service at once (shared revocation list). */
export async function logout(deps: AccountsDeps, claims: SessionClaims): Promise<void> {
  const expiresAt = await revokeSession(deps.pool, claims.sid);
  if (expiresAt) await sessionRevocations(deps.redis).revoke(claims.sid, (expiresAt.getTime() - Date.now()) / 1000);
}
