/** @jest-environment jsdom */
import { afterEach, beforeEach, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Enablement, EnablementStepKey, EnablementStepState, EnablementTrack } from '@mb/contracts';
import { FakeApi, change, issuer, issuersAnswer, openInvoicingTab, recordToasts } from '../invoicing-test-kit.js';

const restaurantIssuer = issuer(5, {
  business_name: 'La Terraza SAS',
  restaurant: {
    restaurant_id: '4f1c2b3a-5d6e-4f70-8192-a3b4c5d6e7f8',
    restaurant_name: 'La Terraza',
    owner_email: 'duena@laterraza.co',
    inc_responsible: true,
  },
});
const keys: EnablementStepKey[] = ['company', 'software', 'certificate', 'resolution', 'testSet', 'production'];
const testSetId = '5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';

function track(done: number, environment: 1 | 2 = 2): EnablementTrack {
  const steps = keys.map((key, index) => ({
    key,
    state: (index < done ? 'done' : index === done ? 'current' : 'waiting') as EnablementStepState,
  }));
  return { type_environment_id: environment, steps, test_set: { accepted: 0, rejected: 0, pending: 0, documents: [] } };
}
/** Invoices in production (all six steps done) beside the POS documents' track. */
const enablement = (eqdocs: EnablementTrack): { body: { success: true; data: Enablement } } => ({
  body: { success: true, data: { issuer_id: 5, ...track(6, 1), eqdocs } },
});

let api: FakeApi;
let toasts: ReturnType<typeof recordToasts>;
beforeEach(() => {
  api = new FakeApi().on('GET /api/facturacion/facturadores', issuersAnswer([restaurantIssuer]));
  toasts = recordToasts();
});
afterEach(() => toasts.off());

const step = (name: string) => screen.getByRole('listitem', { name });

it('takes a restaurant’s POS documents through their own test set to production, leaving its invoices in production', async () => {
  api
    .on('GET /api/facturacion/facturadores/5/habilitacion', enablement(track(4)), enablement(track(5)), enablement(track(6, 1)))
    .on('POST /api/ubl2.1/eqdoc/5d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6', { body: { ZipKey: 'abc' } })
    .on('PUT /api/ubl2.1/config/environment', { body: { success: true, message: 'Ambiente actualizado con éxito' } });
  await openInvoicingTab('Habilitación guiada');
  await waitFor(() => expect(screen.getByRole('option', { name: /La Terraza SAS/ })).toBeTruthy());
  change(screen.getByRole('combobox', { name: 'Facturador' }), '5');
  await screen.findByRole('listitem', { name: 'Empresa' });
  expect(within(step('Producción')).getByText('Hecho')).toBeTruthy();

  fireEvent.click(await screen.findByText('Documentos POS del restaurante La Terraza'));
  await waitFor(() => expect(within(step('Set de pruebas')).getByText('Por hacer')).toBeTruthy());
  expect(within(step('Set de pruebas')).getByText(/al menos un documento POS del set de pruebas/)).toBeTruthy();
  change(within(step('Set de pruebas')).getByLabelText('TEST_SET_ID de la DIAN'), testSetId);
  fireEvent.click(within(step('Set de pruebas')).getByRole('button', { name: 'Enviar documento POS de prueba' }));
  await waitFor(() => expect(api.callsTo(`POST /api/ubl2.1/eqdoc/${testSetId}`)).toHaveLength(1));
  const sent = api.callsTo(`POST /api/ubl2.1/eqdoc/${testSetId}`)[0]!;
  expect(sent.body).toMatchObject({ type_document_id: 15, prefix: 'EPOS', number: 1, customer: { identification_number: '222222222222' } });
  expect(sent.headers['x-apidian-issuer']).toBe('5');

  fireEvent.click(await screen.findByRole('button', { name: 'Pasar a producción' }));
  await waitFor(() => expect(api.callsTo('PUT /api/ubl2.1/config/environment')).toHaveLength(1));
  expect(api.callsTo('PUT /api/ubl2.1/config/environment')[0]!.body).toEqual({
    type_environment_id: 1,
    payroll_type_environment_id: 2,
    eqdocs_type_environment_id: 1,
  });
  expect(await screen.findByText('El restaurante emite sus documentos POS en producción.')).toBeTruthy();
});
