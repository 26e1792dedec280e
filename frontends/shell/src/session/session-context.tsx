import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRoles, type SessionUser } from '@mb/contracts';
import { ApiError, apiRequest, removeStorage, storageKeys } from '@mb/ui';

interface Session {
  user: SessionUser | null;
  loading: boolean;
  isAdmin: boolean;
  logout(): Promise<void>;
}

const SessionContext = createContext<Session | undefined>(undefined);
const meKey = ['auth', 'me'] as const;

/** Whoever is signed in (cookie or stored token); anonymous when the server says so or cannot tell. */
async function fetchCurrentUser(): Promise<SessionUser | null> {
  try {
    const body = await apiRequest<{ user?: SessionUser | null }>('/auth/me');
    return body.user ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status !== undefined && error.status < 500) return null;
    throw error;
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: meKey, queryFn: fetchCurrentUser, staleTime: 60_000, retry: 1 });

  const logout = useCallback(async () => {
    // The server revokes the session; a failure there must not keep the user signed in here.
    await apiRequest('/auth/logout', { method: 'POST' }).catch(() => undefined);
    removeStorage(storageKeys.token);
    removeStorage(storageKeys.authProvider);
    queryClient.setQueryData(meKey, null);
  }, [queryClient]);

  const user = me.data ?? null;
  const value = useMemo<Session>(
    () => ({ user, loading: me.isPending, isAdmin: user ? adminRoles.includes(user.role) : false, logout }),
    [user, me.isPending, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
