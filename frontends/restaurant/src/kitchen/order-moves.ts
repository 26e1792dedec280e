import type { OrderStatus } from '@mb/contracts';

/** The board's columns: the orders still in the kitchen's hands, in the order they move. */
export const boardColumns = ['pendiente', 'confirmado', 'preparando', 'listo', 'entregado'] as const satisfies readonly OrderStatus[];
export type BoardColumn = (typeof boardColumns)[number];
export const closedStatuses = ['pagado', 'cancelado'] as const satisfies readonly OrderStatus[];

/**
 * One tap moves a ticket one step along pendiente → confirmado → preparando → listo → entregado. A delivered ticket
 * becomes pagado when its check is charged ('Cobrar' on the table's check), never on its own.
 */
export const nextStatus: Partial<Record<BoardColumn, OrderStatus>> = {
  pendiente: 'confirmado',
  confirmado: 'preparando',
  preparando: 'listo',
  listo: 'entregado',
};

/** The server cancels only these; the button shows nowhere else. */
export const cancellable: readonly OrderStatus[] = ['pendiente', 'confirmado', 'preparando'];
