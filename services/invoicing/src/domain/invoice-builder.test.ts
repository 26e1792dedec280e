import {
  buildInvoiceRequest,
  dianCheckDigit,
  invoiceCufe,
  invoiceCustomer,
  type PaidOrder,
  type PlatformIssuer,
} from './invoice-builder.js';
import { checkInvoice } from './invoice-check.js';
import { parseCents } from './invoice-totals.js';

const issuer: PlatformIssuer = {
  nit: '900123456',
  prefix: 'SETP',
  resolutionNumber: '18760000001',
  technicalKey: 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c',
  environment: 2,
};
const profile = {
  person_type: 'NATURAL' as const,
  type_document_identification_id: 3,
  type_regime_id: 2,
  municipality_id: 149,
  address: 'Calle 26 # 13-19',
};
const line = (unitPrice: number, extra: Partial<PaidOrder['lines'][number]> = {}): PaidOrder['lines'][number] => ({
  productId: '5d0f3a4e-8b1c-4a7e-9c2d-1e3f4a5b6c7d',
  productName: 'Software Restaurante',
  planType: 'pro',
  billingCycle: 'monthly',
  quantity: 1,
  unitPrice,
  ...extra,
});
const payment = (
  lines: PaidOrder['lines'],
  amountInCents = lines.reduce((sum, item) => sum + item.unitPrice * item.quantity * 100, 0),
): PaidOrder => ({
  reference: 'MB-1',
  amountInCents,
  customer: { email: 'ana@example.com', fullName: 'Ana Pérez', legalId: '1020304050', phone: '3001234567' },
  lines,
});
const build = (paid: PaidOrder, vat: (id: string) => number = () => 19) =>
  buildInvoiceRequest({ payment: paid, profile, vatPercentOf: vat, issuer, number: 990000001, issuedAt: new Date('2026-03-01T02:30:00Z') });

describe('the invoice for a payment', () => {
  it.each([1, 99, 150000, 249999])('%i pesos at 19 %% and at 0 %%: payable is exactly the charge, and the local check passes', (pesos) => {
    for (const vat of [19, 0]) {
      const request = build(payment([line(pesos)]), () => vat);
      expect(request.legal_monetary_totals.payable_amount).toBe(`${pesos}.00`);
      expect(checkInvoice(request, pesos * 100)).toEqual([]);
      const totals = request.legal_monetary_totals;
      expect(
        parseCents(totals.line_extension_amount)! +
          parseCents(request.tax_totals[0]!.tax_amount)! +
          parseCents(totals.payable_rounding_amount ?? '0.00')!,
      ).toBe(pesos * 100);
      expect(request.tax_totals).toHaveLength(1);
      expect(request.tax_totals[0]!.percent).toBe(vat === 19 ? '19.00' : '0.00');
    }
  });

  it('150000 pesos at 19 %: base 126050.42 and VAT 23949.58; Bogotá date and time; the APIDIAN ids', () => {
    const request = build(payment([line(150000)]));
    expect(request).toMatchObject({
      number: 990000001,
      prefix: 'SETP',
      resolution_number: '18760000001',
      type_document_id: 1,
      date: '2026-02-28',
      time: '21:30:00',
      legal_monetary_totals: {
        line_extension_amount: '126050.42',
        tax_exclusive_amount: '126050.42',
        tax_inclusive_amount: '150000.00',
        payable_amount: '150000.00',
      },
      tax_totals: [{ tax_id: 1, tax_amount: '23949.58', percent: '19.00', taxable_amount: '126050.42' }],
      invoice_lines: [
        {
          unit_measure_id: 70,
          invoiced_quantity: '1',
          base_quantity: '1',
          price_amount: '126050.42',
          line_extension_amount: '126050.42',
          type_item_identification_id: 4,
          description: 'Software Restaurante - plan Pro mensual',
        },
      ],
      customer: {
        identification_number: '1020304050',
        name: 'Ana Pérez',
        email: 'ana@example.com',
        phone: '3001234567',
        municipality_id: 149,
        type_document_identification_id: 3,
      },
    });
  });

  it('names how it was paid: a card by default, or each way an administrator recorded', () => {
    const form = (paid: PaidOrder) => build(paid).payment_form.map((entry) => [entry.payment_form_id, entry.payment_method_id]);
    expect(form(payment([line(150000)]))).toEqual([[1, 48]]);
    expect(form({ ...payment([line(150000)]), means: ['transfer', 'cash'] })).toEqual([
      [1, 30],
      [1, 10],
    ]);
  });

  it('mixed rates and quantities: one tax total per rate, and everything adds up to the cent', () => {
    const lines = [line(249999, { quantity: 3 }), line(99, { productId: '0b7c1f7e-3c1a-4d8e-9a51-2f6f1d0b1a03', quantity: 7 }), line(1)];
    const request = build(payment(lines), (id) => (id === '0b7c1f7e-3c1a-4d8e-9a51-2f6f1d0b1a03' ? 0 : 19));
    expect(request.tax_totals.map((tax) => tax.percent)).toEqual(['19.00', '0.00']);
    expect(request.legal_monetary_totals.payable_amount).toBe(`${249999 * 3 + 99 * 7 + 1}.00`);
    expect(checkInvoice(request, (249999 * 3 + 99 * 7 + 1) * 100)).toEqual([]);
  });

  it('a charge below the catalogue price shows as a line discount and still totals the charge', () => {
    const request = build(payment([line(150000)], 9_999_900));
    expect(request.legal_monetary_totals.payable_amount).toBe('99999.00');
    expect(request.invoice_lines[0]!.allowance_charges).toEqual([
      {
        charge_indicator: false,
        allowance_charge_reason: 'Descuento por saldo del plan anterior',
        amount: expect.any(String),
        base_amount: '126050.42',
      },
    ]);
    expect(checkInvoice(request, 9_999_900)).toEqual([]);
  });

  it('its CUFE is DIAN’s formula over its own values', () => {
    const request = build(payment([line(150000)]));
    expect(invoiceCufe(request, issuer)).toMatch(/^[0-9a-f]{96}$/);
    expect(invoiceCufe({ ...request, number: 990000002 }, issuer)).not.toBe(invoiceCufe(request, issuer));
  });
});

