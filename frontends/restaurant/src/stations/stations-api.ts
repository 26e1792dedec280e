import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RestaurantOrder, Station } from '@mb/contracts';
import { emit } from '@mb/ui';
import { restaurantApi, restaurantKeys } from '../session/index.js';
import { upsertOrder } from '../kitchen/kitchen-board-api.js';

/** The preparation stations of the branch the device works in, the default (Cocina) first. */
export function useStations() {
  return useQuery({
    queryKey: restaurantKeys.stations,
    queryFn: () => restaurantApi<{ data: Station[] }>('/restaurant/estaciones').then((answer) => answer.data),
  });
}

/** Admins add stations to the branch the device works in; each one added refreshes every list of them. */
export function useAddStation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => restaurantApi<{ data: Station }>('/restaurant/estaciones', { method: 'POST', body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: restaurantKeys.stations }),
  });
}

/**
 * 'Recuperar último': the station's last delivered ticket (any station's when `stationId` is null) back to listo on
 * the board; the server's refusal (nothing to recall) is shown in its words.
 */
export function useRecall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stationId: string | null) =>
      restaurantApi<{ data: RestaurantOrder }>('/restaurant/pedidos/recuperar', { method: 'POST', body: { station_id: stationId } }),
    onSuccess: (answer) => upsertOrder(queryClient, answer.data),
    onError: (error: Error) => emit('global-toast', { type: 'error', message: error.message }),
  });
}
