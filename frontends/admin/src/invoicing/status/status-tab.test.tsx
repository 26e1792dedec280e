/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
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
const zipKey = '3f2b6a4e-0000-4000-8000-000000000009';
const zipAnswer = {
  message: 'Consulta generada con éxito',
  ResponseDian: {
    Envelope: {
      Body: {
        GetStatusZipResponse: {
          GetStatusZipResult: { DianResponse: { IsValid: 'true', StatusCode: '00', StatusDescription: 'Procesado Correctamente.' } },
        },
      },
    },
  },
};

let api: FakeApi;
let toasts: ReturnType<typeof recordToasts>;

beforeEach(() => {
  api = new FakeApi().on('GET /api/facturacion/facturadores', issuersAnswer([ready]));
  toasts = recordToasts();
});
afterEach(() => toasts.off());

const keyInput = () => screen.getByRole('textbox', { name: 'ZipKey o CUFE' }) as HTMLInputElement;
const optionsBox = () => screen.getByRole('textbox', { name: 'Opciones (JSON)' }) as HTMLTextAreaElement;
const responseBox = () => screen.getByRole('textbox', { name: 'Respuesta' }) as HTMLTextAreaElement;
const query = () => fireEvent.click(screen.getByRole('button', { name: 'Obtener estado' }));
const preset = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

async function openStatus() {
  await openInvoicingTab('Consultas de Estado');
  await waitFor(() => expect(offeredIssuers()).toHaveLength(1));
}

describe('Consultas de Estado', () => {
  it('needs a key, an issuer token and valid options JSON before calling', async () => {
    await openStatus();
    query();
    change(keyInput(), zipKey);
    query();
    change(issuerSelect(), String(ready.id));
    change(optionsBox(), '{"is_eqdoc": tru');
    query();
    change(optionsBox(), '"texto"');
    query();
    expect(toasts.messages()).toEqual([
      'Ingresa el ZipKey o CUFE',
      'Selecciona facturador para obtener su token',
      'JSON de opciones inválido',
      'JSON de opciones inválido',
    ]);
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it.each([
    ['Paso 1 - GetStatus-zip Factura', 'zip', { sendmail: false, sendmailtome: false, is_payroll: false, is_eqdoc: true }],
    ['Paso 2 - GetStatus-Document Factura', 'document', { sendmail: false, sendmailtome: false, is_payroll: false, is_eqdoc: false }],
    ['Paso 2 - GetStatus-Document Events CUFE', 'events-document', {}],
  ])("'%s' asks status/%s with its options", async (name, mode, options) => {
    api.on(`POST /api/ubl2.1/status/${mode}/${zipKey}`, { body: zipAnswer });
    await openStatus();
    change(keyInput(), ` ${zipKey} `);
    change(issuerSelect(), String(ready.id));
    preset(name);
    expect(JSON.parse(optionsBox().value)).toEqual(options);
    query();

    await waitFor(() =>
      expect(toasts.toasts).toEqual([{ type: 'success', message: 'Consulta realizada', durationMs: 10000, group: 'invoicing' }]),
    );
    const calls = api.calls.filter((call) => call.method === 'POST');
    expect(calls.map((call) => [call.path, call.body, call.headers['x-apidian-issuer']])).toEqual([
      [`/api/ubl2.1/status/${mode}/${zipKey}`, options, '5'],
    ]);
    expect(JSON.parse(responseBox().value)).toEqual(zipAnswer);
  });

  it('chooses the call from the options as edited: is_eqdoc true the zip, otherwise the document', async () => {
    api.on(`POST /api/ubl2.1/status/document/${zipKey}`, { body: zipAnswer });
    await openStatus();
    // Paso 1 is the starting preset.
    expect(JSON.parse(optionsBox().value)).toEqual({ sendmail: false, sendmailtome: false, is_payroll: false, is_eqdoc: true });
    change(keyInput(), zipKey);
    change(issuerSelect(), String(ready.id));
    change(optionsBox(), '{"sendmail": true}');
    query();
    await waitFor(() => expect(api.callsTo(`POST /api/ubl2.1/status/document/${zipKey}`)).toHaveLength(1));
  });

  it('pastes the key from the clipboard', async () => {
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { readText: async () => ` ${zipKey}\n` } });
    await openStatus();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pegar' })));
    expect(keyInput().value).toBe(zipKey);
  });

  it("says 'Error consultando estado' and shows APIDIAN's reason, else the call's own text, in the response box", async () => {
    api
      .on(
        `POST /api/ubl2.1/status/zip/${zipKey}`,
        { status: 500, body: { success: false, message: 'Error interno del servidor', error: 'Unauthenticated.' } },
        { status: 502, body: {} },
      )
      .on(`POST /api/ubl2.1/status/events-document/${zipKey}`, { status: 502, body: {} });
    await openStatus();
    change(keyInput(), zipKey);
    change(issuerSelect(), String(ready.id));
    query();
    await waitFor(() => expect(responseBox().value).toBe('Error interno del servidor\nUnauthenticated.'));
    query();
    await waitFor(() => expect(responseBox().value).toBe('Error consultando estado (zip/document)'));
    preset('Paso 2 - GetStatus-Document Events CUFE');
    query();
    await waitFor(() => expect(responseBox().value).toBe('Error consultando eventos del documento'));
    expect(toasts.toasts).toEqual(
      Array(3).fill({ type: 'error', message: 'Error consultando estado', durationMs: 10000, group: 'invoicing' }),
    );
  });
});
