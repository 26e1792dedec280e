import { incBreakdown, preBill, tipOf } from './bill.js';

describe('the INC breakdown (prices include 8 %)', () => {
  it('splits a line into base and INC that add up to its total exactly, rounding the base half up', () => {
    expect(incBreakdown(10800, true)).toEqual({ base: 10000, inc: 800 });
    // 28.000 / 1,08 = 25.925,93 → 25.926; 7.000 / 1,08 = 6.481,48 → 6.481; 1 / 1,08 = 0,93 → 1
    expect(incBreakdown(28000, true)).toEqual({ base: 25926, inc: 2074 });
    expect(incBreakdown(7000, true)).toEqual({ base: 6481, inc: 519 });
    expect(incBreakdown(1, true)).toEqual({ base: 1, inc: 0 });
    // Exactly half a peso (54 / 1,08 = 50; 27 / 1,08 = 25): the half rounds up.
    expect(incBreakdown(27, true)).toEqual({ base: 25, inc: 2 });
    expect(incBreakdown(81, true)).toEqual({ base: 75, inc: 6 });
  });

  it('matches price − round(price / 1.08) for every price, in integers', () => {
    const wrong = [];
    for (let total = 1; total <= 200000; total += 1) {
      const { base, inc } = incBreakdown(total, true);
      if (base + inc !== total || base !== Math.round(total / 1.08)) wrong.push(total);
    }
    expect(wrong).toEqual([]);
  });

  it('charges none for a restaurant not responsible for the INC', () => {
    expect(incBreakdown(28000, false)).toEqual({ base: 28000, inc: 0 });
  });
});

describe('the pre-bill', () => {
  const lines = [
    { unitPrice: 28333, quantity: 3 },
    { unitPrice: 7001, quantity: 2 },
    { unitPrice: 4999, quantity: 1 },
  ];

  it('sums the lines, whose bases and INC add up to the menu total to the peso', () => {
    const bill = preBill(lines, { incResponsible: true, suggestedTipPercent: 10 });
    expect(bill.total).toBe(28333 * 3 + 7001 * 2 + 4999);
    expect(bill.subtotal + bill.inc).toBe(bill.total);
    expect(bill.lines.map((line) => [line.lineTotal, line.incBase, line.incAmount])).toEqual([
      [84999, 78703, 6296],
      [14002, 12965, 1037],
      [4999, 4629, 370],
    ]);
    expect(bill.inc).toBe(6296 + 1037 + 370);
    expect(bill.incPercent).toBe(8);
    expect(bill.suggestedTip).toBe(Math.floor(bill.subtotal / 10));
    expect(bill.maxTip).toBe(bill.suggestedTip);
    expect(bill.totalWithSuggestedTip).toBe(bill.total + bill.suggestedTip);
  });

  it('suggests the restaurant’s percentage, rounded down, and none at 0 %', () => {
    const bill = preBill(lines, { incResponsible: false, suggestedTipPercent: 5 });
    expect(bill).toMatchObject({ subtotal: 104000, inc: 0, incPercent: 0, total: 104000, suggestedTip: 5200, maxTip: 10400 });
    expect(preBill(lines, { incResponsible: true, suggestedTipPercent: 0 }).suggestedTip).toBe(0);
    expect(tipOf(999, 10)).toBe(99);
  });
});
