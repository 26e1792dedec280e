import type { PrintedFormInput } from '../src/domain/printed-form.js';

const names: PrintedFormInput['names'] = {
  municipality: (id) => (id === 149 ? 'Bogotá, D.c., Bogotá' : undefined),
  documentType: (id) => (id === 3 ? 'Cédula de ciudadanía' : undefined),
  regime: (id) => (id === 1 ? 'Responsable de IVA' : undefined),
  liability: (id) => (id === 14 ? 'O-23 Agente de retención en el impuesto sobre las ventas' : undefined),
  paymentForm: (id) => (id === 1 ? 'Contado' : undefined),
  paymentMethod: (id) => (id === 48 ? 'Tarjeta Crédito' : undefined),
  tax: (id) => (id === 1 ? 'IVA' : undefined),
  country: (id) => (id === 65 ? 'Estados Unidos' : undefined),
};

const vat = { tax_id: 1, tax_amount: '12773.11', percent: '19.00', taxable_amount: '67226.89' };

/** One invoice line of 80 000 pesos VAT included; `description` to try long names. */
export const sampleLine = (description: string) => ({
  description,
  invoiced_quantity: '1',
  base_quantity: '1',
  line_extension_amount: '67226.89',
  price_amount: '67226.89',
  tax_totals: [vat],
});

/** A platform invoice of one line, as the printed form takes it (unit tests name the code lists themselves). */
export function sampleInvoice(lines = [sampleLine('Software Restaurante - plan Pro mensual')]): PrintedFormInput {
  const count = lines.length;
  const money = (cents: number) => (cents / 100).toFixed(2);
  return {
    type: 'invoice',
    key: 'ab12'.repeat(24),
    environment: 2,
    software: { name: 'MB Platform', maker: 'MB Platform S.A.S.' },
    names,
    issuer: {
      name: 'MB Platform S.A.S.',
      nit: '900123456',
      dv: '8',
      address: 'Calle 100 # 10-20',
      municipalityId: 149,
      regimeId: 1,
      liabilityId: 14,
    },
    resolution: {
      number: '18760000001',
      date: '2019-01-19',
      from: 990000000,
      to: 995000000,
      validFrom: '2019-01-19',
      validTo: '2030-01-19',
    },
    request: {
      prefix: 'SETP',
      number: 990000001,
      date: '2026-11-26',
      time: '08:30:00',
      customer: {
        identification_number: '1020304050',
        name: 'Ana Pérez',
        address: 'Calle 26 # 13-19, oficina 301',
        municipality_id: 149,
        type_document_identification_id: 3,
        email: 'ana@example.com',
      },
      payment_form: [{ payment_form_id: 1, payment_method_id: 48 }],
      tax_totals: [{ ...vat, tax_amount: money(1277311 * count), taxable_amount: money(6722689 * count) }],
      legal_monetary_totals: {
        line_extension_amount: money(6722689 * count),
        tax_exclusive_amount: money(6722689 * count),
        tax_inclusive_amount: money(8000000 * count),
        allowance_total_amount: '0.00',
        charge_total_amount: '0.00',
        payable_amount: money(8000000 * count),
      },
      invoice_lines: lines,
    },
  };
}
