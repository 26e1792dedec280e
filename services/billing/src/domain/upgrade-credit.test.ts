import { AppError } from '@mb/service-kit';
import { addMonths } from './dates.js';
import { upgradeCredit, upgradeTotal, type PaidPeriod } from './upgrade-credit.js';

const day = 24 * 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);
const period = (startsAt: string, endsAt: string, amount: number, closedAt: string | null = null): PaidPeriod => ({
  startsAt: at(startsAt),
  endsAt: at(endsAt),
  closedAt: closedAt ? at(closedAt) : null,
  amount,
});

describe('upgrade credit: the unused days of what was paid', () => {
  // 80.000 for 30 days (1 Nov → 1 Dec).
  const november = period('2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z', 80000);

  it('credits nothing on the last day, once the period has run out, or for a period not paid', () => {
    expect(upgradeCredit([november], at('2026-11-30T12:00:00Z'))).toEqual({ days: 0, credit: 0 });
    expect(upgradeCredit([november], at('2026-12-01T00:00:00Z'))).toEqual({ days: 0, credit: 0 });
    expect(upgradeCredit([november], at('2026-12-10T00:00:00Z'))).toEqual({ days: 0, credit: 0 });
    expect(upgradeCredit([period('2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z', 0)], at('2026-11-02T00:00:00Z'))).toEqual({
      days: 29,
      credit: 0,
    });
  });

  it('credits the whole price at the very start and counts only whole days after', () => {
    expect(upgradeCredit([november], at('2026-11-01T00:00:00Z'))).toEqual({ days: 30, credit: 80000 });
    // One second in, the first day has started: 29 whole days are left.
    expect(upgradeCredit([november], at('2026-11-01T00:00:01Z'))).toEqual({ days: 29, credit: Math.floor((80000 * 29) / 30) });
  });

  it('rounds down to whole pesos: 15 of 30 days of 80.000 is 40.000, 1 of 31 days of 150.000 is 4.838', () => {
    expect(upgradeCredit([november], at('2026-11-16T00:00:00Z'))).toEqual({ days: 15, credit: 40000 });
    const december = period('2026-12-01T00:00:00Z', '2027-01-01T00:00:00Z', 150000);
    expect(upgradeCredit([december], at('2026-12-31T00:00:00Z'))).toEqual({ days: 1, credit: 4838 });
  });

  it('values an annual period at its own discounted price per day', () => {
    const year = period('2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z', 864000);
    // 365 days, 61 unused from 1 Nov: floor(864000 * 61 / 365) = 144394.
    expect(upgradeCredit([year], at('2026-11-01T00:00:00Z'))).toEqual({ days: 61, credit: 144394 });
  });

  it('adds a period paid in advance in full and the running one in part', () => {
    const next = period('2026-12-01T00:00:00Z', '2027-01-01T00:00:00Z', 80000);
    expect(upgradeCredit([november, next], at('2026-11-21T00:00:00Z'))).toEqual({
      days: 10 + 31,
      credit: Math.floor((80000 * 10) / 30) + 80000,
    });
  });

  it('does not credit twice what an earlier upgrade already credited', () => {
    const credited = period('2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z', 80000, '2026-11-10T00:00:00Z');
    expect(upgradeCredit([credited], at('2026-11-20T00:00:00Z'))).toEqual({ days: 0, credit: 0 });
    const upgraded = period('2026-11-10T00:00:00Z', addMonths(at('2026-11-10T00:00:00Z'), 3).toISOString(), 450000);
    const now = at('2026-11-20T00:00:00Z');
    const length = (addMonths(at('2026-11-10T00:00:00Z'), 3).getTime() - at('2026-11-10T00:00:00Z').getTime()) / day;
    expect(upgradeCredit([credited, upgraded], now)).toEqual({ days: length - 10, credit: Math.floor((450000 * (length - 10)) / length) });
  });

  it('charges the subtotal less the credit, and refuses a credit that covers it all', () => {
    expect(upgradeTotal(450000, 40000)).toBe(410000);
    expect(() => upgradeTotal(150000, 150000)).toThrow(AppError);
    expect(() => upgradeTotal(150000, 960000)).toThrow('El crédito de tu plan actual cubre este cambio: elige más meses.');
  });
});
