/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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
const inProduction = issuer(6, stages.production);

let api: FakeApi;
let toasts: ReturnType<typeof recordToasts>;

beforeEach(() => {
  api = new FakeApi().on('GET /api/facturacion/facturadores', issuersAnswer([ready, inProduction]));
  toasts = recordToasts();
});
afterEach(() => toasts.off());

const requestBox = () => JSON.parse((screen.getByRole('textbox', { name: 'Solicitud (JSON)' }) as HTMLTextAreaElement).value);
const responseBox = () => (screen.getByRole('textbox', { name: 'Respuesta de la API' }) as HTMLTextAreaElement).value;
const toProduction = () => screen.queryByRole('button', { name: 'Pasar a producción' });

async function openEnvironment() {
  await openInvoicingTab('Pasar a producción');
  await waitFor(() => expect(offeredIssuers()).toHaveLength(2));
}

describe('Pasar a producción / Ambiente de operación', () => {
  it("starts on test (2) for all three ids (spec 3 §9); 'Pasar a producción' once production is chosen, and reads the list again", async () => {
    const answer = { success: true, message: 'Ambiente actualizado con éxito', company: { id: 5 } };
    api.on('PUT /api/ubl2.1/config/environment', { body: answer });
    await openEnvironment();
    expect(screen.getByRole('heading', { name: 'Pasar a producción / Ambiente de operación' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Cambiar ambiente' })).toHaveProperty('checked', true);
    const environment = screen.getByRole('combobox', { name: 'Ambiente' }) as HTMLSelectElement;
    expect([environment.value, environment.textContent]).toEqual(['2', 'Pruebas (2)Producción (1)']);
    expect(requestBox()).toEqual({ type_environment_id: 2, payroll_type_environment_id: 2, eqdocs_type_environment_id: 2 });
    expect(toProduction()).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Cambiar a pruebas' }));
    expect(toasts.messages()).toEqual(['Seleccione un facturador y verifique el token']);

    change(issuerSelect(), String(ready.id));
    expect(screen.getByText('Ambiente actual: Pruebas (2)')).toBeTruthy();
    // Choosing test says so on the button; back on production it is 'Pasar a producción' again.
    change(environment, '2');
    expect(requestBox()).toEqual({ type_environment_id: 2, payroll_type_environment_id: 2, eqdocs_type_environment_id: 2 });
    expect(toProduction()).toBeNull();
    expect(screen.getByRole('button', { name: 'Cambiar a pruebas' })).toBeTruthy();
    change(environment, '1');
    api.on('GET /api/facturacion/facturadores', issuersAnswer([{ ...ready, type_environment_id: 1 }, inProduction]));
    const listReads = api.callsTo('GET /api/facturacion/facturadores').length;
    fireEvent.click(toProduction()!);

    await waitFor(() =>
      expect(toasts.toasts.at(-1)).toEqual({ type: 'success', message: 'Ambiente actualizado', durationMs: 10000, group: 'invoicing' }),
    );
    const [call] = api.callsTo('PUT /api/ubl2.1/config/environment');
    expect([call!.body, call!.headers['x-apidian-issuer']]).toEqual([
      { type_environment_id: 1, payroll_type_environment_id: 1, eqdocs_type_environment_id: 1 },
      '5',
    ]);
    expect(JSON.parse(responseBox())).toEqual(answer);
    await waitFor(() => expect(screen.getByText('Ambiente actual: Producción (1)')).toBeTruthy());
    expect(toProduction()).toBeNull();
    expect(api.callsTo('GET /api/facturacion/facturadores')).toHaveLength(listReads + 1);
  });

  it("hides 'Pasar a producción' for an issuer already in production", async () => {
    await openEnvironment();
    change(issuerSelect(), String(inProduction.id));
    expect(screen.getByText('Ambiente actual: Producción (1)')).toBeTruthy();
    expect(toProduction()).toBeNull();
  });

  it("shows APIDIAN's reason when the change fails, else 'Error cambiando ambiente'", async () => {
    api.on(
      'PUT /api/ubl2.1/config/environment',
      { body: { success: false, message: 'No se ha configurado el software para esta empresa. Configure el software primero.' } },
      { status: 500, body: {} },
    );
    await openEnvironment();
    change(issuerSelect(), String(ready.id));
    change(screen.getByRole('combobox', { name: 'Ambiente' }), '1');
    fireEvent.click(toProduction()!);
    await waitFor(() =>
      expect(toasts.messages()).toEqual(['No se ha configurado el software para esta empresa. Configure el software primero.']),
    );
    fireEvent.click(toProduction()!);
    await waitFor(() => expect(toasts.messages().at(-1)).toBe('Error cambiando ambiente'));
    expect(responseBox()).toBe('Error cambiando ambiente');
  });

  it('gets the numbering ranges with the Software ID', async () => {
    const ranges = {
      message: 'Consulta generada con éxito',
      ResponseDian: { Envelope: { Body: { GetNumberingRangeResponse: { GetNumberingRangeResult: { OperationCode: '100' } } } } },
    };
    api.on('POST /api/ubl2.1/numbering-range', { status: 503, body: { success: false } }, { body: ranges });
    await openEnvironment();
    fireEvent.click(screen.getByRole('radio', { name: 'Obtener rangos' }));
    expect(screen.queryByRole('combobox', { name: 'Ambiente' })).toBeNull();
    const getRanges = () => fireEvent.click(screen.getByRole('button', { name: 'Obtener Rangos de numeración' }));

    getRanges();
    change(issuerSelect(), String(inProduction.id));
    getRanges();
    expect(toasts.messages()).toEqual(['Seleccione un facturador y verifique el token', 'Ingrese el Software ID']);
    change(screen.getByRole('textbox', { name: 'Software ID' }), ' 82bf0c5e-0000-4000-8000-000000000001 ');
    expect(requestBox()).toEqual({ id: '82bf0c5e-0000-4000-8000-000000000001' });

    getRanges();
    await waitFor(() => expect(toasts.messages().at(-1)).toBe('Error obteniendo rangos'));
    expect(responseBox()).toBe('Error consultando rangos de numeración');
    getRanges();
    await waitFor(() =>
      expect(toasts.toasts.at(-1)).toEqual({ type: 'success', message: 'Rangos obtenidos', durationMs: 10000, group: 'invoicing' }),
    );
    expect(JSON.parse(responseBox())).toEqual(ranges);
    expect(api.callsTo('POST /api/ubl2.1/numbering-range').map((call) => [call.body, call.headers['x-apidian-issuer']])).toEqual([
      [{ id: '82bf0c5e-0000-4000-8000-000000000001' }, '6'],
      [{ id: '82bf0c5e-0000-4000-8000-000000000001' }, '6'],
    ]);
  });
});
