import { useMutation } from '@tanstack/react-query';
import type { MoveLinesRequest, RestaurantCheck } from '@mb/contracts';
import { postCheck, useRefreshChecks } from '../checks/checks-api.js';

/** Moving a check to another table, merging two checks and moving lines between them (issue 36); each refreshes the floor. */
export function useTableMoves() {
  const refresh = useRefreshChecks();
  const moveTable = useMutation({
    mutationFn: ({ id, tableId }: { id: string; tableId: string }) =>
      postCheck<RestaurantCheck>(`/restaurant/cuentas/${id}/mover-mesa`, { table_id: tableId }),
    onSuccess: refresh,
  });
  const merge = useMutation({
    mutationFn: ({ id, otherId }: { id: string; otherId: string }) =>
      postCheck<RestaurantCheck>(`/restaurant/cuentas/${id}/unir`, { check_id: otherId }),
    onSuccess: refresh,
  });
  const moveLines = useMutation({
    mutationFn: ({ id, request }: { id: string; request: MoveLinesRequest }) =>
      postCheck<RestaurantCheck>(`/restaurant/cuentas/${id}/mover-lineas`, request),
    onSuccess: refresh,
  });
  return { moveTable, merge, moveLines };
}
