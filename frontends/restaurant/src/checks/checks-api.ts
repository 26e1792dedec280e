import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdjustCheckRequest,
  ChargeCheckRequest,
  RefundCheckRequest,
  RestaurantCheck,
  RestaurantReceipt,
  SaleDocument,
  SplitCheckRequest,
} from '@mb/contracts';
import { restaurantApi, restaurantKeys, restaurantQueryKey } from '../session/index.js';

/** Every view of the checks starts with this key, so a charge or a split refreshes them all. */
const checksKey = [...restaurantQueryKey, 'checks'] as const;
const checkKey = (id: string) => [...checksKey, 'one', id] as const;

/** GET /restaurant/cuentas: the open checks, of one table when `tableId` is given (a split table has several). */
export function useOpenChecks(tableId?: string) {
  const query = new URLSearchParams({ status: 'abierta', ...(tableId ? { table_id: tableId } : {}) });
  return useQuery({
    queryKey: [...checksKey, 'open', tableId ?? 'all'],
    queryFn: () => restaurantApi<{ data: RestaurantCheck[] }>(`/restaurant/cuentas?${query}`).then((answer) => answer.data),
  });
}

/** DIAN answers a moment after the charge (or while it is away): a pending document is asked about again every few seconds. */
const documentPollMs = 3000;
const pending = (document: SaleDocument | undefined) => document?.status === 'pendiente';

export function useCheck(id: string) {
  return useQuery({
    queryKey: checkKey(id),
    queryFn: () => restaurantApi<{ data: RestaurantCheck }>(`/restaurant/cuentas/${id}`).then((answer) => answer.data),
    refetchInterval: (query) => {
      const check = query.state.data;
      const waiting = pending(check?.electronic_document) || check?.refunds.some((refund) => pending(refund.electronic_document));
      return waiting ? documentPollMs : false;
    },
  });
}

/** A fresh key for one charge attempt: 8 to 100 letters, digits, '-' or '_' (the contract's rule). */
const newChargeKey = (): string => `cobro-${crypto.randomUUID()}`;

/**
 * The same attempt keeps its key: a retry or a double tap of the same payments sends the same key (the server answers
 * it once), while changed payments are a new attempt with a new key.
 */
export function chargeKeyFor(previous: { key: string; body: string } | null, body: string): { key: string; body: string } {
  return previous?.body === body ? previous : { key: newChargeKey(), body };
}

/** Refreshes what a change to a check touches: the checks, the floor and the kitchen's orders. */
export function useRefreshChecks() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: checksKey }),
      queryClient.invalidateQueries({ queryKey: restaurantKeys.tables }),
      queryClient.invalidateQueries({ queryKey: restaurantKeys.orders }),
    ]);
}

/** POSTs to a check's call and answers its `data`. */
export const postCheck = <T>(path: string, body: unknown) =>
  restaurantApi<{ data: T }>(path, { method: 'POST', body }).then((answer) => answer.data);

/** The changes to checks (charging, splitting, adjusting, refunding); each refreshes the checks, the floor and the kitchen's orders. */
export function useCheckChanges() {
  const refresh = useRefreshChecks();
  const charge = useMutation({
    mutationFn: ({ id, request }: { id: string; request: ChargeCheckRequest }) =>
      postCheck<RestaurantCheck>(`/restaurant/cuentas/${id}/cobrar`, request),
    onSettled: refresh,
  });
  const split = useMutation({
    mutationFn: ({ id, lines }: { id: string; lines: SplitCheckRequest['lines'] }) =>
      postCheck<RestaurantCheck>(`/restaurant/cuentas/${id}/dividir`, { lines }),
    onSuccess: refresh,
  });
  const splitParts = useMutation({
    mutationFn: ({ id, parts }: { id: string; parts: number }) =>
      postCheck<RestaurantCheck>(`/restaurant/cuentas/${id}/dividir-partes`, { parts }),
    onSuccess: refresh,
  });
  const adjust = useMutation({
    mutationFn: ({ id, request }: { id: string; request: AdjustCheckRequest }) =>
      postCheck<RestaurantCheck>(`/restaurant/cuentas/${id}/ajustes`, request),
    onSuccess: refresh,
  });
  const refund = useMutation({
    mutationFn: ({ id, request }: { id: string; request: RefundCheckRequest }) =>
      postCheck<RestaurantCheck>(`/restaurant/cuentas/${id}/reembolsos`, request),
    onSuccess: refresh,
  });
  return { charge, split, splitParts, adjust, refund };
}

/** GET /restaurant/cuentas/{id}/recibo: a charged check's receipt, or one equal part's (`part`). */
export function useReceipt(id: string, part?: number) {
  return useQuery({
    queryKey: [...checkKey(id), 'receipt', part ?? 'whole'],
    queryFn: () =>
      restaurantApi<{ data: RestaurantReceipt }>(`/restaurant/cuentas/${id}/recibo${part ? `?part=${part}` : ''}`).then(
        (answer) => answer.data,
      ),
    refetchInterval: (query) => (pending(query.state.data?.electronic_document) ? documentPollMs : false),
  });
}

/** POST /restaurant/cuentas/{id}/recibo/enviar: the receipt to the diner's e-mail; answers the service's message. */
export function useSendReceipt(id: string, part?: number) {
  return useMutation({
    mutationFn: (email: string) =>
      restaurantApi<{ message: string }>(`/restaurant/cuentas/${id}/recibo/enviar`, {
        method: 'POST',
        body: { email, ...(part ? { part } : {}) },
      }).then((answer) => answer.message),
  });
}
