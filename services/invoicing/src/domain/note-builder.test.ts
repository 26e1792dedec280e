import { totalsRules } from '../../../../simulators/apidian/src/dian-rules.js';
import { buildInvoiceRequest } from './invoice-builder.js';
import { buildNoteRequest, type DebitNoteRequest, type PartialCreditNoteRequest } from './note-builder.js';

const productId = '5d0f3a4e-8b1c-4a7e-9c2d-1e3f4a5b6c7d';
const line = { productId, productName: 'Software', planType: 'pro', billingCycle: 'monthly' as const, quantity: 1 };
const invoice = buildInvoiceRequest({
  payment: {
    reference: 'MB-1',
    amountInCents: 15_000_000,
    customer: { email: 'ana@example.com', fullName: 'Ana Pérez', legalId: '1020304050', phone: null },
    lines: [
      { ...line, productName: 'Restaurante', unitPrice: 100000 },
      { ...line, productName: 'Tienda', unitPrice: 50000 },
    ],
  },
  profile: null,
  vatPercentOf: () => 19,
  issuer: { nit: '900123456', prefix: 'SETP', resolutionNumber: '1876', technicalKey: 'k', environment: 2 },
  number: 990000001,
  issuedAt: new Date('2026-03-01T15:00:00Z'),
});
const facts = {
  invoice,
  cufe: 'c'.repeat(96),
  prefix: 'NC',
  number: 7,
  issuedAt: new Date('2026-03-05T20:30:00Z'),
  reason: 1,
  description: 'Devolución',
};

describe('an administrator’s notes', () => {
  it('a credit note for one line carries that line, its VAT and totals, referencing the invoice by number, CUFE and date', () => {
    const { request, payableCents } = buildNoteRequest('credit', facts, { lines: [1] });
    const note = request as PartialCreditNoteRequest;
    expect(payableCents).toBe(5_000_000);
    expect(note).toMatchObject({
      type_document_id: 4,
      prefix: 'NC',
      number: 7,
      date: '2026-03-05',
      time: '15:30:00',
      discrepancyresponsecode: 1,
      discrepancyresponsedescription: 'Devolución',
      billing_reference: { number: 'SETP990000001', uuid: facts.cufe, issue_date: '2026-03-01' },
      credit_note_lines: [invoice.invoice_lines[1]],
      tax_totals: [{ tax_id: 1, percent: '19.00', taxable_amount: invoice.invoice_lines[1]!.line_extension_amount }],
      legal_monetary_totals: { payable_amount: '50000.00' },
    });
    expect(totalsRules('credit-note', note as unknown as Record<string, unknown>)).toEqual([]);
  });

  it('a debit note of 4 000 pesos splits base and VAT as an invoice does, the cent left over as PayableRoundingAmount', () => {
    const { request, payableCents } = buildNoteRequest('debit', { ...facts, prefix: 'ND', reason: 2 }, { amountCents: 400_000 });
    const note = request as DebitNoteRequest;
    expect(payableCents).toBe(400_000);
    expect(note).toMatchObject({
      type_document_id: 5,
      prefix: 'ND',
      payment_form: { payment_form_id: 1 },
      requested_monetary_totals: { line_extension_amount: '3361.34', payable_rounding_amount: '0.01', payable_amount: '4000.00' },
      debit_note_lines: [{ description: 'Devolución', line_extension_amount: '3361.34', tax_totals: [{ tax_amount: '638.65' }] }],
    });
    expect(note).not.toHaveProperty('legal_monetary_totals');
    expect(totalsRules('debit-note', note as unknown as Record<string, unknown>)).toEqual([]);
  });
});
