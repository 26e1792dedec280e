import { changePercent, previousRange, reportSummary } from './sales-report.js';

it('compares with the period of equal length just before, across months', () => {
  expect(previousRange({ from: '2026-03-01', to: '2026-03-07' })).toEqual({ from: '2026-02-22', to: '2026-02-28' });
  expect(previousRange({ from: '2026-01-01', to: '2026-01-01' })).toEqual({ from: '2025-12-31', to: '2025-12-31' });
});

it('gives the change in whole percent, half away from zero, and none against nothing', () => {
  expect(changePercent(150, 100)).toBe(50);
  expect(changePercent(1, 8)).toBe(-88); // −87,5
  expect(changePercent(0, 3)).toBe(-100);
  expect(changePercent(5, 0)).toBeNull();
});

it('adds each kind of reason into the summary, and the average check to the peso', () => {
  const totals = { sales: 100001, net_sales: 92594, inc: 7407, checks: 2, tips: 0, refunds: 0 };
  const reasons = [
    { kind: 'descuento', amount: 2000 },
    { kind: 'descuento', amount: 500 },
    { kind: 'cancelacion', amount: 9999 },
  ] as const;
  expect(reportSummary(totals, reasons)).toEqual({
    ...totals,
    average_ticket: 50001,
    discounts: 2500,
    courtesies: 0,
    voids: 0,
    cancellations: 9999,
  });
});
