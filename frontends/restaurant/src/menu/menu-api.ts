import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dish, DishRequest } from '@mb/contracts';
import { restaurantApi, restaurantKeys } from '../session/index.js';

const data = <T>(answer: { data: T }) => answer.data;

/** What restaurant admins change in the menu; each change refreshes every view of categories and dishes. */
export function useMenuChanges() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: restaurantKeys.categories }),
      queryClient.invalidateQueries({ queryKey: restaurantKeys.dishes }),
    ]);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per change, always in the same order, inside this hook
  const useChange = <Input, Output>(call: (input: Input) => Promise<Output>) => useMutation({ mutationFn: call, onSuccess: refresh });
  return {
    addCategory: useChange((name: string) => restaurantApi('/restaurant/menu/categories', { method: 'POST', body: { name } })),
    renameCategory: useChange(({ id, name }: { id: string; name: string }) =>
      restaurantApi(`/restaurant/menu/categories/${id}`, { method: 'PUT', body: { name } }),
    ),
    /** The station that prepares the category's dishes. */
    setCategoryStation: useChange(({ id, name, stationId }: { id: string; name: string; stationId: string }) =>
      restaurantApi(`/restaurant/menu/categories/${id}`, { method: 'PUT', body: { name, station_id: stationId } }),
    ),
    deleteCategory: useChange((id: string) => restaurantApi(`/restaurant/menu/categories/${id}`, { method: 'DELETE' })),
    /** Every category, in the order the menu shows them from now on. */
    reorderCategories: useChange((ids: string[]) => restaurantApi('/restaurant/menu/categories/order', { method: 'PUT', body: { ids } })),
    saveDish: useChange(({ id, dish }: { id?: string; dish: DishRequest }) =>
      restaurantApi<{ data: Dish }>(id ? `/restaurant/menu/items/${id}` : '/restaurant/menu/items', {
        method: id ? 'PUT' : 'POST',
        body: dish,
      }).then(data),
    ),
    setAvailable: useChange(({ id, available }: { id: string; available: boolean }) =>
      restaurantApi(`/restaurant/menu/items/${id}`, { method: 'PUT', body: { available } }),
    ),
    deleteDish: useChange((id: string) => restaurantApi(`/restaurant/menu/items/${id}`, { method: 'DELETE' })),
    uploadImage: useChange(({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('image', file);
      return restaurantApi(`/restaurant/menu/items/${id}/image`, { method: 'POST', body: form, timeoutMs: 60_000 });
    }),
  };
}
export type MenuChanges = ReturnType<typeof useMenuChanges>;
