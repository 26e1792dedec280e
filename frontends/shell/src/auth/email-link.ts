import { emit, i18n, storageKeys, writeStorage } from '@mb/ui';
import type { Session } from '../session/session-context.js';
import { authApi, messageOf } from './auth-api.js';
import { authNamespace } from './translations.js';

/** Spec 1 §9: the e-mail-verified toast (and its failure) lasts 4 s. */
export const emailLinkToastMs = 4000;

/**
 * Spec 1 §4 "E-mail link verification": the link's token is sent, the returned user is kept (the cookie is the session) and
 * refreshed, and a toast says how it went. The caller has already taken the token out of the URL.
 */
export async function verifyEmailLink(token: string, session: Pick<Session, 'refresh' | 'setUser'>): Promise<void> {
  const t = i18n.getFixedT(null, authNamespace);
  try {
    const answer = await authApi.verifyEmail({ token });
    writeStorage(storageKeys.authProvider, 'password');
    if (answer.user) session.setUser(answer.user);
    await session.refresh().catch(() => undefined);
    emit('app-toast', { type: 'success', message: answer.message || t('verify.verified'), durationMs: emailLinkToastMs });
  } catch (error) {
    emit('app-toast', { type: 'error', message: messageOf(error, t('verify.linkFailed')), durationMs: emailLinkToastMs });
  }
}
