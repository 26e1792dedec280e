/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  FakeApi,
  change,
  issuer,
  issuersAnswer,
  issuerSelect,
  offeredIssuers,
  openInvoicingTab,
  recordToasts,
  stages,
} from '../invoicing-test-kit.js';

const ready = issuer(5, stages.ready);
const samples = [
  { key: 'template_sin_descuentos', label: 'Una línea sin descuentos' },
  { key: 'template_dos_lineas_descuentos', label: 'Dos líneas con descuentos' },
];
const payload = {
  number: 990000001,
  type_document_id: 1,
  date: '2019-01-19',
  time: '09:00:00',
  sendmail: false,
  payment_form: [{ payment_form_id: 2, payment_method_id: 30, payment_due_date: '2019-02-19', duration_measure: '30' }],
  customer: { identification_number: '222222222222', name: 'Consumidor final' },
};
const posSample = 'Documento equivalente POS de un restaurante (ejemplo)';
const nil = { _attributes: { nil: 'true' } };
const dianAnswer = (zipKey: unknown) => ({
  message: 'Factura de Venta Nacional #SETP990000001 generada con éxito',
  ResponseDian: { Envelope: { Body: { SendTestSetAsyncResponse: { SendTestSetAsyncResult: { ErrorMessageList: nil, ZipKey: zipKey } } } } },
  cufe: 'a'.repeat(96),
});

let api: FakeApi;
let toasts: ReturnType<typeof recordToasts>;

beforeEach(() => {
  jest.useFakeTimers({
    now: new Date('2026-03-05T02:30:45.000Z'),
    doNotFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'queueMicrotask', 'nextTick', 'setImmediate'],
  });
  api = new FakeApi()
    .on('GET /api/facturacion/facturadores', issuersAnswer([ready]))
    .on('GET /api/templates/invoices', { body: { success: true, data: { templates: samples } } })
    .on('GET /api/templates/invoices/template_dos_lineas_descuentos', { body: { success: true, data: { ...samples[1], payload } } });
  toasts = recordToasts();
});
afterEach(() => {
  toasts.off();
  jest.useRealTimers();
});

const jsonBox = () => screen.getByRole('textbox', { name: 'JSON de la factura' }) as HTMLTextAreaElement;
const responseBox = () => screen.getByRole('textbox', { name: 'Respuesta DIAN' }) as HTMLTextAreaElement;
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar factura de prueba' }));

