import { messages } from '@mb/contracts';
import { AppError, badRequest, forbidden, withTransaction } from '@mb/service-kit';
import type { IdentityDeps } from '../../deps.js';
import { createAccount } from '../users/accounts.service.js';
import { findUserByEmail, findUserById, markEmailVerified, updateUser, type UserRow } from '../users/users.repository.js';
import { startSession, type Session } from '../sessions/sessions.service.js';
import type { GoogleClaims, PendingSignin } from './google-client.js';
import { findLinkedUserId, linkExternalAccount } from './external-accounts.repository.js';

const provider = 'google';
/** The popup has this long to come back from Google. */
const pendingTtlSeconds = 600;
const pendingKey = (state: string) => `identity:google:pending:${state}`;

/** POST /google/start: the URL the popup opens; the callback must come back to an allowed address. */
export async function startGoogleSignin(deps: IdentityDeps, redirectUri: string, allowedRedirects: string[]): Promise<string> {
  if (!allowedRedirects.includes(redirectUri)) throw badRequest(messages.googleFailed);
  const { url, state, pending } = await deps.google.authorizationUrl(redirectUri).catch((error: unknown) => {
    deps.log.warn({ err: error }, 'google discovery failed');
    throw new AppError(503, messages.googleFailed);
  });
  await deps.redis.set(pendingKey(state), JSON.stringify(pending), 'EX', pendingTtlSeconds);
  return url;
}

/** The Google account's user: already linked, else the account with that verified e-mail, else a new Client. */
async function userFor(deps: IdentityDeps, claims: GoogleClaims): Promise<{ user: UserRow; isNew: boolean }> {
  const linkedId = await findLinkedUserId(deps.pool, provider, claims.subject);
  const linked = linkedId ? await findUserById(deps.pool, linkedId) : undefined;
  if (linked) return { user: linked, isNew: false };
  if (!claims.email || !claims.emailVerified) throw badRequest(messages.googleFailed);

  const existing = await findUserByEmail(deps.pool, claims.email);
  if (existing) {
    const user = await withTransaction(deps.pool, async (tx) => {
      await linkExternalAccount(tx, { provider, subject: claims.subject, userId: existing.id, email: claims.email });
      return markEmailVerified(tx, existing.id);
    });
    return { user, isNew: false };
  }
  const { user } = await createAccount(
    deps,
    {
      email: claims.email,
      fullName: claims.name || claims.email,
      role: 'Client',
      passwordHash: null,
      googlePhotoUrl: claims.picture,
      verified: true,
    },
    (tx, created) => linkExternalAccount(tx, { provider, subject: claims.subject, userId: created.id, email: created.email }),
  );
  return { user, isNew: true };
}

/** POST /google/callback with the query Google sent back to the gateway. */
export async function finishGoogleSignin(deps: IdentityDeps, query: string): Promise<Session & { isNew: boolean }> {
  const params = new URLSearchParams(query);
  if (params.get('error') === 'access_denied') throw badRequest(messages.googleCancelled);
  const state = params.get('state') ?? '';
  const saved = state ? await deps.redis.getdel(pendingKey(state)) : null;
  if (!saved) throw badRequest(messages.googleFailed);

  const claims = await deps.google.finish(params, state, JSON.parse(saved) as PendingSignin).catch((error: unknown) => {
    deps.log.warn({ err: error }, 'google code exchange failed');
    throw badRequest(messages.googleFailed);
  });
  const { user, isNew } = await userFor(deps, claims);
  if (user.status !== 'active') throw forbidden(messages.accountDisabled);
  // Keep the photo current; the user may have changed it at Google.
  const current =
    claims.picture && claims.picture !== user.google_photo_url
      ? await updateUser(deps.pool, user.id, { google_photo_url: claims.picture })
      : user;
  return { ...(await startSession(deps, current!)), isNew };
}
