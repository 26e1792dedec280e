import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QrMenuSettings, RestaurantOrder, TableOrder } from '@mb/contracts';
import { restaurantApi, restaurantKeys, restaurantQueryKey } from '../session/index.js';

const qrMenuKey = [...restaurantQueryKey, 'qr-menu'] as const;
const keys = { settings: [...qrMenuKey, 'settings'] as const, orders: [...qrMenuKey, 'orders'] as const };
const path = '/restaurant/menu-qr';
const data = <T>(answer: { data: T }) => answer.data;
// A diner's order should not wait long for the staff to see it.
const ordersPollMs = 4_000;

/** The public address, 'Permitir pedidos desde la mesa' and each table's address (administrators). */
export const useQrMenuSettings = (enabled: boolean) =>
  useQuery({ queryKey: keys.settings, queryFn: () => restaurantApi<{ data: QrMenuSettings }>(path).then(data), enabled });

export function useSetTableOrdering() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ordering_enabled: boolean) =>
      restaurantApi<{ data: QrMenuSettings }>(path, { method: 'PUT', body: { ordering_enabled } }).then(data),
    onSuccess: (settings) => queryClient.setQueryData(keys.settings, settings),
  });
}

/** The diners' orders waiting for the staff, read again every few seconds (only when `enabled`: the plan has them). */
export const useTableOrders = (enabled = true) =>
  useQuery({
    queryKey: keys.orders,
    queryFn: () => restaurantApi<{ data: TableOrder[] }>(`${path}/pedidos`).then(data),
    refetchInterval: ordersPollMs,
    enabled,
  });

/** Confirm (the order goes to the kitchen as a round) or reject a diner's order; either way the lists are read again. */
export function useDecideTableOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: 'confirmar' | 'rechazar' }) =>
      restaurantApi<{ data: RestaurantOrder[] | TableOrder }>(`${path}/pedidos/${id}/${decision}`, { method: 'POST' }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.orders }),
        queryClient.invalidateQueries({ queryKey: restaurantKeys.orders }),
        queryClient.invalidateQueries({ queryKey: restaurantKeys.tables }),
      ]),
  });
}
