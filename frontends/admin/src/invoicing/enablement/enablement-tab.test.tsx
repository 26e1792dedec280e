/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Enablement, EnablementStepKey, EnablementStepState } from '@mb/contracts';
import { FakeApi, change, issuer, issuersAnswer, openInvoicingTab, recordToasts } from '../invoicing-test-kit.js';

const fresh = issuer(5);
const keys: EnablementStepKey[] = ['company', 'software', 'certificate', 'resolution', 'testSet', 'production'];

/** The enablement invoicing answers with the first `done` steps done and the next one to do. */
function enablement(done: number, overrides: Partial<Enablement> = {}): { body: { success: true; data: Enablement } } {
  const steps = keys.map((key, index) => ({
    key,
    state: (index < done ? 'done' : index === done ? 'current' : 'waiting') as EnablementStepState,
  }));
  const testSet = { accepted: 0, rejected: 0, pending: 0, documents: [] };
  const eqdocs = { type_environment_id: 2 as const, steps, test_set: testSet };
  return { body: { success: true, data: { issuer_id: 5, type_environment_id: 2, steps, test_set: testSet, eqdocs, ...overrides } } };
}

let api: FakeApi;
let toasts: ReturnType<typeof recordToasts>;

beforeEach(() => {
  api = new FakeApi().on('GET /api/facturacion/facturadores', issuersAnswer([fresh]));
  toasts = recordToasts();
});
afterEach(() => toasts.off());

const step = (name: string) => screen.getByRole('listitem', { name });
const button = (name: string) => screen.getByRole('button', { name });

async function openFor(...answers: ReturnType<typeof enablement>[]) {
  api.on('GET /api/facturacion/facturadores/5/habilitacion', ...answers);
  await openInvoicingTab('Habilitación guiada');
  await waitFor(() => expect(screen.getByRole('option', { name: `${fresh.business_name} — NIT ${fresh.nit}-${fresh.dv}` })).toBeTruthy());
  change(screen.getByRole('combobox', { name: 'Facturador' }), '5');
  await screen.findByRole('listitem', { name: 'Empresa' });
}

