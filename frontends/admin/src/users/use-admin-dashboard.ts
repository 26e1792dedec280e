import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { adminDashboardResponse, ListUsersQuery } from '@mb/contracts';
import { apiRequest } from '@mb/ui';

export type AdminDashboard = ReturnType<typeof adminDashboardResponse.parse>;
export type DashboardUser = AdminDashboard['users'][number];
export type UsersQuery = Omit<ListUsersQuery, 'q'> & { q: string };

/** GET /auth/dashboard/admin: one page of users, filtered and sorted on the server, with the four cards. */
export function useAdminDashboard(query: UsersQuery) {
  return useQuery({
    queryKey: ['admin', 'users', query],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams(
        Object.entries(query)
          .filter(([, value]) => value !== undefined && value !== '')
          .map(([name, value]) => [name, String(value)]),
      );
      return apiRequest<AdminDashboard>(`/auth/dashboard/admin?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}
