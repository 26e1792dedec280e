import {
  identityUserRegistered,
  messages,
  type LoginRequest,
  type RegisterRequest,
  type SessionUser,
  type UpdateMeRequest,
} from '@mb/contracts';
import { AppError, conflict, forbidden, unauthorized, withTransaction, writeOutbox, type SessionClaims, type Tx } from '@mb/service-kit';
import type { IdentityDeps } from '../../deps.js';
import { queueMail } from '../mail/queue-mail.js';
import { announceRevoked, endSessions, startSession, type Session } from '../sessions/sessions.service.js';
import { issueVerification, sendFreshCode } from '../verification/verification.service.js';
import { hashPassword, hashSecret, verifyPassword } from './passwords.js';
import { findUserByEmail, findUserById, insertUser, toSessionUser, updateUser, type NewUser, type UserRow } from './users.repository.js';

const UNIQUE_VIOLATION = '23505';

/** Inserts the account and announces it, in one transaction; a taken e-mail is a 409. */
export async function createAccount<T>(
  deps: Pick<IdentityDeps, 'pool'>,
  user: NewUser,
  alsoInTransaction: (tx: Tx, user: UserRow) => Promise<T>,
): Promise<{ user: UserRow; extra: T }> {
  try {
    return await withTransaction(deps.pool, async (tx) => {
      const created = await insertUser(tx, user);
      await writeOutbox(tx, identityUserRegistered, {
        aggregateId: created.id,
        payload: { userId: created.id, email: created.email, fullName: created.full_name, role: created.role },
      });
      return { user: created, extra: await alsoInTransaction(tx, created) };
    });
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw conflict(messages.emailTaken);
    throw error;
  }
}

const securityHashes = (input: Pick<RegisterRequest, 'security_q1' | 'security_q2' | 'security_q3'>) =>
  Promise.all([input.security_q1, input.security_q2, input.security_q3].map((answer) => (answer ? hashSecret(answer) : null)));

/**
 * Sign-up: a Client on plan Basic whatever was sent, not verified until the e-mailed code or link comes back. The
 * answer is the same whether the e-mail is new or already has an account (no one learns who is registered); its
 * owner is the one told, by mail: a fresh code if they never verified, otherwise that someone tried.
 */
export async function register(deps: IdentityDeps, input: RegisterRequest): Promise<void> {
  // Whatever follows, a code or a warning has gone to this address: a resend within 10 s is told to wait.
  await deps.codeMail(input.email);
  const [passwordHash, answers] = await Promise.all([hashPassword(input.password), securityHashes(input)]);
  try {
    const { extra: mail } = await createAccount(
      deps,
      {
        email: input.email,
        fullName: input.full_name,
        companyName: input.company_name,
        phone: input.phone,
        legalId: input.legal_id,
        role: 'Client',
        passwordHash,
        securityHashes: answers,
        verified: false,
      },
      (tx, created) => issueVerification(tx, deps, created),
    );
    await queueMail(deps, mail);
  } catch (error) {
    if (!(error instanceof AppError && error.statusCode === 409)) throw error;
    await tellOwner(deps, input.email);
  }
}

async function tellOwner(deps: IdentityDeps, email: string): Promise<void> {
  const owner = await findUserByEmail(deps.pool, email);
  if (!owner) return;
  if (!owner.email_verified_at) {
    await sendFreshCode(deps, owner);
    return;
  }
  await queueMail(deps, { kind: 'sign-up-attempt', to: owner.email, fullName: owner.full_name, link: deps.webUrl });
}

/**
 * Same answer, and about the same time, for an unknown e-mail and a wrong password. Whether an
 * account is disabled or unverified is only said to whoever knows its password. Failures slow down the
 * account at the address they come from (and the address), never the account everywhere: a throttled try
 * is answered 429 before the password is even checked.
 */
export async function login(deps: IdentityDeps, input: LoginRequest, clientIp: string): Promise<Session> {
  const user = await checkPassword(deps, input, clientIp);
  if (!user.email_verified_at) {
    await sendFreshCode(deps, user);
    throw new AppError(403, messages.emailNotVerified, { code: 'EMAIL_NOT_VERIFIED', verification_info: { email: user.email } });
  }
  return startSession(deps, user);
}

/**
 * The active account whose e-mail and password these are, under login's throttle and with login's refusals (429,
 * 401, 403 disabled). Login starts a session with it; POST /credentials/check (another service verifying a person
 * who types their password on its device, as a restaurant administrator approving a void) only answers whose it is.
 */
export async function checkPassword(
  deps: IdentityDeps,
  input: Pick<LoginRequest, 'email' | 'password'>,
  clientIp: string,
): Promise<UserRow> {
  const account = input.email.trim().toLowerCase();
  const wait = await deps.signIn.waitFor(account, clientIp);
  if (wait > 0) throw new AppError(429, messages.tooManyRequests, { retry_after: wait });
  const user = await findUserByEmail(deps.pool, input.email);
  const valid = await verifyPassword(user?.password_hash, input.password);
  if (!user || !valid) {
    await deps.signIn.failed(account, clientIp);
    throw unauthorized(messages.wrongCredentials);
  }
  await deps.signIn.succeeded(account, clientIp);
  if (user.status !== 'active') throw forbidden(messages.accountDisabled);
  return user;
}

/** The signed-in user as stored now (a deleted or disabled account no longer counts as signed in). */
export async function currentUser(deps: IdentityDeps, claims: SessionClaims): Promise<UserRow> {
  const user = await findUserById(deps.pool, claims.sub);
  if (user?.status !== 'active') throw unauthorized(messages.sessionExpired);
  return user;
}

/** PUT /me: only the fields sent; security answers are stored hashed. */
export async function updateMe(deps: IdentityDeps, claims: SessionClaims, input: UpdateMeRequest): Promise<SessionUser> {
  await currentUser(deps, claims);
  const [q1, q2, q3] = await securityHashes(input);
  const updated = await updateUser(deps.pool, claims.sub, {
    full_name: input.full_name,
    company_name: input.company_name,
    phone: input.phone,
    legal_id: input.legal_id,
    google_photo_url: input.google_photo_url,
    security_q1_hash: q1 ?? undefined,
    security_q2_hash: q2 ?? undefined,
    security_q3_hash: q3 ?? undefined,
  });
  if (!updated) throw unauthorized(messages.sessionExpired);
  return toSessionUser(updated);
}

/** Revokes the session here and in every service at once (shared revocation list). */
export async function logout(deps: IdentityDeps, claims: SessionClaims): Promise<void> {
  await announceRevoked(deps.redis, await withTransaction(deps.pool, (tx) => endSessions(tx, claims.sub, 'logout', claims.sid)));
}
