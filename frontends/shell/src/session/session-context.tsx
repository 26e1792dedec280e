import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRoles, type SessionUser } from '@mb/contracts';
import { ApiError, apiRequest, emit, endPlatformSession, i18n, readStorage, removeStorage, sessionQueryKey, storageKeys } from '@mb/ui';

export interface Session {
  user: SessionUser | null;
  loading: boolean;
  isAdmin: boolean;
  logout(): Promise<void>;
  /** Asks the server again who is signed in (after a sign-in); rejects when the server cannot tell. */
  refresh(): Promise<SessionUser | null>;
  /** Sets the user without asking the server (a verification answer, the spec's placeholder user). */
  setUser(user: SessionUser | null): void;
}

const SessionContext = createContext<Session | undefined>(undefined);
export const meKey = sessionQueryKey;

/** Signed out here: the stored token, and the restaurant app's access opened with that session (a shared tablet). */
function clearLocalAuth(): void {
  removeStorage(storageKeys.token);
  removeStorage(storageKeys.authProvider);
  endPlatformSession();
}

/**
 * Whoever is signed in (cookie or stored token); anonymous when the server says so or cannot tell.
 * Spec 1 §4: once the server has answered, the session cookie carries the session and the stored token
 * is dropped; a 401 while a token was stored means that session expired.
 */
export async function fetchCurrentUser(): Promise<SessionUser | null> {
  const hadToken = readStorage(storageKeys.token) !== null;
  try {
    const body = await apiRequest<{ user?: SessionUser | null }>('/auth/me');
    if (hadToken) removeStorage(storageKeys.token);
    return body.user ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && hadToken) {
      clearLocalAuth();
      // Also clears a stale session cookie; a failure changes nothing here.
      await apiRequest('/auth/logout', { method: 'POST' }).catch(() => undefined);
      emit('app-toast', { type: 'error', message: i18n.t('shell:session.expired') });
      return null;
    }
    if (error instanceof ApiError && error.status !== undefined && error.status < 500) return null;
    throw error;
  }
}

/** The session as the app asks for it: at start-up (`first-render.ts`), then through `SessionProvider`. */
export const sessionQuery = queryOptions({ queryKey: meKey, queryFn: fetchCurrentUser, staleTime: 60_000, retry: 1 });

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery(sessionQuery);

  const logout = useCallback(async () => {
    // The server revokes the session; a failure there must not keep the user signed in here.
    await apiRequest('/auth/logout', { method: 'POST' }).catch(() => undefined);
    clearLocalAuth();
    queryClient.setQueryData(meKey, null);
  }, [queryClient]);

  const refresh = useCallback(
    () => queryClient.fetchQuery({ queryKey: meKey, queryFn: fetchCurrentUser, staleTime: 0, retry: false }),
    [queryClient],
  );
  const setUser = useCallback((next: SessionUser | null) => queryClient.setQueryData(meKey, next), [queryClient]);

  const user = me.data ?? null;
  const value = useMemo<Session>(
    () => ({ user, loading: me.isPending, isAdmin: user ? adminRoles.includes(user.role) : false, logout, refresh, setUser }),
    [user, me.isPending, logout, refresh, setUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
