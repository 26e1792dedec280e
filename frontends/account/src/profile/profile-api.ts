import type { SessionUser, UpdateMeRequest } from '@mb/contracts';
import { apiRequest, i18n } from '@mb/ui';
import { withSessionRetry } from '../session-retry.js';

export const profileQueryKey = (userId: string) => ['account', 'profile', userId] as const;

/** GET /auth/me: the profile as stored now (null: nobody is signed in). */
export async function fetchProfile(): Promise<SessionUser | null> {
  return (await apiRequest<{ user: SessionUser | null }>('/auth/me', { fallback: i18n.t('account:profile.loadFailed') })).user;
}

/** PUT /auth/me (spec 2 §7.1): on 401 the session is checked and the save tried once more. */
export async function updateProfile(body: Partial<UpdateMeRequest>): Promise<SessionUser> {
  const answer = await withSessionRetry(() =>
    apiRequest<{ user: SessionUser }>('/auth/me', { method: 'PUT', body, fallback: i18n.t('account:profile.saveFailed') }),
  );
  return answer.user;
}
