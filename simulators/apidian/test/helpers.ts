import type { ApidianSimulator } from '../src/app.js';

/** Answers are read field by field, as a client reads them. */
export type Json = Record<string, any>;

/** One call to the simulator's APIDIAN API (`/api/ubl2.1` + path), as a client sends it. */
export async function api(sim: ApidianSimulator, method: string, path: string, options: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${sim.url}/api/ubl2.1${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as Json };
}

/** Postman's "Una Linea, Sin Descuentos, Una Tarifa de IVA": one line of 1.000.000 IVA included. */
export function sampleInvoice(number: number, overrides: Json = {}): Json {
  const tax = { tax_id: 1, tax_amount: '159663.865', percent: '19.00', taxable_amount: '840336.134' };
  return {
    number,
    type_document_id: 1,
    date: '2026-01-15',
    time: '10:53:10',
    customer: {
      identification_number: '800199436',
      dv: '4',
      name: 'Cliente de Prueba S.A.S.',
      email: 'cliente@example.test',
      phone: '3001234567',
    },
    payment_form: { payment_form_id: 1, payment_method_id: 10 },
    legal_monetary_totals: {
      line_extension_amount: '840336.134',
      tax_exclusive_amount: '840336.134',
      tax_inclusive_amount: '1000000.00',
      payable_amount: '1000000.00',
    },
    tax_totals: [tax],
    invoice_lines: [
      {
        unit_measure_id: 70,
        invoiced_quantity: '1',
        line_extension_amount: '840336.134',
        free_of_charge_indicator: false,
        description: 'Membresía anual',
        code: 'MEM-1',
        type_item_identification_id: 4,
        price_amount: '1000000.00',
        base_quantity: '1',
        tax_totals: [tax],
      },
    ],
    ...overrides,
  };
}

/** The DianResponse of a SendBillSync answer. */
export const syncResult = (body: Json): Json => body.ResponseDian.Envelope.Body.SendBillSyncResponse.SendBillSyncResult;

/** A line of a POS document: a dish priced in whole pesos with INC 8 % (tax 4) included, as a restaurant charges it. */
function posLine(description: string, code: string, base: number, inc: number): Json {
  const tax = { tax_id: 4, tax_amount: `${inc}.00`, percent: '8.00', taxable_amount: `${base}.00` };
  return {
    unit_measure_id: 70,
    invoiced_quantity: '1',
    line_extension_amount: `${base}.00`,
    free_of_charge_indicator: false,
    description,
    code,
    type_item_identification_id: 4,
    price_amount: `${base + inc}.00`,
    base_quantity: '1',
    tax_totals: [tax],
  };
}

/**
 * A restaurant check as a POS equivalent document (type 15): two dishes whose base and INC are whole pesos (38.900 →
 * 36.019 + 2.881 and 15.100 → 13.981 + 1.119, each INC 0.52 off base × 8 %), to the consumidor final, with a 10 % tip
 * accepted as a document-level charge outside the INC base.
 */
export function samplePosDocument(number: number, overrides: Json = {}): Json {
  return {
    number,
    type_document_id: 15,
    date: '2026-01-15',
    time: '13:45:10',
    postal_zone_code: '110111',
    software_manufacturer: { name: 'Equipo MB', business_name: 'MB Platform S.A.S.', software_name: 'MB Restaurantes' },
    buyer_benefits: { code: '0', name: 'Sin beneficios', points: '0' },
    cash_information: {
      plate_number: 'CAJA-1',
      location: 'Salón principal',
      cashier: 'Ana Pérez',
      cash_type: 'POS',
      sales_code: 'CUENTA-0001',
      subtotal: '50000.00',
    },
    customer: { identification_number: '222222222222', name: 'Consumidor final' },
    payment_form: { payment_form_id: 1, payment_method_id: 10 },
    allowance_charges: [
      { charge_indicator: true, allowance_charge_reason: 'Propina voluntaria', amount: '5400.00', base_amount: '54000.00' },
    ],
    tax_totals: [{ tax_id: 4, tax_amount: '4000.00', percent: '8.00', taxable_amount: '50000.00' }],
    legal_monetary_totals: {
      line_extension_amount: '50000.00',
      tax_exclusive_amount: '50000.00',
      tax_inclusive_amount: '54000.00',
      charge_total_amount: '5400.00',
      payable_amount: '59400.00',
    },
    invoice_lines: [posLine('Bandeja paisa', 'PLATO-1', 36019, 2881), posLine('Ajiaco santafereño', 'PLATO-2', 13981, 1119)],
    ...overrides,
  };
}
