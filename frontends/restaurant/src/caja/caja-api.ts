import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BillingSettings, billingSettingsRequest, cashMovementRequest, CashShift } from '@mb/contracts';
import { restaurantApi, restaurantQueryKey } from '../session/index.js';

type BillingSettingsChange = z.infer<typeof billingSettingsRequest>;
export type CashMovement = z.infer<typeof cashMovementRequest>;
interface DenominationCount {
  value: number;
  quantity: number;
}

/** The cash register's queries: a charge in cash changes the open shift, so checks screens may invalidate `shift`. */
export const cajaKeys = {
  shift: [...restaurantQueryKey, 'caja', 'turno'] as const,
  history: [...restaurantQueryKey, 'caja', 'turnos'] as const,
  settings: [...restaurantQueryKey, 'caja', 'ajustes'] as const,
};

const data = <T>(path: string, options?: Parameters<typeof restaurantApi>[1]) =>
  restaurantApi<{ data: T }>(path, options).then((answer) => answer.data);

/** The open shift, or null when the register is closed. */
export const useCurrentShift = () =>
  useQuery({ queryKey: cajaKeys.shift, queryFn: () => data<CashShift | null>('/restaurant/caja/turno') });

/** Every shift of the restaurant, the newest first (restaurant administrators). */
export const useShiftHistory = () => useQuery({ queryKey: cajaKeys.history, queryFn: () => data<CashShift[]>('/restaurant/caja/turnos') });

export const useBillingSettings = () =>
  useQuery({ queryKey: cajaKeys.settings, queryFn: () => data<BillingSettings>('/restaurant/caja/ajustes') });

/** Opening, moving cash and closing: each answers the shift as it now stands, which becomes the current one. */
export function useShiftChanges() {
  const queryClient = useQueryClient();
  const settle = (shift: CashShift) => {
    queryClient.setQueryData(cajaKeys.shift, shift.status === 'abierta' ? shift : null);
    void queryClient.invalidateQueries({ queryKey: cajaKeys.history });
  };
  const post = (path: string, body: unknown) => data<CashShift>(path, { method: 'POST', body });
  return {
    open: useMutation({
      mutationFn: (openingFloat: number) => post('/restaurant/caja/turno/abrir', { opening_float: openingFloat }),
      onSuccess: settle,
    }),
    move: useMutation({ mutationFn: (movement: CashMovement) => post('/restaurant/caja/turno/movimientos', movement), onSuccess: settle }),
    close: useMutation({
      mutationFn: (counts: DenominationCount[]) => post('/restaurant/caja/turno/cerrar', { counts }),
      onSuccess: settle,
    }),
  };
}

export function useSaveBillingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: BillingSettingsChange) => data<BillingSettings>('/restaurant/caja/ajustes', { method: 'PUT', body: change }),
    onSuccess: (saved) => queryClient.setQueryData(cajaKeys.settings, saved),
  });
}
