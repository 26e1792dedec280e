import { decideRefund, type SoldLine } from './refunds.js';

const line = (position: number, unitPrice: number, quantity: number, lineTotal = unitPrice * quantity): SoldLine => ({
  order_id: '00000000-0000-4000-8000-000000000001',
  position,
  dish_id: null,
  name: `Plato ${position}`,
  unit_price: unitPrice,
  quantity,
  line_total: lineTotal,
});

it('gives back exactly what a line was charged, however its units are refunded, each refund with base + INC = total', () => {
  // 7 units charged 69.997 after a discount (not a multiple of 7): refunded 1, then 2, then 4.
  const sold = [line(1, 10_000, 7, 69_997)];
  const before = new Map<string, number>();
  const totals: number[] = [];
  for (const quantity of [1, 2, 4]) {
    const decision = decideRefund(sold, before, [{ order_id: sold[0]!.order_id, position: 1, quantity }], true);
    if (!decision.ok) throw new Error(decision.reason);
    const [refunded] = decision.lines;
    expect(refunded!.inc_base + refunded!.inc_amount).toBe(refunded!.total);
    totals.push(decision.total);
    before.set(`${sold[0]!.order_id}/1`, (before.get(`${sold[0]!.order_id}/1`) ?? 0) + quantity);
  }
  expect(totals).toEqual([9999, 19999, 39999]);
  expect(totals.reduce((sum, total) => sum + total, 0)).toBe(69_997);
  expect(decideRefund(sold, before, 'all', true)).toEqual({ ok: false, reason: 'nothing_to_refund' });
});

it('refuses more units than are left, a line not sold and a line charged at 0', () => {
  const sold = [line(1, 9_999, 3), line(2, 32_900, 1, 0)];
  const id = sold[0]!.order_id;
  const before = new Map([[`${id}/1`, 2]]);
  expect(decideRefund(sold, before, [{ order_id: id, position: 1, quantity: 2 }], true)).toEqual({
    ok: false,
    reason: 'too_much',
    name: 'Plato 1',
    left: 1,
  });
  expect(decideRefund(sold, before, [{ order_id: id, position: 9, quantity: 1 }], true)).toEqual({
    ok: false,
    reason: 'line_not_on_check',
  });
  expect(decideRefund(sold, before, [{ order_id: id, position: 2, quantity: 1 }], true)).toEqual({
    ok: false,
    reason: 'line_free',
    name: 'Plato 2',
  });
  // `all` leaves out the courtesy: the one limonada left, with no INC for a restaurant not responsible for it.
  expect(decideRefund(sold, before, 'all', false)).toMatchObject({ ok: true, subtotal: 9_999, inc: 0, total: 9_999 });
});