describe('Habilitación guiada', () => {
  it('shows each step with its state and what is missing, and saves the software of the step to do now', async () => {
    api.on('PUT /api/ubl2.1/config/software', { body: { success: true, message: 'Software creado/actualizado con éxito', software: {} } });
    await openFor(enablement(1), enablement(2));

    expect(within(step('Empresa')).getByText('Hecho')).toBeTruthy();
    expect(within(step('Software')).getByText('Por hacer')).toBeTruthy();
    expect(within(step('Software')).getByText(/Falta el ID y el PIN del software/)).toBeTruthy();
    expect(within(step('Producción')).getByText('En espera')).toBeTruthy();
    expect(within(step('Certificado digital')).queryByRole('button')).toBeNull();

    change(screen.getByLabelText('ID del software'), ' f3a2c1d0-1111-4222-8333-944455566677 ');
    change(screen.getByLabelText('PIN del software'), '12345');
    fireEvent.click(button('Guardar software'));
    await waitFor(() => expect(within(step('Software')).getByText('Hecho')).toBeTruthy());
    const [call] = api.callsTo('PUT /api/ubl2.1/config/software');
    expect([call!.body, call!.headers['x-apidian-issuer']]).toEqual([{ id: 'f3a2c1d0-1111-4222-8333-944455566677', pin: '12345' }, '5']);
    expect(within(step('Certificado digital')).getByText('Por hacer')).toBeTruthy();
    expect(toasts.messages()).toEqual(['Software creado/actualizado con éxito']);
  });

  it('tells a wrong certificate password in plain words under the step', async () => {
    const plain = 'La contraseña no abre este certificado. Revise la contraseña que le entregó la entidad certificadora.';
    api.on('PUT /api/ubl2.1/config/certificate', { status: 422, body: { success: false, message: plain } });
    await openFor(enablement(2));
    const file = new File([new Uint8Array([0x30, 0x82, 0x01, 0xff])], 'empresa.p12', { type: 'application/x-pkcs12' });
    fireEvent.change(screen.getByLabelText('Archivo del certificado'), { target: { files: [file] } });
    change(screen.getByLabelText('Contraseña del certificado'), 'otra-clave');
    fireEvent.click(button('Configurar certificado'));
    expect((await within(step('Certificado digital')).findByRole('alert')).textContent).toBe(plain);
    expect(api.callsTo('PUT /api/ubl2.1/config/certificate')[0]!.body).toEqual({ certificate: 'MIIB/w==', password: 'otra-clave' });
  });

  it("counts DIAN's accepted and rejected test documents, shows each refusal as a message, and numbers the next one", async () => {
    const testSet = {
      accepted: 1,
      rejected: 1,
      pending: 0,
      documents: [
        {
          number: 'SETP990000002',
          status: 'rejected' as const,
          message: 'Regla: FAK24, Rechazo: No está informado el DV del NIT',
          sent_at: '2026-11-26T14:00:00Z',
        },
        { number: 'SETP990000001', status: 'accepted' as const, message: null, sent_at: '2026-11-26T13:59:00Z' },
      ],
    };
    const payload = { number: 990000001, prefix: 'SETP', type_document_id: 1, date: '2019-01-01', time: '00:00:00', customer: {} };
    api
      .on('GET /api/templates/invoices/template_sin_descuentos', {
        body: { success: true, data: { key: 'template_sin_descuentos', label: 'Sin descuentos', payload } },
      })
      .on('POST /api/ubl2.1/invoice/8b3c4f0e-5a6d-4e7f-9a0b-1c2d3e4f5a6b', {
        body: { message: 'Factura de Venta Nacional #SETP990000003 generada con éxito' },
      });
    await openFor(enablement(5, { test_set: testSet }));

    const testSetStep = step('Set de pruebas');
    expect(within(testSetStep).getByText('Aceptados: 1')).toBeTruthy();
    expect(within(testSetStep).getByText('Rechazados: 1')).toBeTruthy();
    expect(within(testSetStep).getByText('Rechazado por la DIAN: SETP990000002')).toBeTruthy();
    expect(within(testSetStep).getByText('Regla: FAK24, Rechazo: No está informado el DV del NIT')).toBeTruthy();

    fireEvent.click(button('Enviar factura de prueba'));
    expect(toasts.messages()).toEqual(['Ingresa el TEST_SET_ID']);
    change(screen.getByLabelText('TEST_SET_ID de la DIAN'), '8b3c4f0e-5a6d-4e7f-9a0b-1c2d3e4f5a6b');
    fireEvent.click(button('Enviar factura de prueba'));
    await waitFor(() => expect(api.callsTo('POST /api/ubl2.1/invoice/8b3c4f0e-5a6d-4e7f-9a0b-1c2d3e4f5a6b')).toHaveLength(1));
    const [sent] = api.callsTo('POST /api/ubl2.1/invoice/8b3c4f0e-5a6d-4e7f-9a0b-1c2d3e4f5a6b');
    expect(sent!.body).toMatchObject({ number: 990000003, prefix: 'SETP', type_document_id: 1 });
    expect((sent!.body as { date: string }).date).not.toBe('2019-01-01');
    expect(sent!.headers['x-apidian-issuer']).toBe('5');
    await waitFor(() => expect(toasts.messages().at(-1)).toBe('Factura de prueba enviada: la DIAN la está validando'));
  });

  it("shows DIAN's refusal of a test upload under the step, in its words", async () => {
    const refusal = 'El set de pruebas no está disponible: el facturador ya está habilitado en producción.';
    api
      .on('GET /api/templates/invoices/template_sin_descuentos', {
        body: { success: true, data: { key: 'template_sin_descuentos', label: 'Sin descuentos', payload: { prefix: 'SETP' } } },
      })
      .on('POST /api/ubl2.1/invoice/8b3c4f0e-5a6d-4e7f-9a0b-1c2d3e4f5a6b', { status: 422, body: { success: false, message: refusal } });
    await openFor(enablement(4));
    change(screen.getByLabelText('TEST_SET_ID de la DIAN'), '8b3c4f0e-5a6d-4e7f-9a0b-1c2d3e4f5a6b');
    fireEvent.click(button('Enviar factura de prueba'));
    expect((await within(step('Set de pruebas')).findByRole('alert')).textContent).toBe(refusal);
    expect(toasts.messages()).toEqual([refusal]);
  });

  it('goes to production once the test set passed, and back to test only after confirming', async () => {
    api.on(
      'PUT /api/ubl2.1/config/environment',
      { body: { success: true, message: 'Ambiente actualizado con éxito' } },
      { body: { success: true, message: 'Ambiente actualizado con éxito' } },
    );
    await openFor(enablement(5), enablement(6, { type_environment_id: 1 }), enablement(5));
    fireEvent.click(button('Pasar a producción'));
    await screen.findByRole('button', { name: 'Volver a pruebas' });
    expect(within(step('Producción')).getByText('Hecho')).toBeTruthy();

    fireEvent.click(button('Volver a pruebas'));
    const dialog = await screen.findByRole('dialog', { name: '¿Volver a pruebas?' });
    expect(api.callsTo('PUT /api/ubl2.1/config/environment')).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sí, volver a pruebas' }));
    await screen.findByRole('button', { name: 'Pasar a producción' });
    expect(api.callsTo('PUT /api/ubl2.1/config/environment').map((call) => call.body)).toEqual([
      { type_environment_id: 1, payroll_type_environment_id: 2, eqdocs_type_environment_id: 2 },
      { type_environment_id: 2, payroll_type_environment_id: 2, eqdocs_type_environment_id: 2 },
    ]);
  });
});
