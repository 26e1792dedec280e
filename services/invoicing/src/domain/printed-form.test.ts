import { sampleInvoice } from '../../test/printed-form-sample.js';
import { dianQrText, formatPesos, printedForm } from './printed-form.js';

describe('the printed form', () => {
  it('writes amounts as Colombians read them, with COP', () => {
    expect(formatPesos('67226.89')).toBe('67.226,89 COP');
    expect(formatPesos('1234.50')).toBe('1.234,50 COP');
    expect(formatPesos('0.00')).toBe('0,00 COP');
    expect(formatPesos(1_000_000)).toBe('1.000.000,00 COP');
  });

  it('shows issuer, legend, buyer, lines, totals and payment of an invoice', () => {
    const form = printedForm(sampleInvoice());
    expect(form).toMatchObject({
      title: 'Factura electrónica de venta',
      number: 'SETP990000001',
      issuedAt: '2026-11-26 08:30:00 (hora de Colombia, UTC-5)',
      issuer: [
        'MB Platform S.A.S.',
        'NIT 900123456-8',
        'Calle 100 # 10-20 · Bogotá, D.c., Bogotá',
        'Régimen: Responsable de IVA',
        'Responsabilidades: O-23 Agente de retención en el impuesto sobre las ventas',
      ],
      legend:
        'Autorización de numeración de facturación electrónica DIAN No. 18760000001 del 2019-01-19, prefijo SETP, ' +
        'del SETP990000000 al SETP995000000, vigente del 2019-01-19 al 2030-01-19.',
      buyer: [
        'Ana Pérez',
        'Cédula de ciudadanía 1020304050',
        'Dirección: Calle 26 # 13-19, oficina 301 · Bogotá, D.c., Bogotá',
        'Correo: ana@example.com',
      ],
      lines: [
        {
          description: 'Software Restaurante - plan Pro mensual',
          quantity: '1',
          unitPrice: '67.226,89 COP',
          discount: '0,00 COP',
          base: '67.226,89 COP',
          vatPercent: '19,00 %',
          total: '80.000,00 COP',
        },
      ],
      taxes: ['IVA 19,00 % sobre 67.226,89 COP: 12.773,11 COP'],
      totals: [
        ['Subtotal', '67.226,89 COP'],
        ['IVA', '12.773,11 COP'],
        ['Total con impuestos', '80.000,00 COP'],
        ['Total a pagar', '80.000,00 COP'],
      ],
      payment: 'Forma de pago: Contado · Medio de pago: Tarjeta Crédito',
      keyLabel: 'CUFE',
      validationUrl: `https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=${'ab12'.repeat(24)}`,
      software: 'Software de facturación: MB Platform, fabricante MB Platform S.A.S.',
    });
  });

  it('shows a buyer abroad with their city, region and country, and the cent of rounding before the total', () => {
    const invoice = sampleInvoice();
    invoice.request.customer = {
      identification_number: 'X1234567',
      name: 'John Doe',
      address: '1200 Brickell Avenue',
      type_document_identification_id: 3,
      country_id: 65,
      municipality_name: 'Miami',
      state_name: 'Florida',
    };
    invoice.request.legal_monetary_totals = {
      ...invoice.request.legal_monetary_totals!,
      tax_inclusive_amount: '79999.99',
      payable_rounding_amount: '0.01',
    };
    const form = printedForm(invoice);
    expect(form.buyer).toContain('Dirección: 1200 Brickell Avenue · Miami · Florida · Estados Unidos');
    expect(form.totals.slice(-2)).toEqual([
      ['Redondeo', '0,01 COP'],
      ['Total a pagar', '80.000,00 COP'],
    ]);
  });

  it('names a buyer without an address as such, and a note by its CUDE, the invoice it modifies and no legend', () => {
    const invoice = sampleInvoice();
    const { address: _address, municipality_id: _municipality, ...customer } = invoice.request.customer;
    const { invoice_lines: lines, ...request } = invoice.request;
    const form = printedForm({
      ...invoice,
      type: 'credit-note',
      environment: 1,
      request: {
        ...request,
        prefix: 'NC',
        number: 7,
        customer,
        credit_note_lines: lines,
        billing_reference: { number: 'SETP990000001', uuid: 'cd34'.repeat(24), issue_date: '2026-11-20' },
        discrepancyresponsedescription: 'Anulación de factura electrónica',
      },
    });
    expect(form.title).toBe('Nota crédito electrónica');
    expect(form.keyLabel).toBe('CUDE');
    expect(form.legend).toBeNull();
    expect(form.buyer).toContain('Dirección: no informada');
    expect(form.reference).toEqual([
      'Factura que modifica: SETP990000001 del 2026-11-20',
      `CUFE de la factura: ${'cd34'.repeat(24)}`,
      'Motivo: Anulación de factura electrónica',
    ]);
    expect(form.lines).toHaveLength(1);
    expect(form.validationUrl.startsWith('https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=')).toBe(true);
  });

  it('puts into the QR what APIDIAN puts: number, date, NITs, amounts, CUFE and the search URL', () => {
    const { request } = sampleInvoice();
    expect(
      dianQrText({
        number: 'SETP990000001',
        date: request.date,
        issuerNit: '900123456',
        buyerId: '1020304050',
        totals: request.legal_monetary_totals!,
        vat: '12773.11',
        key: 'k',
        url: 'https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=k',
      }).split('\n'),
    ).toEqual([
      'NumFac: SETP990000001',
      'FecFac: 2026-11-26',
      'NitFac: 900123456',
      'DocAdq: 1020304050',
      'ValFac: 67226.89',
      'ValIva: 12773.11',
      'ValOtroIm: 0.00',
      'ValTotal: 80000.00',
      'CUFE: k',
      'https://catalogo-vpfe-hab.dian.gov.co/document/searchqr?documentkey=k',
    ]);
  });
});
