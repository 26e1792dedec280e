import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { OrderStatus, RestaurantOrder } from '@mb/contracts';
import { emit } from '@mb/ui';
import { newKey, sendOrQueue } from '../offline/send-or-queue.js';
import { restaurantApi, restaurantKeys } from '../session/index.js';
import { boardColumns } from './order-moves.js';

/** Today in Colombia (the service's days are America/Bogota days), as AAAA-MM-DD. */
export function bogotaDay(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

const list = (query: string) => restaurantApi<{ data: RestaurantOrder[] }>(`/restaurant/pedidos?${query}`).then((answer) => answer.data);

/**
 * What the board shows: every order still open, whatever day it was taken (a table may stay past midnight), and
 * today's closed ones.
 */
async function loadBoard(): Promise<RestaurantOrder[]> {
  const lists = await Promise.all([...boardColumns.map((status) => list(`status=${status}`)), list(`day=${bogotaDay()}`)]);
  const byId = new Map(lists.flat().map((order) => [order.id, order]));
  return [...byId.values()];
}

/** Puts an order's latest state in the board, unless the board already holds a later one (events may cross). */
export function upsertOrder(queryClient: QueryClient, order: RestaurantOrder): void {
  queryClient.setQueryData<RestaurantOrder[]>(restaurantKeys.board, (orders) => {
    if (!orders) return orders;
    const known = orders.find((candidate) => candidate.id === order.id);
    if (!known) return [...orders, order];
    if (known.updated_at > order.updated_at) return orders;
    return orders.map((candidate) => (candidate.id === order.id ? order : candidate));
  });
}

/** Polling only while the live stream is down. */
export const fallbackPollMs = 10_000;

export function useBoardOrders(live: boolean) {
  return useQuery({ queryKey: restaurantKeys.board, queryFn: loadBoard, refetchInterval: live ? false : fallbackPollMs });
}

/** A move the device keeps while offline, shown on the board at once; the server's answer replaces it when sent. */
function movedOnDevice(queryClient: QueryClient, id: string, status: OrderStatus): void {
  queryClient.setQueryData<RestaurantOrder[]>(restaurantKeys.board, (orders) =>
    orders?.map((order) => (order.id === id ? { ...order, status, updated_at: new Date().toISOString() } : order)),
  );
}

/**
 * Moves and cancellations; a refusal (409: the move is not allowed from where the order is) shows the server's words.
 * Offline, the move is kept on the device (see send-or-queue.ts) and shown on the board until it is sent.
 */
export function useOrderMoves() {
  const queryClient = useQueryClient();
  const settle = {
    // Offline too: the move is then kept on the device (React Query would hold it back until online).
    networkMode: 'always' as const,
    onSuccess: (answer: { data: RestaurantOrder } | undefined, moved: { id: string; status: OrderStatus }) => {
      if (!answer) return movedOnDevice(queryClient, moved.id, moved.status);
      upsertOrder(queryClient, answer.data);
      // The table may have become free (pagado, cancelado): the floor must see it.
      void queryClient.invalidateQueries({ queryKey: restaurantKeys.tables });
    },
    onError: (error: Error) => emit('global-toast', { type: 'error', message: error.message }),
  };
  const move = useMutation({
    mutationFn: ({ id, status }: { id: string; status: OrderStatus }) =>
      sendOrQueue<{ data: RestaurantOrder }>({ key: newKey(), method: 'PUT', path: `/restaurant/pedidos/${id}/estado`, body: { status } }),
    ...settle,
  });
  const cancel = useMutation({
    mutationFn: (id: string) =>
      sendOrQueue<{ data: RestaurantOrder }>({
        key: newKey(),
        method: 'PUT',
        path: `/restaurant/pedidos/${id}/cancelar`,
        body: { reason: '' },
      }),
    ...settle,
    onSuccess: (answer: { data: RestaurantOrder } | undefined, id: string) => settle.onSuccess(answer, { id, status: 'cancelado' }),
  });
  return { move, cancel };
}
