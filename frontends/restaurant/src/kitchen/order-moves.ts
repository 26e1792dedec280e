import type { OrderStatus } from '@mb/contracts';

/** The board's columns: the orders still in the kitchen's hands, in the order they move. */
export const boardColumns = ['pendiente', 'confirmado', 'preparando', 'listo', 'entregado'] as const satisfies readonly OrderStatus[];
export type BoardColumn = (typeof boardColumns)[number];
export const closedStatuses = ['pagado', 'cancelado'] as const satisfies readonly OrderStatus[];

/** One tap moves a ticket one step along pendiente → confirmado → preparando → listo → entregado → pagado. */
export const nextStatus: Record<BoardColumn, OrderStatus> = {
  pendiente: 'confirmado',
  confirmado: 'preparando',
  preparando: 'listo',
  listo: 'entregado',
  entregado: 'pagado',
};

/** The server cancels only these; the button shows nowhere else. */
export const cancellable: readonly OrderStatus[] = ['pendiente', 'confirmado', 'preparando'];
