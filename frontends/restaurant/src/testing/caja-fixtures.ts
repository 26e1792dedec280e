import type { CashShift, ShiftReport } from '@mb/contracts';

export const waiterId = '0a1b2c3d-0000-4000-8000-000000000020';
export const shiftId = '5a000000-0000-4000-8000-000000000001';

/** A report of a quiet shift; tests override the figures they look at. */
export function makeReport(overrides: Partial<ShiftReport> = {}): ShiftReport {
  return {
    payments_by_method: [],
    sales: 0,
    subtotal: 0,
    inc: 0,
    tips: 0,
    tips_by_waiter: [],
    checks_closed: 0,
    checks_opened: 0,
    cash_in: 0,
    cash_out: 0,
    change_given: 0,
    discounts: { count: 0, amount: 0 },
    courtesies: { count: 0, amount: 0 },
    voids: { count: 0, amount: 0 },
    ...overrides,
  };
}

/** An open shift as GET /restaurant/caja/turno answers it. */
export function makeShift(overrides: Partial<CashShift> = {}): CashShift {
  return {
    id: shiftId,
    status: 'abierta',
    opening_float: 150000,
    opened_by: '0a1b2c3d-0000-4000-8000-000000000010',
    opened_at: '2026-11-26T14:00:00.000Z',
    movements: [],
    expected_cash: 150000,
    counts: null,
    counted_cash: null,
    difference: null,
    report: makeReport(),
    closed_by: null,
    closed_at: null,
    ...overrides,
  };
}

/** The same shift once closed with `counts`, its figures frozen. */
export function closeOf(shift: CashShift, counts: { value: number; quantity: number }[]): CashShift {
  const counted = counts.reduce((sum, count) => sum + count.value * count.quantity, 0);
  return {
    ...shift,
    status: 'cerrada',
    counts,
    counted_cash: counted,
    difference: counted - shift.expected_cash,
    closed_by: shift.opened_by,
    closed_at: '2026-11-27T04:00:00.000Z',
  };
}
