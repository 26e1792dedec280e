import type { PaymentRequest } from '@mb/contracts';

/**
 * Whether some payments settle a check (issue 33): they must cover the consumption plus the tip the diner accepted;
 * only cash may go over, and what it goes over by is the change. Integer pesos throughout.
 */
export type ChargeDecision =
  | { ok: true; due: number; change: number; payments: Array<PaymentRequest & { applied: number; received: number | null }> }
  | { ok: false; reason: 'tip_too_high'; maxTip: number }
  | { ok: false; reason: 'one_cash_payment' }
  | { ok: false; reason: 'non_cash_overpaid' | 'underpaid'; paid: number; due: number };

export function decideCharge(
  bill: { total: number; maxTip: number },
  request: { payments: PaymentRequest[]; tip: number },
): ChargeDecision {
  if (request.tip > bill.maxTip) return { ok: false, reason: 'tip_too_high', maxTip: bill.maxTip };
  const cash = request.payments.filter((payment) => payment.method === 'efectivo');
  if (cash.length > 1) return { ok: false, reason: 'one_cash_payment' };
  const due = bill.total + request.tip;
  const nonCash = request.payments.reduce((sum, payment) => sum + (payment.method === 'efectivo' ? 0 : payment.amount), 0);
  if (nonCash > due) return { ok: false, reason: 'non_cash_overpaid', paid: nonCash, due };
  const received = cash[0]?.method === 'efectivo' ? cash[0].received : 0;
  if (nonCash + received < due) return { ok: false, reason: 'underpaid', paid: nonCash + received, due };
  const change = nonCash + received - due;
  return {
    ok: true,
    due,
    change,
    payments: request.payments.map((payment) =>
      payment.method === 'efectivo'
        ? { ...payment, applied: payment.received - change, received: payment.received }
        : { ...payment, applied: payment.amount, received: null },
    ),
  };
}
