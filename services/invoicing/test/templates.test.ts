import { invoicingAdminMessages as texts, sampleTemplateNames, templateExistsCode, templateKeyPrefix } from '@mb/contracts';
import { testNamespace } from '@mb/service-kit/testing';
import { dianCheckDigit } from '../../../simulators/apidian/src/testing.js';
import { asAdmin, type Caller } from './admin-helpers.js';
import { startInvoicing, type TestInvoicing } from './helpers.js';

let invoicing: TestInvoicing;
let admin: Caller;

beforeAll(async () => {
  invoicing = await startInvoicing(testNamespace());
  admin = asAdmin(invoicing);
}, 60000);

afterAll(async () => {
  await invoicing?.close();
});

type Json = Record<string, any>;
/** A decimal string in cents, exactly ('1000000.00' → 100000000). */
const cents = (amount: string): number => {
  expect(amount).toMatch(/^\d+\.\d{2}$/);
  return Number(amount.replace('.', ''));
};
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const discounts = (charges: Json[] | undefined) =>
  sum((charges ?? []).filter((charge) => !charge.charge_indicator).map((charge) => cents(charge.amount)));
const sampleKeys = sampleTemplateNames.map((name) => `${templateKeyPrefix}${name}`);

it('lists the nine samples in the panel’s order', async () => {
  const { status, body } = await admin('GET', '/templates/invoices');
  expect(status).toBe(200);
  expect(body.success).toBe(true);
  expect(body.data.templates.map((template: Json) => template.key)).toEqual(sampleKeys);
  expect(body.data.templates.every((template: Json) => template.label.length > 0)).toBe(true);
});

it('every sample is a sales invoice on the test numbering whose amounts add up exactly', async () => {
  const numbers: number[] = [];
  for (const key of sampleKeys) {
    const { status, body } = await admin('GET', `/templates/invoices/${key}`);
    expect(status).toBe(200);
    const invoice: Json = body.data.payload;
    numbers.push(invoice.number);
    expect(invoice).toMatchObject({ type_document_id: 1, prefix: 'SETP' });
    for (const form of invoice.payment_form) {
      expect(form.payment_form_id).toBe(2);
      expect([10, 30]).toContain(form.payment_method_id);
    }

    // Each line: price × quantity − its discounts, and its VAT at its rate.
    for (const line of invoice.invoice_lines) {
      expect(line).toMatchObject({ unit_measure_id: 70, type_item_identification_id: 4, free_of_charge_indicator: false });
      expect(cents(line.line_extension_amount)).toBe(
        cents(line.price_amount) * Number(line.invoiced_quantity) - discounts(line.allowance_charges),
      );
      for (const tax of line.tax_totals) {
        expect(tax.tax_id).toBe(1);
        expect(['19.00', '0.00']).toContain(tax.percent);
        expect(cents(tax.taxable_amount)).toBe(cents(line.line_extension_amount));
        expect(cents(tax.tax_amount)).toBe(Math.round((cents(tax.taxable_amount) * Number(tax.percent)) / 100));
      }
    }
    const lines = sum(invoice.invoice_lines.map((line: Json) => cents(line.line_extension_amount)));
    const lineTaxes: Json[] = invoice.invoice_lines.flatMap((line: Json) => line.tax_totals);
    const vat = sum(invoice.tax_totals.map((tax: Json) => cents(tax.tax_amount)));
    expect(vat).toBe(sum(lineTaxes.map((tax) => cents(tax.tax_amount))));
    expect(sum(invoice.tax_totals.map((tax: Json) => cents(tax.taxable_amount)))).toBe(lines);

    const totals = invoice.legal_monetary_totals;
    const globalDiscount = discounts(invoice.allowance_charges);
    expect(cents(totals.line_extension_amount)).toBe(lines);
    expect(cents(totals.tax_exclusive_amount)).toBe(lines);
    expect(cents(totals.tax_inclusive_amount)).toBe(lines + vat);
    expect(cents(totals.allowance_total_amount)).toBe(globalDiscount);
    expect(cents(totals.payable_amount)).toBe(lines + vat - globalDiscount);
    for (const charge of invoice.allowance_charges ?? []) expect(cents(charge.base_amount)).toBe(lines);

    // The buyer: the right check digit and a municipality that exists.
    expect(invoice.customer.dv).toBe(String(dianCheckDigit(invoice.customer.identification_number)));
    const { rowCount } = await invoicing.db.query('SELECT 1 FROM municipalities WHERE id = $1', [invoice.customer.municipality_id]);
    expect(rowCount).toBe(1);
  }
  expect(numbers).toEqual(sampleTemplateNames.map((_, index) => 990000001 + index));
});

it('the samples of spec 3 §9: the global discount of 50000 on 1000000, and two lines at two VAT rates', async () => {
  const global = (await admin('GET', '/templates/invoices/template_descuento_global')).body.data.payload;
  expect(global.allowance_charges).toEqual([expect.objectContaining({ amount: '50000.00', base_amount: '1000000.00' })]);

  const two = (await admin('GET', '/templates/invoices/template_dos_lineas_descuentos')).body.data.payload;
  expect(two.invoice_lines).toHaveLength(2);
  expect(two.allowance_charges).toHaveLength(1);
  expect(two.invoice_lines.some((line: Json) => line.allowance_charges?.length === 1)).toBe(true);
  expect(two.tax_totals.map((tax: Json) => tax.percent).sort()).toEqual(['0.00', '19.00']);
});

