import { adjustLines, decideAdjustment, discountAmount, spreadAmount, type Adjustment } from './adjustments.js';
import { preBill } from './bill.js';

const order = '00000000-0000-4000-8000-000000000001';
const line = (position: number, unitPrice: number, quantity = 1) => ({ order_id: order, position, unitPrice, quantity });
const onLine = (position: number) => ({ order_id: order, position });
const settings = { incResponsible: true, suggestedTipPercent: 10 };

describe('spreading an amount over lines', () => {
  it('gives each line its share in whole pesos, the leftover pesos to the largest fractions, adding up exactly', () => {
    // 1.000 over 3 equal lines: 333,33 each → 334, 333, 333 (the tie goes to the first).
    expect(spreadAmount(1000, [5000, 5000, 5000])).toEqual([334, 333, 333]);
    // 10.000 over 32.900 / 27.333 / 9.999: 4.684,4 · 3.891,8 · 1.423,7 → the two pesos left to the two largest fractions.
    expect(spreadAmount(10000, [32900, 27333, 9999])).toEqual([4684, 3892, 1424]);
    expect(spreadAmount(0, [100, 200])).toEqual([0, 0]);
    expect(spreadAmount(300, [100, 200])).toEqual([100, 200]);
    expect(spreadAmount(50, [0, 0])).toEqual([0, 0]);
  });

  it('never gives a line more than its weight and always adds up, for many amounts and weights', () => {
    const wrong = [];
    const weights = [9999, 1, 27333, 65800, 7, 0, 4999];
    const sum = weights.reduce((a, b) => a + b, 0);
    for (let amount = 0; amount <= sum; amount += 97) {
      const shares = spreadAmount(amount, weights);
      if (shares.reduce((a, b) => a + b, 0) !== amount || shares.some((share, i) => share < 0 || share > weights[i]!)) wrong.push(amount);
    }
    expect(wrong).toEqual([]);
  });
});

describe('a discount’s amount', () => {
  it('is the value given, or the percentage of what is left rounded half up to the peso', () => {
    expect(discountAmount({ type: 'valor', value: 5000 }, 32900)).toBe(5000);
    expect(discountAmount({ type: 'porcentaje', value: 15 }, 9999)).toBe(1500); // 1.499,85
    expect(discountAmount({ type: 'porcentaje', value: 10 }, 27333)).toBe(2733); // 2.733,3
    expect(discountAmount({ type: 'porcentaje', value: 50 }, 27)).toBe(14); // 13,5
    expect(discountAmount({ type: 'porcentaje', value: 100 }, 65800)).toBe(65800);
  });
});

describe('the adjusted lines', () => {
  const lines = [line(1, 32900, 2), line(2, 27333), line(3, 9999, 3)];

  it('takes line discounts off their line, brings a courtesy to 0, leaves a void out, and spreads the check’s discount', () => {
    const adjustments: Adjustment[] = [
      { kind: 'descuento', line: onLine(1), amount: 6580 },
      { kind: 'cortesia', line: onLine(2), amount: 27333 },
      { kind: 'descuento', line: null, amount: 10000 },
    ];
    const adjusted = adjustLines(lines, adjustments);
    // Left before the check's discount: 59.220 and 29.997 (the courtesy's 0); 10.000 spread 6.638,07 / 3.361,93.
    expect(adjusted.map(({ position, discount, courtesy, voided }) => [position, discount, courtesy, voided])).toEqual([
      [1, 6580 + 6638, false, false],
      [2, 0, true, false],
      [3, 3362, false, false],
    ]);
    const bill = preBill(adjusted, settings);
    expect(bill.lines.map((l) => l.lineTotal)).toEqual([65800 - 13218, 0, 29997 - 3362]);
    expect(bill.total).toBe(65800 + 29997 - 6580 - 10000);
    expect(bill.discount).toBe(16580);
    expect(bill.subtotal + bill.inc).toBe(bill.total);
    expect(bill.lines.every((l) => l.incBase + l.incAmount === l.lineTotal)).toBe(true);
  });

  it('caps discounts at what is left to pay, and a void’s line takes no share of the check’s discount', () => {
    const adjusted = adjustLines(lines, [
      { kind: 'descuento', line: onLine(1), amount: 99999 },
      { kind: 'anulacion', line: onLine(3), amount: 29997 },
      { kind: 'descuento', line: null, amount: 50000 },
    ]);
    expect(adjusted.map(({ discount, voided }) => [discount, voided])).toEqual([
      [65800, false],
      [27333, false],
      [0, true],
    ]);
    const bill = preBill(adjusted, settings);
    expect(bill.total).toBe(0);
    expect(bill.discount).toBe(65800 + 27333);
  });

  it('keeps every line’s INC exact and the lines adding up to the total for any check discount', () => {
    const wrong = [];
    for (let amount = 1; amount <= 50000; amount += 331) {
      const bill = preBill(adjustLines(lines, [{ kind: 'descuento', line: null, amount }]), settings);
      const sum = bill.lines.reduce((total, l) => total + l.lineTotal, 0);
      if (sum !== bill.total || bill.total !== 65800 + 27333 + 29997 - amount || bill.subtotal + bill.inc !== bill.total)
        wrong.push(amount);
    }
    expect(wrong).toEqual([]);
  });
});

describe('deciding an adjustment', () => {
  const lines = [line(1, 32900, 2), line(2, 27333)];
  const earlier: Adjustment[] = [
    { kind: 'descuento', line: onLine(1), amount: 5800 },
    { kind: 'descuento', line: null, amount: 1000 },
  ];

  it('reckons a line’s discount on the line after its own discounts, the check’s on what is left of the check', () => {
    expect(decideAdjustment(lines, earlier, { kind: 'descuento', line: onLine(1), discount: { type: 'porcentaje', value: 10 } })).toEqual({
      ok: true,
      amount: 6000,
    });
    expect(decideAdjustment(lines, earlier, { kind: 'descuento', discount: { type: 'porcentaje', value: 10 } })).toEqual({
      ok: true,
      amount: 8633, // 10 % of 65.800 − 5.800 + 27.333 − 1.000 = 86.333
    });
    expect(decideAdjustment(lines, earlier, { kind: 'descuento', discount: { type: 'valor', value: 86334 } })).toEqual({
      ok: false,
      reason: 'discount_too_high',
      amount: 86334,
      left: 86333,
    });
  });

  it('gives a courtesy or a void the line’s value, refuses a line not on the check or already out', () => {
    expect(decideAdjustment(lines, earlier, { kind: 'cortesia', line: onLine(1) })).toEqual({ ok: true, amount: 60000 });
    expect(decideAdjustment(lines, earlier, { kind: 'anulacion', line: onLine(9) })).toEqual({ ok: false, reason: 'line_not_on_check' });
    const voided: Adjustment[] = [...earlier, { kind: 'anulacion', line: onLine(2), amount: 27333 }];
    expect(decideAdjustment(lines, voided, { kind: 'cortesia', line: onLine(2) })).toEqual({ ok: false, reason: 'line_already_out' });
    const allOut: Adjustment[] = [...voided, { kind: 'cortesia', line: onLine(1), amount: 60000 }];
    expect(decideAdjustment(lines, allOut, { kind: 'descuento', discount: { type: 'valor', value: 1 } })).toEqual({
      ok: false,
      reason: 'nothing_to_discount',
    });
  });
});
