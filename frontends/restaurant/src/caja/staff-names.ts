import { useQuery } from '@tanstack/react-query';
import type { AssignmentsResponse } from '@mb/contracts';
import { apiRequest, useSignedInUser } from '@mb/ui';
import { restaurantQueryKey, useRestaurantSession } from '../session/index.js';

/**
 * Staff by name rather than e-mail, as the remote knows them: the owner's assignments name each member (the list the
 * Personal screen shows, on the platform session, for the owner only) and the platform session names whoever is
 * signed in. Anyone else, or a list that cannot be read, stays an e-mail.
 */
export function useStaffNames(): (email: string) => string {
  const { user } = useRestaurantSession();
  const signedIn = useSignedInUser();
  const staff = useQuery({
    queryKey: [...restaurantQueryKey, 'staff'],
    queryFn: () => apiRequest<AssignmentsResponse>('/mb/restaurant/config/assignments'),
    enabled: user.is_owner,
  });
  const names = new Map((staff.data?.data ?? []).map((person) => [person.assigned_email.toLowerCase(), person.assigned_name]));
  if (signedIn?.full_name) names.set(signedIn.email.toLowerCase(), signedIn.full_name);
  return (email) => names.get(email.toLowerCase()) || email;
}