describe('the customer', () => {
  it('without a document number is the final consumer', () => {
    expect(invoiceCustomer({ email: 'a@b.co', fullName: 'Ana', legalId: null, phone: null }, null)).toMatchObject({
      identification_number: '222222222222',
      name: 'Consumidor final',
      type_document_identification_id: 3,
    });
  });

  it('DIAN’s 222222222222 is the consumidor final: a cédula-type number, no address, municipality or regime', () => {
    const bogota = { ...profile, type_regime_id: 1, municipality_id: 149, address: 'Calle 1' };
    const customer = invoiceCustomer({ email: 'a@b.co', fullName: 'Ana', legalId: '222 222 222 222', phone: null }, bogota);
    expect(customer).toMatchObject({ identification_number: '222222222222', name: 'Consumidor final', type_document_identification_id: 3 });
    expect(customer).toMatchObject({ type_regime_id: 2 });
    for (const field of ['address', 'municipality_id', 'country_id']) expect(customer).not.toHaveProperty(field);
  });

  it('a buyer abroad carries their country, city, region and address, and no Colombian municipality', () => {
    const abroad = {
      ...profile,
      type_document_identification_id: 7,
      municipality_id: null,
      address: '350 Fifth Avenue',
      country_id: 65,
      city_name: 'New York',
      state_name: 'NY',
    };
    const customer = invoiceCustomer({ email: 'j@d.us', fullName: 'John Doe', legalId: 'X1234567', phone: null }, abroad);
    expect(customer).toMatchObject({
      identification_number: 'X1234567',
      type_document_identification_id: 7,
      country_id: 65,
      municipality_name: 'New York',
      state_name: 'NY',
      address: '350 Fifth Avenue',
    });
    expect(customer).not.toHaveProperty('municipality_id');
    // In Colombia the municipality stands for the place; a written city is not sent.
    const home = invoiceCustomer({ email: 'a@b.co', fullName: 'Ana', legalId: '1020304050', phone: null }, { ...profile, city_name: 'X' });
    expect(home).not.toHaveProperty('country_id');
    expect(home).not.toHaveProperty('municipality_name');
  });

  it('a NIT loses its dots and keeps or gains its check digit; a company is a legal person', () => {
    const company = { ...profile, person_type: 'JURIDICA' as const, type_document_identification_id: 6, type_regime_id: 1 };
    expect(invoiceCustomer({ email: 'a@b.co', fullName: 'Empresa SAS', legalId: '900.123.456-8', phone: null }, company)).toMatchObject({
      identification_number: '900123456',
      dv: '8',
      type_organization_id: 1,
      type_regime_id: 1,
    });
    expect(invoiceCustomer({ email: 'a@b.co', fullName: 'Empresa SAS', legalId: '700085371', phone: null }, company).dv).toBe('1');
  });

  it('check digits from the reference', () => {
    expect(dianCheckDigit('89008003')).toBe('2');
    expect(dianCheckDigit('41946692')).toBe('6');
    expect(dianCheckDigit('700085371')).toBe('1');
  });
});

describe('the local check names each mistake in Spanish', () => {
  const good = () => build(payment([line(150000)]));

  it('totals that do not add up', () => {
    const request = good();
    request.legal_monetary_totals.payable_amount = '150000.01';
    expect(checkInvoice(request, 15_000_000)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('El total a pagar (150000.01) no es el total con impuestos'),
        expect.stringContaining('no es lo cobrado (150000.00)'),
      ]),
    );
  });

  it('a tax that is not the rate of its base, and document taxes that are not the lines’', () => {
    const request = good();
    request.invoice_lines[0]!.tax_totals[0]!.tax_amount = '20000.00';
    expect(checkInvoice(request, 15_000_000)).toEqual(
      expect.arrayContaining([
        'El IVA de la línea 1 (20000.00) no corresponde al 19.00 % de su base (126050.42).',
        'Los impuestos del documento no son la suma de los impuestos de las líneas.',
      ]),
    );
  });

  it('missing customer data and malformed amounts', () => {
    const request = good();
    request.customer = { ...request.customer, identification_number: '10.203.040', name: ' ', email: '' };
    request.invoice_lines[0]!.price_amount = '126050.4';
    const problems = checkInvoice(request, 15_000_000);
    expect(problems).toEqual(
      expect.arrayContaining([
        'El número de identificación del cliente no es válido para la DIAN: "10.203.040" (solo letras y números, máximo 15).',
        'Falta el nombre del cliente.',
        'Falta el correo electrónico del cliente.',
        'El valor del precio de la línea 1 no es un monto con dos decimales: "126050.4".',
      ]),
    );
  });
});
