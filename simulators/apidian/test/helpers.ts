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
