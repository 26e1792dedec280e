import { useQuery } from '@tanstack/react-query';
import { apiRequest, i18n } from '@mb/ui';
import type { ClientDashboard } from './client-dashboard.js';

/** null when the gateway answers without a user (the screen says so rather than failing). */
async function fetchClientDashboard(): Promise<ClientDashboard | null> {
  const body = await apiRequest<{ user?: ClientDashboard['user'] | null; unavailable: ClientDashboard['unavailable'] }>(
    '/auth/dashboard/client',
    {
      fallback: i18n.t('account:memberships.loadFailed'),
    },
  );
  return body.user ? { user: body.user, unavailable: body.unavailable } : null;
}

/** Every user's dashboard entry starts with this: a payment that changed a subscription refreshes them all. */
export const dashboardQueryKey = ['account', 'dashboard'] as const;

/**
 * The signed-in client's subscriptions and shared apps; `userId` is who the shell says is signed in, undefined
 * while it does not know or nobody is (then nothing is asked). Keyed by that id because the query cache is the
 * shell's and outlives a logout: the next user must never see the previous one's subscriptions.
 */
export function useClientDashboard(userId: string | undefined) {
  return useQuery({
    queryKey: [...dashboardQueryKey, userId],
    queryFn: fetchClientDashboard,
    enabled: userId !== undefined,
  });
}
