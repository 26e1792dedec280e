import { customerRules, samePeso, taxMatches, totalsRules } from '../../../../simulators/apidian/src/dian-rules.js';
import { buildInvoiceRequest, type PlatformIssuer } from './invoice-builder.js';
import { documentTotals, lineAmounts, parseCents, roundDiv } from './invoice-totals.js';

const issuer: PlatformIssuer = {
  nit: '900123456',
  prefix: 'SETP',
  resolutionNumber: '18760000001',
  technicalKey: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
  environment: 2,
};
const productId = '5d0f3a4e-8b1c-4a7e-9c2d-1e3f4a5b6c7d';
const issuedAt = new Date('2026-03-01T15:00:00Z');

const invoiceFor = (pesos: number) =>
  buildInvoiceRequest({
    payment: {
      reference: 'MB-1',
      amountInCents: pesos * 100,
      customer: { email: 'ana@example.com', fullName: 'Ana Pérez', legalId: '1020304050', phone: null },
      lines: [{ productId, productName: 'Software Restaurante', planType: 'pro', billingCycle: 'monthly', quantity: 1, unitPrice: pesos }],
    },
    profile: null,
    vatPercentOf: () => 19,
    issuer,
    number: 990000001,
    issuedAt,
  });

describe('VAT on VAT-included prices', () => {
  it('4 000, 9 000 and 17 000 pesos: the line VAT is round(base × 19 %) and the cent left over is PayableRoundingAmount', () => {
    for (const pesos of [4000, 9000, 17000]) {
      const request = invoiceFor(pesos);
      const line = request.invoice_lines[0]!;
      const base = parseCents(line.line_extension_amount)!;
      expect(parseCents(line.tax_totals[0]!.tax_amount)).toBe(roundDiv(base * 19, 100));
      expect(request.legal_monetary_totals).toMatchObject({
        charge_total_amount: '0.00',
        payable_rounding_amount: '0.01',
        payable_amount: `${pesos}.00`,
      });
      expect(request).not.toHaveProperty('allowance_charges');
    }
    // A price that is some base + its rounded VAT needs no rounding, and the invoice names none.
    expect(invoiceFor(1000).legal_monetary_totals).not.toHaveProperty('payable_rounding_amount');
    expect(invoiceFor(4000).invoice_lines[0]).toMatchObject({ line_extension_amount: '3361.34', tax_totals: [{ tax_amount: '638.65' }] });
  });

  // Every price through the amounts the builder puts on the invoice, against the simulator's rule predicates (fast).
  it('every integer price from 1 000 to 1 000 000 pesos: the line VAT is exactly DIAN’s, and base + VAT + rounding is the charge', () => {
    const refused: number[] = [];
    for (let pesos = 1000; pesos <= 1_000_000; pesos += 1) {
      const cents = pesos * 100;
      const [line] = lineAmounts(cents, [{ grossCents: cents, vatPercent: 19 }]);
      const totals = documentTotals([line!]);
      const micros = (amount: number) => amount * 10_000;
      const accepted =
        line!.taxCents === roundDiv(line!.baseCents * 19, 100) &&
        taxMatches(micros(line!.taxCents), micros(line!.baseCents), 19_000_000) &&
        samePeso(micros(totals.payableCents), micros(totals.taxInclusiveCents + totals.roundingCents)) &&
        totals.payableCents === cents &&
        line!.roundingCents <= 1;
      if (!accepted && refused.length < 5) refused.push(pesos);
    }
    expect(refused).toEqual([]);
  });

  // The whole invoice through every DIAN total and tax rule the simulator applies. The amounts repeat every 119 pesos
  // (119 pesos more is exactly 100 more of base and 19 more of VAT), so two full periods, at each end, cover the rest.
  it('the invoices of 1 000–1 237 and 999 763–1 000 000 pesos pass every DIAN total and tax rule of the simulator', () => {
    const refused: { pesos: number; errors: string[] }[] = [];
    for (const [from, to] of [
      [1000, 1237],
      [999_763, 1_000_000],
    ] as const) {
      for (let pesos = from; pesos <= to; pesos += 1) {
        const request = invoiceFor(pesos);
        const errors = totalsRules('invoice', request as unknown as Record<string, unknown>);
        if (request.legal_monetary_totals.payable_amount !== `${pesos}.00`) errors.push('total a pagar distinto de lo cobrado');
        if (errors.length > 0) refused.push({ pesos, errors });
      }
    }
    expect(refused).toEqual([]);
    expect(customerRules('invoice', invoiceFor(1000).customer as unknown as Record<string, unknown>)).toEqual([]);
  });
});
