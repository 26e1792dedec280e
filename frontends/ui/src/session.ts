import { useCallback, useSyncExternalStore } from 'react';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@mb/contracts';
import { publicQueryKeys } from '@mb/contracts/domain/web-pages';

/** Where the shell keeps the signed-in user in the shared TanStack Query cache (the shell fetches it). */
export const sessionQueryKey = publicQueryKeys.session;
const sessionHash = hashKey(sessionQueryKey);

/**
 * The signed-in user as the shell last learned it: a user, null when anonymous (or when the shell could not
 * tell, as its own menu then treats the visitor), undefined while the shell has not answered yet. Remotes
 * only observe the cache entry and never fetch it, so the shell's query (its fetch function, retries and
 * expiry handling) stays the one source of the session.
 */
export function useSignedInUser(): SessionUser | null | undefined {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (notify: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === sessionHash) notify();
      }),
    [queryClient],
  );
  const read = () => {
    const state = queryClient.getQueryState<SessionUser | null>(sessionQueryKey);
    if (state?.data !== undefined) return state.data;
    return state?.status === 'error' ? null : undefined;
  };
  return useSyncExternalStore(subscribe, read, read);
}
