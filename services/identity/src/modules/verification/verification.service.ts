import { identityLimits, messages, type VerifyEmailRequest } from '@mb/contracts';
import { AppError, badRequest, conflict, forbidden, withTransaction, type Queryable } from '@mb/service-kit';
import type { IdentityDeps } from '../../deps.js';
import { isTypedCode, linkToken, normaliseCode, sameHash, sha256, verificationCode } from '../../domain/secrets.js';
import type { MailJob } from '../mail/mail-messages.js';
import { queueMail } from '../mail/queue-mail.js';
import { startSession, type Session } from '../sessions/sessions.service.js';
import { verifyPassword } from '../users/passwords.js';
import { findUserByEmail, findUserById, markEmailVerified, updateUser, type UserRow } from '../users/users.repository.js';
import {
  countFailedAttempt,
  findVerificationByToken,
  insertVerification,
  lastSentAt,
  latestVerification,
  markVerificationUsed,
  type VerificationRow,
} from './verification.repository.js';

const UNIQUE_VIOLATION = '23505';
/** Wrong guesses a code survives; then a new one must be asked for (6 characters of 31 → brute force is hopeless). */
const maxAttempts = 5;

/**
 * Stores a new code and link for the user's current e-mail (in the caller's transaction) and returns
 * the e-mail to queue once that transaction has committed.
 */
export async function issueVerification(
  db: Queryable,
  deps: Pick<IdentityDeps, 'webUrl'>,
  user: Pick<UserRow, 'id' | 'email' | 'full_name'>,
  kind: 'verification' | 'email-changed' = 'verification',
): Promise<MailJob> {
  const code = verificationCode();
  const token = linkToken();
  await insertVerification(db, {
    userId: user.id,
    email: user.email,
    codeHash: sha256(code),
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + identityLimits.verificationCodeHours * 3600_000),
  });
  return { kind, to: user.email, fullName: user.full_name, code, link: `${deps.webUrl}/?token=${encodeURIComponent(token)}` };
}

/** A new code unless one went out within the cooldown (10 s): the whole seconds still to wait, 0 when it went. */
export async function sendFreshCode(deps: IdentityDeps, user: UserRow): Promise<number> {
  const last = await lastSentAt(deps.pool, user.id);
  const waitMs = last ? identityLimits.resendCooldownSeconds * 1000 - (Date.now() - last.getTime()) : 0;
  if (waitMs > 0) return Math.ceil(waitMs / 1000);
  const mail = await withTransaction(deps.pool, (tx) => issueVerification(tx, deps, user));
  await queueMail(deps, mail);
  return 0;
}

type Outcome = { ok: true; user: UserRow } | { ok: false; error: AppError };

function checkCode(row: VerificationRow | undefined, code: string): AppError | undefined {
  if (!row) return badRequest(messages.invalidCode);
  if (row.expires_at.getTime() <= Date.now() || row.attempts >= maxAttempts) return badRequest(messages.expiredCode);
  if (!sameHash(row.code_hash, sha256(normaliseCode(code)))) return badRequest(messages.invalidCode);
  return undefined;
}

/** The code typed in the dialog, for the e-mail it was sent to. A wrong guess is counted even though it fails. */
async function verifyTypedCode(tx: Queryable, email: string | undefined, code: string): Promise<Outcome> {
  const user = email ? await findUserByEmail(tx, email) : undefined;
  if (!user || user.email_verified_at) return { ok: false, error: badRequest(messages.invalidCode) };
  const row = await latestVerification(tx, user.id);
  const error = checkCode(row, code);
  if (error) {
    if (row) await countFailedAttempt(tx, row.id);
    return { ok: false, error };
  }
  await markVerificationUsed(tx, row!.id);
  return { ok: true, user: await markEmailVerified(tx, user.id) };
}

/** The link from the e-mail: single use, unexpired, for the address the account still has. */
async function verifyLink(tx: Queryable, token: string): Promise<Outcome> {
  const row = await findVerificationByToken(tx, sha256(token));
  const live = row && !row.used_at && !row.superseded_at && row.expires_at.getTime() > Date.now();
  const user = live ? await findUserById(tx, row.user_id) : undefined;
  if (!row || !user || user.email.toLowerCase() !== row.email.toLowerCase()) {
    return { ok: false, error: badRequest(messages.invalidVerificationLink) };
  }
  await markVerificationUsed(tx, row.id);
  return { ok: true, user: await markEmailVerified(tx, user.id) };
}

/** POST /verify-email: a verified account is signed in at once (spec 1 §4). */
export async function verifyEmail(deps: IdentityDeps, input: VerifyEmailRequest): Promise<Session> {
  const token = input.token.trim();
  const outcome = await withTransaction(deps.pool, (tx) =>
    isTypedCode(token) ? verifyTypedCode(tx, input.email, token) : verifyLink(tx, token),
  );
  if (!outcome.ok) throw outcome.error;
  if (outcome.user.status !== 'active') throw forbidden(messages.accountDisabled);
  return startSession(deps, outcome.user);
}

/**
 * POST /resend-verification: a new code, or 429 with the seconds left when one went out less than 10 s ago (never
 * a silent drop). The cooldown is per address asked for, account or not, so the answer tells nobody which e-mails exist.
 */
export async function resendVerification(deps: IdentityDeps, email: string): Promise<void> {
  let wait = await deps.codeMail(email);
  if (wait === 0) {
    const user = await findUserByEmail(deps.pool, email);
    if (user && !user.email_verified_at && user.status === 'active') wait = await sendFreshCode(deps, user);
  }
  if (wait > 0) throw new AppError(429, messages.resendTooSoon(wait), { retry_after: wait });
}

/** POST /update-pending-email: the address was mistyped at sign-up; only for accounts not verified yet, by who knows the password. */
export async function updatePendingEmail(
  deps: IdentityDeps,
  input: { email: string; newEmail: string; password: string },
): Promise<string> {
  try {
    const mail = await withTransaction(deps.pool, async (tx) => {
      const user = await findUserByEmail(tx, input.email);
      const owner = await verifyPassword(user?.password_hash, input.password);
      if (!user || !owner || user.email_verified_at || user.status !== 'active') throw badRequest(messages.emailUpdateFailed);
      const updated = await updateUser(tx, user.id, { email: input.newEmail });
      return issueVerification(tx, deps, updated!, 'email-changed');
    });
    await queueMail(deps, mail);
    // The dialog counts 10 s from here: a resend sooner is told so, like after sign-up.
    await deps.codeMail(input.newEmail);
    return input.newEmail;
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw conflict(messages.emailTaken);
    throw error;
  }
}
