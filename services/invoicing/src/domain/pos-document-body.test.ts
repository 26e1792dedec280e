import { restaurantCheckPaid, restaurantCheckRefunded } from '@mb/contracts';
import paidFixture from '../../../../contracts/test/fixtures/restaurant.check.paid.json' with { type: 'json' };
import refundedFixture from '../../../../contracts/test/fixtures/restaurant.check.refunded.json' with { type: 'json' };
import { requestKey } from './cufe.js';
import { buildAdjustmentNote } from './pos-adjustment-note.js';
import { buildSaleDocument, paymentMethodId, type PosIssuerFacts } from './pos-document-body.js';

const issuer: PosIssuerFacts = {
  nit: '900555111',
  address: 'Carrera 7 # 45-10',
  postalZoneCode: '110231',
  incResponsible: true,
  software: { maker: 'MB Platform', makerBusinessName: 'MB Platform S.A.S.', name: 'MB Restaurante' },
};
const numbering = { prefix: 'EPOS', resolutionNumber: '18760000099', number: 7 };
const paid = restaurantCheckPaid.payload.parse(paidFixture.payload);
const issuedAt = new Date('2026-03-01T20:00:05Z');

it('a consumidor final gets a type-15 document: INC 8 % included per line, the tip a charge outside the base', () => {
  const sale = buildSaleDocument({ check: { ...paid, buyer: null }, issuer, numbering, issuedAt });
  expect(sale).toMatchObject({
    type_document_id: 15,
    number: 7,
    prefix: 'EPOS',
    date: '2026-03-01',
    time: '15:00:05',
    customer: { identification_number: '222222222222', name: 'Consumidor final' },
    // 51 852 + 6 481 pesos of base, 4 148 + 519 of INC: 63 000 with INC, 68 000 with the 5 000 tip.
    legal_monetary_totals: {
      line_extension_amount: '58333.00',
      tax_exclusive_amount: '58333.00',
      tax_inclusive_amount: '63000.00',
      charge_total_amount: '5000.00',
      payable_amount: '68000.00',
    },
    tax_totals: [{ tax_id: 4, percent: '8.00', tax_amount: '4667.00', taxable_amount: '58333.00' }],
    allowance_charges: [{ charge_indicator: true, allowance_charge_reason: 'Propina voluntaria', amount: '5000.00' }],
    payment_form: [{ payment_method_id: 48 }, { payment_method_id: 10 }],
    cash_information: { location: issuer.address, subtotal: '58333.00' },
    software_manufacturer: { business_name: 'MB Platform S.A.S.', software_name: 'MB Restaurante' },
    buyer_benefits: { code: '222222222222', points: '0' },
    postal_zone_code: '110231',
  });
  expect(sale.invoice_lines[0]).toMatchObject({
    line_extension_amount: '51852.00',
    tax_totals: [{ tax_id: 4, tax_amount: '4148.00', taxable_amount: '51852.00' }],
  });
});

it('no tip accepted: no charge; a restaurant outside the INC: no tax at all', () => {
  const sale = buildSaleDocument({
    check: { ...paid, buyer: null, tip: 0 },
    issuer: { ...issuer, incResponsible: false },
    numbering,
    issuedAt,
  });
  expect(sale).not.toHaveProperty('allowance_charges');
  expect(sale.tax_totals).toEqual([]);
  expect(sale.legal_monetary_totals).toMatchObject({ tax_exclusive_amount: '0.00', charge_total_amount: '0.00' });
});

it('a diner who gave their NIT gets a type-1 invoice with their check digit, without the POS blocks', () => {
  const sale = buildSaleDocument({ check: paid, issuer, numbering, issuedAt });
  expect(sale).toMatchObject({
    type_document_id: 1,
    customer: { identification_number: '900123456', dv: '8', type_document_identification_id: 6, email: 'facturas@andina.example.com' },
  });
  expect(sale).not.toHaveProperty('cash_information');
});

it('maps the means of payment to DIAN’s', () => {
  expect(paymentMethodId({ method: 'tarjeta', cardType: 'debito' })).toBe(49);
  expect(paymentMethodId({ method: 'nequi', cardType: null })).toBe(47);
});

it('the CUDE is DIAN’s formula with the software PIN (reference §6.2 vector)', () => {
  const request = {
    prefix: '',
    number: 8110007871,
    date: '2019-02-20',
    time: '16:46:55',
    customer: { identification_number: '8355990' },
    tax_totals: [
      { tax_id: 1, tax_amount: '19.00' },
      { tax_id: 3, tax_amount: '8.28' },
    ],
    legal_monetary_totals: { line_extension_amount: '235.28', payable_amount: '262.56' },
  };
  expect(requestKey(request, { nit: '900373076', key: '12345', environment: 2 })).toBe(
    '955327eb55f8bdf16d069358a063d87e1577a292cb088ec186ed60bbc38e750b7b3980659b278ead789b95f9c51a9ef7',
  );
});

it('a refund of one line is a type-26 note referring to the type-15 document', () => {
  const sale = buildSaleDocument({ check: { ...paid, buyer: null }, issuer, numbering, issuedAt });
  const refund = restaurantCheckRefunded.payload.parse(refundedFixture.payload);
  const note = buildAdjustmentNote({
    refund,
    sale: { request: sale, cude: 'a'.repeat(96), total: paid.total },
    incResponsible: true,
    numbering: { prefix: 'NAJ', resolutionNumber: '18760000100', number: 1 },
    issuedAt,
  });
  expect(note).toMatchObject({
    type_document_id: 26,
    is_eqdoc: true,
    discrepancyresponsecode: 1,
    billing_reference: { number: 'EPOS7', uuid: 'a'.repeat(96), issue_date: '2026-03-01', type_document_id: 15 },
    legal_monetary_totals: { line_extension_amount: '25926.00', payable_amount: '28000.00' },
    tax_totals: [{ tax_id: 4, tax_amount: '2074.00' }],
  });
});
