import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Branch, BranchDish } from '@mb/contracts';
import { ApiError } from '@mb/ui';
import { restaurantApi, restaurantQueryKey } from '../session/index.js';
import { chooseBranch, currentBranch, useChosenBranch } from './branch-store.js';

const branchesKey = [...restaurantQueryKey, 'branches'];

const listBranches = () => restaurantApi<{ data: Branch[] }>('/restaurant/sedes').then((answer) => answer.data);

/**
 * GET /restaurant/sedes: the branches the person works in (every branch for an administrator); asked when `enabled`.
 * Refused the branch this device keeps (another person works the tablet now, theirs was taken away, or it is another
 * restaurant's), the device forgets it, every screen is read again, and the person works in their own first branch.
 */
export function useBranches(enabled = true) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: branchesKey,
    enabled,
    queryFn: async () => {
      try {
        return await listBranches();
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 403 && currentBranch())) throw error;
        chooseBranch(null);
        void queryClient.invalidateQueries({ queryKey: restaurantQueryKey, predicate: (query) => query.queryKey.at(-1) !== 'branches' });
        return listBranches();
      }
    },
  });
}

/**
 * The person's branches, when they work in several, and the one this device works in: the one chosen on it, else the
 * first. Undefined with one branch (or while they load); asked when `enabled`.
 */
export function useWorkingBranch(enabled = true): { branches: Branch[]; working: Branch } | undefined {
  const chosen = useChosenBranch();
  const branches = useBranches(enabled);
  if (!branches.data || branches.data.length < 2) return undefined;
  return { branches: branches.data, working: branches.data.find((branch) => branch.id === chosen) ?? branches.data[0]! };
}

/** Makes this device work in the branch `id`: every screen's data is read again for it. */
export function useWorkIn() {
  const queryClient = useQueryClient();
  return (id: string) => {
    chooseBranch(id);
    void queryClient.invalidateQueries({ queryKey: restaurantQueryKey });
  };
}

/** POST /restaurant/sedes (Gold, admins). */
export function useCreateBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      restaurantApi<{ data: Branch }>('/restaurant/sedes', { method: 'POST', body: { name } }).then((answer) => answer.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: branchesKey }),
  });
}

/** PUT /restaurant/sedes/{id}/personal (Gold, admins): who works in the branch. */
export function useSetBranchStaff(branchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: string[]) =>
      restaurantApi<{ data: Branch }>(`/restaurant/sedes/${branchId}/personal`, { method: 'PUT', body: { user_ids: userIds } }).then(
        (answer) => answer.data,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: branchesKey }),
  });
}

const branchDishesKey = (branchId: string) => [...branchesKey, branchId, 'dishes'];

/** GET /restaurant/sedes/{id}/carta (Gold, admins): the dishes whose price or availability differ in the branch. */
export const useBranchDishes = (branchId: string) =>
  useQuery({
    queryKey: branchDishesKey(branchId),
    queryFn: () => restaurantApi<{ data: BranchDish[] }>(`/restaurant/sedes/${branchId}/carta`).then((answer) => answer.data),
  });

/** PUT /restaurant/sedes/{id}/carta/{dishId} (Gold, admins): a dish's price (null: the menu's) and availability there. */
export function useSetBranchDish(branchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dish_id, ...body }: BranchDish) =>
      restaurantApi<{ data: BranchDish }>(`/restaurant/sedes/${branchId}/carta/${dish_id}`, { method: 'PUT', body }).then(
        (answer) => answer.data,
      ),
    // Every screen's menu may change with it (the device may work in that branch).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: restaurantQueryKey }),
  });
}
