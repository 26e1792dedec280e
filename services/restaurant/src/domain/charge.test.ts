import { decideCharge } from './charge.js';

const bill = { total: 63000, maxTip: 5833 };
const card = (amount: number) =>
  ({ method: 'tarjeta', amount, card_type: 'credito', franchise: 'visa', last_four: '4242', approval_code: 'A1B2C3' }) as const;
const cash = (received: number) => ({ method: 'efectivo', received }) as const;

describe('deciding a charge', () => {
  it('gives the change of cash paid over the total with the tip', () => {
    const decision = decideCharge(bill, { payments: [card(40000), cash(30000)], tip: 5000 });
    expect(decision).toMatchObject({ ok: true, due: 68000, change: 2000 });
    expect(decision.ok && decision.payments.map((payment) => [payment.method, payment.applied, payment.received])).toEqual([
      ['tarjeta', 40000, null],
      ['efectivo', 28000, 30000],
    ]);
  });

  it('settles exactly with any mix of methods', () => {
    const payments = [
      card(30000),
      { method: 'nequi' as const, amount: 20000, reference: '' },
      { method: 'daviplata' as const, amount: 10000, reference: '' },
      { method: 'transferencia' as const, amount: 3000, bank: 'Bancolombia', reference: 'T-1' },
    ];
    expect(decideCharge(bill, { payments, tip: 0 })).toMatchObject({ ok: true, due: 63000, change: 0 });
  });

  it('refuses to go short, a non-cash overpay, two cash payments and a tip above 10 %', () => {
    expect(decideCharge(bill, { payments: [cash(62999)], tip: 0 })).toEqual({ ok: false, reason: 'underpaid', paid: 62999, due: 63000 });
    const overpaid = decideCharge(bill, { payments: [card(63001)], tip: 0 });
    expect(overpaid).toEqual({ ok: false, reason: 'non_cash_overpaid', paid: 63001, due: 63000 });
    const twoCash = decideCharge(bill, { payments: [card(60000), cash(1000), cash(2000)], tip: 0 });
    expect(twoCash).toEqual({ ok: false, reason: 'one_cash_payment' });
    expect(decideCharge(bill, { payments: [card(63000)], tip: 5834 })).toEqual({ ok: false, reason: 'tip_too_high', maxTip: 5833 });
    expect(decideCharge(bill, { payments: [card(68833)], tip: 5833 })).toMatchObject({ ok: true, due: 68833 });
  });
});
