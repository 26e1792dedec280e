import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTableRequest, RestaurantTable, TableStatus } from '@mb/contracts';
import { restaurantApi, restaurantKeys } from '../session/index.js';

/** Creating a table and changing its status; both refresh every view of the floor. */
export function useTableChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: restaurantKeys.tables });
  const create = useMutation({
    mutationFn: (table: CreateTableRequest) =>
      restaurantApi<{ data: RestaurantTable }>('/restaurant/tables', { method: 'POST', body: table }).then((answer) => answer.data),
    onSuccess: refresh,
  });
  const setStatus = useMutation({
    mutationFn: ({ id, status }: { id: string; status: TableStatus }) =>
      restaurantApi<{ data: RestaurantTable }>(`/restaurant/tables/${id}/status`, { method: 'PUT', body: { status } }).then(
        (answer) => answer.data,
      ),
    onSuccess: refresh,
  });
  return { create, setStatus };
}