it('saves a template, a sample or a new one, and an empty name as Sin nombre', async () => {
  const payload = { number: 990000100, prefix: 'SETP', customer: { name: 'Cliente' } };
  const saved = await admin('PUT', '/templates/invoices/mi_plantilla', { body: { label: 'Mi plantilla', payload } });
  expect(saved).toEqual({ status: 200, body: { success: true, data: { key: 'mi_plantilla', label: 'Mi plantilla', payload } } });
  expect((await admin('GET', '/templates/invoices/mi_plantilla')).body.data).toEqual({
    key: 'mi_plantilla',
    label: 'Mi plantilla',
    payload,
  });
  expect((await admin('GET', '/templates/invoices')).body.data.templates.at(-1)).toEqual({ key: 'mi_plantilla', label: 'Mi plantilla' });

  const unnamed = await admin('PUT', '/templates/invoices/template_tirilla', { body: { label: '   ', payload } });
  expect(unnamed.body.data).toEqual({ key: 'template_tirilla', label: texts.templateUnnamed, payload });
  expect((await admin('GET', '/templates/invoices/template_tirilla')).body.data.label).toBe('Sin nombre');
});

it('refuses a payload that is not a JSON object with JSON inválido, and changes nothing', async () => {
  const before = (await admin('GET', '/templates/invoices/template_sin_descuentos')).body.data;
  for (const payload of [[1, 2], 'texto', 42, null, undefined]) {
    const refused = await admin('PUT', '/templates/invoices/template_sin_descuentos', { body: { label: 'Cambiada', payload } });
    expect(refused).toEqual({ status: 400, body: { success: false, message: texts.invalidJson } });
  }
  expect((await admin('GET', '/templates/invoices/template_sin_descuentos')).body.data).toEqual(before);
});

it('says when a template does not exist', async () => {
  expect(await admin('GET', '/templates/invoices/template_no_existe')).toEqual({
    status: 404,
    body: { success: false, message: texts.templateNotFound },
  });
  expect((await admin('GET', '/templates/invoices/Con%20Espacios')).body.message).toBe(texts.templateNotFound);
});

it('records each saved template in the audit log with what it was before', async () => {
  await admin('PUT', '/templates/invoices/auditada', { body: { label: 'Primera', payload: { number: 1 } } });
  await admin('PUT', '/templates/invoices/auditada', { body: { label: 'Segunda', payload: { number: 2 } } });
  const { rows } = await invoicing.db.query<{ payload: Record<string, any> }>(
    `SELECT payload FROM outbox WHERE type = 'invoicing.audit.recorded' AND aggregateid = 'auditada' ORDER BY created_at, id`,
  );
  expect(rows.map((row) => [row.payload.action, row.payload.before, row.payload.after])).toEqual([
    ['template.saved', null, { label: 'Primera', payload: { number: 1 } }],
    ['template.saved', { label: 'Primera', payload: { number: 1 } }, { label: 'Segunda', payload: { number: 2 } }],
  ]);
});

it('keeps a saved template’s keys in the order they were written', async () => {
  const text = '{"zeta":1,"customer":{"name":"Ana","dv":"7"},"a":true,"number":990000002}';
  const saved = await admin('PUT', '/templates/invoices/orden_propio', { body: { label: 'Orden propio', payload: JSON.parse(text) } });
  expect(saved.status).toBe(200);
  expect(JSON.stringify(saved.body.data.payload)).toBe(text);
  const read = await admin('GET', '/templates/invoices/orden_propio');
  expect(JSON.stringify(read.body.data.payload)).toBe(text);
});

it('a new template whose key is taken is refused with the existing name, and replaces it once confirmed', async () => {
  await admin('PUT', '/templates/invoices/nandu', { body: { label: 'Ñandú', payload: { number: 1 } } });
  const refused = await admin('PUT', '/templates/invoices/nandu', { body: { label: 'Ñandu', payload: { number: 2 }, create_only: true } });
  expect(refused).toEqual({
    status: 409,
    body: {
      success: false,
      message: texts.templateExists.replace('{label}', 'Ñandú').replace('{key}', 'nandu'),
      code: templateExistsCode,
      label: 'Ñandú',
    },
  });
  expect((await admin('GET', '/templates/invoices/nandu')).body.data).toEqual({ key: 'nandu', label: 'Ñandú', payload: { number: 1 } });

  expect((await admin('PUT', '/templates/invoices/nandu', { body: { label: 'Ñandu', payload: { number: 2 } } })).status).toBe(200);
  expect((await admin('GET', '/templates/invoices/nandu')).body.data).toEqual({ key: 'nandu', label: 'Ñandu', payload: { number: 2 } });
  expect((await admin('PUT', '/templates/invoices/otra_nueva', { body: { label: 'Otra', payload: {}, create_only: true } })).status).toBe(
    200,
  );
});
