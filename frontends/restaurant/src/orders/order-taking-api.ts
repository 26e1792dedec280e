import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dish, RestaurantOrder, RestaurantTable, SoldOption } from '@mb/contracts';
import { emit } from '@mb/ui';
import { addToDraft, clearDraft, isDraftLine, removeDraftLine, updateDraftLine, useDraftLines } from '../offline/draft-cart.js';
import { newKey, sendOrQueue } from '../offline/send-or-queue.js';
import { mustWait } from '../offline/send-queue.js';
import { useOnline } from '../offline/use-offline-queue.js';
import { restaurantApi, restaurantKeys, useRestaurantSession } from '../session/index.js';

/** A line of the caller's cart (contracts: cartItem). */
export interface CartLine {
  id: string;
  dish_id: string;
  name: string;
  unit_price: number;
  quantity: number;
  note: string;
  options: SoldOption[];
  line_total: number;
  available: boolean;
}
export interface MenuCategory {
  id: string;
  name: string;
  dishes: number;
  /** The station that prepares its dishes; null: the default one. */
  station_id: string | null;
}
export type Destination = { table: RestaurantTable } | { takeaway: true };

const data = <T>(path: string) => restaurantApi<{ data: T }>(path).then((answer) => answer.data);
const toastFailure = (error: Error) => emit('global-toast', { type: 'error', message: error.message });

export const useTables = () => useQuery({ queryKey: restaurantKeys.tables, queryFn: () => data<RestaurantTable[]>('/restaurant/tables') });
export const useCategories = () =>
  useQuery({ queryKey: restaurantKeys.categories, queryFn: () => data<MenuCategory[]>('/restaurant/menu/categories') });
// A dish may become unavailable (or available) on another device or by the stock (inventory): the picker looks again.
const menuPollMs = 4_000;
/** The menu's dishes; `live` (the waiter's picker) reads them again every few seconds while the screen is shown. */
export const useDishes = ({ live = false } = {}) =>
  useQuery({
    queryKey: restaurantKeys.dishes,
    queryFn: () => data<Dish[]>('/restaurant/menu/items'),
    refetchInterval: live ? menuPollMs : false,
  });

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

/** A dish to add, with the ids of the options chosen for it. */
interface CartChoice {
  dishId: string;
  options: string[];
}

/**
 * The signed-in staff member's cart (one per restaurant user, kept by the server) and what changes it. Offline, the
 * order is kept on the device instead (see draft-cart.ts) and 'Enviar a cocina' sends it as a round with its lines,
 * or keeps that for when the connection returns; a cart checkout that cannot reach the server is kept the same way.
 * Either answers no order then.
 */
export function useCart() {
  const { user } = useRestaurantSession();
  const queryClient = useQueryClient();
  const key = restaurantKeys.cart(user.id);
  const server = useQuery({ queryKey: key, queryFn: () => data<CartLine[]>(`/restaurant/carrito/${user.id}`) });
  const draft = useDraftLines(user.id);
  const online = useOnline();
  const onDevice = draft.length > 0 || !online;
  const cart = onDevice
    ? ({ ...server, data: draft, isPending: false, isError: false, isSuccess: true, error: null } as typeof server)
    : server;
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const keepOnDevice = ({ dishId, options }: CartChoice) => {
    const dish = queryClient.getQueryData<Dish[]>(restaurantKeys.dishes)?.find((candidate) => candidate.id === dishId);
    if (dish) addToDraft(user.id, dish, options);
  };
  // Offline too: the order is then kept on the device (React Query would hold these back until online).
  const anyNetwork = { networkMode: 'always' as const };
  const add = useMutation({
    ...anyNetwork,
    mutationFn: async (choice: CartChoice) => {
      if (onDevice) return keepOnDevice(choice);
      try {
        await restaurantApi('/restaurant/carrito/add', {
          method: 'POST',
          body: { itemId: choice.dishId, quantity: 1, options: choice.options },
        });
      } catch (error) {
        if (!mustWait(error)) throw error;
        keepOnDevice(choice);
      }
    },
    onSettled: refresh,
    onError: toastFailure,
  });
  const update = useMutation({
    ...anyNetwork,
    mutationFn: async (line: Pick<CartLine, 'id' | 'quantity' | 'note'>) =>
      isDraftLine(line.id)
        ? updateDraftLine(user.id, line)
        : restaurantApi('/restaurant/carrito/update-quantity', { method: 'PUT', body: line }),
    onSettled: refresh,
    onError: toastFailure,
  });
  const remove = useMutation({
    ...anyNetwork,
    mutationFn: async (lineId: string) =>
      isDraftLine(lineId) ? removeDraftLine(user.id, lineId) : restaurantApi(`/restaurant/carrito/item/${lineId}`, { method: 'DELETE' }),
    onSettled: refresh,
    onError: toastFailure,
  });
  const checkout = useMutation({
    ...anyNetwork,
    mutationFn: async ({ destination, note }: { destination: Destination; note: string }) => {
      const to = 'table' in destination ? { table_id: destination.table.id, note } : { takeaway: true, note };
      if (draft.length === 0) {
        const sent = await sendOrQueue<{ data: RestaurantOrder }>({
          key: newKey(),
          method: 'POST',
          path: '/restaurant/carrito/checkout',
          body: to,
        });
        return sent?.data;
      }
      const lines = draft.map((line) => ({
        itemId: line.dish_id,
        quantity: line.quantity,
        options: line.option_ids,
        ...(line.note ? { note: line.note } : {}),
      }));
      const sent = await sendOrQueue<{ data: RestaurantOrder }>({
        key: newKey(),
        method: 'POST',
        path: '/restaurant/pedidos',
        body: { ...to, lines },
      });
      clearDraft(user.id);
      return sent?.data;
    },
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
