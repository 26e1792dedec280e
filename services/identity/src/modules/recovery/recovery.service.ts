import { identityLimits, maskEmail, messages } from '@mb/contracts';
import { badRequest, withTransaction } from '@mb/service-kit';
import type { IdentityDeps } from '../../deps.js';
import { linkToken, sha256 } from '../../domain/secrets.js';
import { queueMail } from '../mail/queue-mail.js';
import { announceRevoked, endSessions } from '../sessions/sessions.service.js';
import { hashPassword } from '../users/passwords.js';
import { findUserByEmail, findUserByPhone, markEmailVerified, updateUser } from '../users/users.repository.js';
import { consumePasswordReset, insertPasswordReset, voidPasswordResets } from './password-resets.repository.js';

/** Both answers of forgot-password take at least this long, so timing does not tell who is registered. */
const minimumAnswerMs = 250;

async function atLeast<T>(ms: number, work: Promise<T>): Promise<T> {
  const [result] = await Promise.all([work, new Promise((resolve) => setTimeout(resolve, ms))]);
  return result;
}

/** POST /forgot-password: a link valid 1 hour to the account's e-mail, if there is such an account. */
export async function forgotPassword(deps: IdentityDeps, email: string): Promise<void> {
  await atLeast(
    minimumAnswerMs,
    (async () => {
      const user = await findUserByEmail(deps.pool, email);
      if (user?.status !== 'active') return;
      const token = linkToken();
      await insertPasswordReset(deps.pool, {
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + identityLimits.passwordResetMinutes * 60_000),
      });
      await queueMail(deps, {
        kind: 'password-reset',
        to: user.email,
        fullName: user.full_name,
        link: `${deps.webUrl}/?reset_token=${encodeURIComponent(token)}`,
      });
    })(),
  );
}

/**
 * POST /reset-password: single use. The new password ends every open session, and the link proves
 * the mailbox, so an unverified account counts as verified.
 */
export async function resetPassword(deps: IdentityDeps, token: string, newPassword: string): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  const revoked = await withTransaction(deps.pool, async (tx) => {
    const userId = await consumePasswordReset(tx, sha256(token.trim()));
    if (!userId) throw badRequest(messages.invalidResetLink);
    await updateUser(tx, userId, { password_hash: passwordHash });
    await markEmailVerified(tx, userId);
    await voidPasswordResets(tx, userId);
    return endSessions(tx, userId, 'password_reset');
  });
  await announceRevoked(deps.redis, revoked);
}

/**
 * POST /forgot-username: a reminder to the account's mailbox (the username is the e-mail), and the same answer
 * whether or not an account matches: only the masked form of an e-mail the caller typed, which tells nothing.
 */
export async function forgotUsername(deps: IdentityDeps, by: { email: string } | { phone: string }): Promise<string | null> {
  const user = 'email' in by ? await findUserByEmail(deps.pool, by.email) : await findUserByPhone(deps.pool, by.phone);
  if (user && user.status === 'active') {
    await queueMail(deps, { kind: 'username-reminder', to: user.email, fullName: user.full_name, username: user.email });
  }
  return 'email' in by ? maskEmail(by.email.trim().toLowerCase()) : null;
}
