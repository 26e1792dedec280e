import type { TableStatus } from '@mb/contracts';

/** One colour per table status everywhere tables show: free green, taken red, booked yellow, out of service grey. */
export const tableStatusColors: Record<TableStatus, string> = {
  disponible: 'green',
  ocupada: 'red',
  reservada: 'yellow',
  mantenimiento: 'gray',
};
