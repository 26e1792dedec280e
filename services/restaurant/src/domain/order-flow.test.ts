import { orderStatuses, type OrderStatus } from '@mb/contracts';
import { canAdvance, canCancel, canRecall, isOpen, recallMove } from './order-flow.js';

const allowed: Array<[OrderStatus, OrderStatus]> = [
  ['pendiente', 'confirmado'],
  ['confirmado', 'preparando'],
  ['preparando', 'listo'],
  ['listo', 'entregado'],
  ['entregado', 'pagado'],
];

it('moves an order one step forward along pendiente → confirmado → preparando → listo → entregado → pagado', () => {
  for (const from of orderStatuses) {
    for (const to of orderStatuses) {
      const expected = allowed.some(([a, b]) => a === from && b === to);
      expect({ from, to, allowed: canAdvance(from, to) }).toEqual({ from, to, allowed: expected });
    }
  }
});

it('cancels only from pendiente, confirmado or preparando', () => {
  expect(orderStatuses.filter(canCancel)).toEqual(['pendiente', 'confirmado', 'preparando']);
});

it('recalls only a delivered ticket, back to listo', () => {
  expect(orderStatuses.filter(canRecall)).toEqual(['entregado']);
  expect(recallMove).toEqual({ from: 'entregado', to: 'listo' });
});

it('counts an order open until it is paid or cancelled', () => {
  expect(orderStatuses.filter(isOpen)).toEqual(['pendiente', 'confirmado', 'preparando', 'listo', 'entregado']);
});
