import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Branch } from '@mb/contracts';
import { restaurantApi, restaurantQueryKey } from '../session/index.js';

const branchesKey = [...restaurantQueryKey, 'branches'];

/** GET /restaurant/sedes: the branches the person works in (every branch for an administrator). */
export const useBranches = () =>
  useQuery({
    queryKey: branchesKey,
    queryFn: () => restaurantApi<{ data: Branch[] }>('/restaurant/sedes').then((answer) => answer.data),
  });

/** POST /restaurant/sedes (Gold, admins). */
export function useCreateBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      restaurantApi<{ data: Branch }>('/restaurant/sedes', { method: 'POST', body: { name } }).then((answer) => answer.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: branchesKey }),
  });
}
