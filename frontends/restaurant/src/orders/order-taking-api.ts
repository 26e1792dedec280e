import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dish, RestaurantOrder, RestaurantTable } from '@mb/contracts';
import { emit } from '@mb/ui';
import { restaurantApi, restaurantKeys, useRestaurantSession } from '../session/index.js';

/** A line of the caller's cart (contracts: cartItem). */
export interface CartLine {
  id: string;
  dish_id: string;
  name: string;
  unit_price: number;
  quantity: number;
  note: string;
  line_total: number;
  available: boolean;
}
export interface MenuCategory {
  id: string;
  name: string;
  dishes: number;
}
export type Destination = { table: RestaurantTable } | { takeaway: true };

const data = <T>(path: string) => restaurantApi<{ data: T }>(path).then((answer) => answer.data);
const toastFailure = (error: Error) => emit('global-toast', { type: 'error', message: error.message });

export const useTables = () => useQuery({ queryKey: restaurantKeys.tables, queryFn: () => data<RestaurantTable[]>('/restaurant/tables') });
export const useCategories = () =>
  useQuery({ queryKey: restaurantKeys.categories, queryFn: () => data<MenuCategory[]>('/restaurant/menu/categories') });
export const useDishes = () => useQuery({ queryKey: restaurantKeys.dishes, queryFn: () => data<Dish[]>('/restaurant/menu/items') });

export function useFavourites() {
  const { user } = useRestaurantSession();
  const queryClient = useQueryClient();
  const key = restaurantKeys.favourites(user.id);
  const favourites = useQuery({ queryKey: key, queryFn: () => data<Dish[]>(`/restaurant/favoritos/user/${user.id}`) });
  const toggle = useMutation({
    mutationFn: (dishId: string) => restaurantApi('/restaurant/favoritos/toggle', { method: 'POST', body: { platoId: dishId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
    onError: toastFailure,
  });
  return { ids: new Set(favourites.data?.map((dish) => dish.id)), toggle };
}

/** The signed-in staff member's cart (one per restaurant user, kept by the server) and what changes it. */
export function useCart() {
  const { user } = useRestaurantSession();
  const queryClient = useQueryClient();
  const key = restaurantKeys.cart(user.id);
  const cart = useQuery({ queryKey: key, queryFn: () => data<CartLine[]>(`/restaurant/carrito/${user.id}`) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const add = useMutation({
    mutationFn: (dishId: string) => restaurantApi('/restaurant/carrito/add', { method: 'POST', body: { itemId: dishId, quantity: 1 } }),
    onSettled: refresh,
    onError: toastFailure,
  });
  const update = useMutation({
    mutationFn: (line: Pick<CartLine, 'id' | 'quantity' | 'note'>) =>
      restaurantApi('/restaurant/carrito/update-quantity', { method: 'PUT', body: line }),
    onSettled: refresh,
    onError: toastFailure,
  });
  const remove = useMutation({
    mutationFn: (lineId: string) => restaurantApi(`/restaurant/carrito/item/${lineId}`, { method: 'DELETE' }),
    onSettled: refresh,
    onError: toastFailure,
  });
  const checkout = useMutation({
    mutationFn: ({ destination, note }: { destination: Destination; note: string }) =>
      restaurantApi<{ data: RestaurantOrder }>('/restaurant/carrito/checkout', {
        method: 'POST',
        body: 'table' in destination ? { table_id: destination.table.id, note } : { takeaway: true, note },
      }).then((answer) => answer.data),
    onSuccess: () =>
      Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: restaurantKeys.tables }),
        queryClient.invalidateQueries({ queryKey: restaurantKeys.orders }),
      ]),
    onError: toastFailure,
  });
  return { cart, add, update, remove, checkout };
}