async function openWithTemplate() {
  await openInvoicingTab('Enviar set de pruebas');
  const template = screen.getByRole('combobox', { name: 'Plantilla' }) as HTMLSelectElement;
  await waitFor(() =>
    expect(
      within(template)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Selecciona una plantilla', ...samples.map((sample) => sample.label), posSample]),
  );
  change(template, 'template_dos_lineas_descuentos');
  await waitFor(() => expect(JSON.parse(jsonBox().value)).toEqual(payload));
  await waitFor(() => expect(offeredIssuers()).toHaveLength(1));
}

describe('Enviar set de pruebas', () => {
  it("fills the JSON box from the chosen template with 'Plantilla cargada: {name}'", async () => {
    await openWithTemplate();
    expect(toasts.toasts).toEqual([
      { type: 'info', message: 'Plantilla cargada: Dos líneas con descuentos', durationMs: 10000, group: 'invoicing' },
    ]);
    expect(screen.getByRole('textbox', { name: 'TEST_SET_ID' }).getAttribute('placeholder')).toBe('Ingresa el TEST_SET_ID de la DIAN');
  });

  it('marks the JSON box invalid once left with text that is not JSON, and drops the mark as soon as the text is valid', async () => {
    await openWithTemplate();
    const template = screen.getByRole('combobox', { name: 'Plantilla' }) as HTMLSelectElement;
    change(jsonBox(), '{"number": ');
    fireEvent.blur(jsonBox());
    expect(jsonBox().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('JSON inválido')).toBeTruthy();

    // A template chosen, never touching the box again: its JSON is valid, so the box is no longer marked.
    change(template, '');
    change(template, 'template_dos_lineas_descuentos');
    await waitFor(() => expect(JSON.parse(jsonBox().value)).toEqual(payload));
    expect(jsonBox().getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.queryByText('JSON inválido')).toBeNull();

    // Typing a fix clears it too, without leaving the box first.
    change(jsonBox(), '{"number": ');
    fireEvent.blur(jsonBox());
    change(jsonBox(), '{"number": 1}');
    expect(screen.queryByText('JSON inválido')).toBeNull();
    fireEvent.blur(jsonBox());
    expect(jsonBox().value).toBe('{\n  "number": 1\n}');
  });

  it('needs an issuer with its token, a TEST_SET_ID and valid JSON before calling', async () => {
    await openWithTemplate();
    send();
    change(issuerSelect(), String(ready.id));
    change(screen.getByRole('textbox', { name: 'Token' }), ' ');
    send();
    change(screen.getByRole('textbox', { name: 'Token' }), 'token5');
    send();
    change(screen.getByRole('textbox', { name: 'TEST_SET_ID' }), 'f1e2d3c4-0000-4000-8000-000000000001');
    change(jsonBox(), '{"number": 990000001,');
    send();
    change(jsonBox(), '[1, 2]');
    send();
    expect(toasts.messages().slice(1)).toEqual([
      'Seleccione facturador y asegúrese del token',
      'Seleccione facturador y asegúrese del token',
      'Ingresa el TEST_SET_ID',
      'JSON inválido',
      'JSON inválido',
    ]);
    expect(toasts.toasts.every((toast) => toast.durationMs === 10000)).toBe(true);
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('sends with the current date and time in Colombia and shows the ZipKey DIAN gave, to copy', async () => {
    api.on('POST /api/ubl2.1/invoice/f1e2d3c4-0000-4000-8000-000000000001', { body: dianAnswer('3f2b6a4e-0000-4000-8000-000000000009') });
    await openWithTemplate();
    change(issuerSelect(), String(ready.id));
    change(screen.getByRole('textbox', { name: 'TEST_SET_ID' }), ' f1e2d3c4-0000-4000-8000-000000000001 ');
    send();

    const dialog = await screen.findByRole('dialog', { name: 'ZipKey generado' });
    expect(within(dialog).getByText('3f2b6a4e-0000-4000-8000-000000000009')).toBeTruthy();
    const [call] = api.callsTo('POST /api/ubl2.1/invoice/f1e2d3c4-0000-4000-8000-000000000001');
    expect(call!.headers['x-apidian-issuer']).toBe('5');
    expect(call!.body).toEqual({
      ...payload,
      date: '2026-03-04',
      time: '21:30:45',
      payment_form: [{ ...payload.payment_form[0], payment_due_date: '2026-03-04' }],
    });
    expect(JSON.parse(jsonBox().value)).toEqual(call!.body);
    expect(JSON.parse(responseBox().value)).toEqual(dianAnswer('3f2b6a4e-0000-4000-8000-000000000009'));

    const writeText = jest.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Copiar' })));
    expect(writeText).toHaveBeenCalledWith('3f2b6a4e-0000-4000-8000-000000000009');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends the sample POS document of a restaurant to the equivalent documents’ test set', async () => {
    api.on('POST /api/ubl2.1/eqdoc/f1e2d3c4-0000-4000-8000-000000000001', { body: dianAnswer('3f2b6a4e-0000-4000-8000-00000000000a') });
    await openWithTemplate();
    change(screen.getByRole('combobox', { name: 'Plantilla' }), 'sample_documento_pos');
    await waitFor(() => expect(JSON.parse(jsonBox().value)).toMatchObject({ type_document_id: 15, prefix: 'EPOS' }));
    expect(toasts.messages()).toContain(`Plantilla cargada: ${posSample}`);
    change(issuerSelect(), String(ready.id));
    change(screen.getByRole('textbox', { name: 'TEST_SET_ID' }), 'f1e2d3c4-0000-4000-8000-000000000001');
    send();
    await screen.findByRole('dialog', { name: 'ZipKey generado' });
    const [call] = api.callsTo('POST /api/ubl2.1/eqdoc/f1e2d3c4-0000-4000-8000-000000000001');
    expect(call!.body).toMatchObject({ type_document_id: 15, date: '2026-03-04', cash_information: { plate_number: 'CAJA-01' } });
    expect(api.callsTo('POST /api/ubl2.1/invoice/f1e2d3c4-0000-4000-8000-000000000001')).toHaveLength(0);
  });

  it("shows 'CUFE generado' when DIAN gave no ZipKey", async () => {
    api.on('POST /api/ubl2.1/invoice/abc', { body: dianAnswer(nil) });
    await openWithTemplate();
    change(issuerSelect(), String(ready.id));
    change(screen.getByRole('textbox', { name: 'TEST_SET_ID' }), 'abc');
    send();
    const dialog = await screen.findByRole('dialog', { name: 'CUFE generado' });
    expect(within(dialog).getByText('a'.repeat(96))).toBeTruthy();
  });

  it("prefers APIDIAN's message, in the toast and the response box, else 'Error enviando factura de prueba'", async () => {
    api.on(
      'POST /api/ubl2.1/invoice/abc',
      {
        status: 422,
        body: { message: 'The given data was invalid.', errors: { 'customer.name': ['El campo customer.name es obligatorio.'] } },
      },
      { body: { success: false, message: 'El certificado digital ya se encuentra vencido...' } },
      { status: 500, body: {} },
    );
    await openWithTemplate();
    change(issuerSelect(), String(ready.id));
    change(screen.getByRole('textbox', { name: 'TEST_SET_ID' }), 'abc');

    send();
    await waitFor(() => expect(toasts.messages().at(-1)).toBe('APIDIAN rechazó los datos: customer.name: es obligatorio'));
    expect(responseBox().value).toBe('APIDIAN rechazó los datos:\ncustomer.name: es obligatorio');
    send();
    await waitFor(() => expect(toasts.messages().at(-1)).toBe('El certificado digital ya se encuentra vencido...'));
    expect(responseBox().value).toBe('El certificado digital ya se encuentra vencido...');
    send();
    await waitFor(() => expect(toasts.messages().at(-1)).toBe('Error enviando factura de prueba'));
    expect(responseBox().value).toBe('Error enviando factura de prueba');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
