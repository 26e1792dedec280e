import type { OrderStatus } from '@mb/contracts';

/** An order's way forward, one step at a time (spec 2 §4); cancelado is off to the side. */
export const orderFlow = [
  'pendiente',
  'confirmado',
  'preparando',
  'listo',
  'entregado',
  'pagado',
] as const satisfies readonly OrderStatus[];
/** Once the kitchen is done with it, an order can no longer be cancelled. */
export const cancellableStatuses: readonly OrderStatus[] = ['pendiente', 'confirmado', 'preparando'];

/** Still on a table: neither paid nor cancelled. */
export const isOpen = (status: OrderStatus): boolean => status !== 'pagado' && status !== 'cancelado';

/**
 * Whether an order may move from `from` to `to` by PUT …/estado: only to the very next status of the flow, so a
 * ticket is never skipped past a stage nor sent back. Cancelling goes through `canCancel`.
 */
export function canAdvance(from: OrderStatus, to: OrderStatus): boolean {
  const at = (orderFlow as readonly OrderStatus[]).indexOf(from);
  return at >= 0 && orderFlow[at + 1] === to;
}

export const canCancel = (from: OrderStatus): boolean => cancellableStatuses.includes(from);

/**
 * 'Recuperar último' (recall): a ticket bumped off the board by mistake (entregado) comes back to listo, the one step
 * back the flow allows; a paid, cancelled or still cooking ticket is not recalled.
 */
export const recallMove = { from: 'entregado', to: 'listo' } as const satisfies Record<string, OrderStatus>;
export const canRecall = (from: OrderStatus): boolean => from === recallMove.from;
