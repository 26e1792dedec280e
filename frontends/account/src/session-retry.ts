import { ApiError, apiRequest } from '@mb/ui';

/**
 * Spec 2 §7.1: a call answered 401 asks GET /auth/session and, when the session is still good, is made once
 * more (a stale stored token may have been refused while the cookie session is valid). Any other failure,
 * or a session that is gone, is the original failure.
 */
export async function withSessionRetry<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (failure) {
    if (!(failure instanceof ApiError) || failure.status !== 401) throw failure;
    const session = await apiRequest<{ authenticated?: boolean }>('/auth/session').catch(() => undefined);
    if (!session?.authenticated) throw failure;
    return call();
  }
}
