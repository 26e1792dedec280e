/** @jest-environment jsdom */
import { afterEach, beforeEach, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RestaurantIssuerRequestItem } from '@mb/contracts';
import { FakeApi, issuer, issuersAnswer, openInvoicingTab, recordToasts } from '../invoicing-test-kit.js';

const restaurantId = '4f1c2b3a-5d6e-4f70-8192-a3b4c5d6e7f8';
const linkedIssuer = issuer(3, {
  business_name: 'La Terraza SAS',
  restaurant: { restaurant_id: restaurantId, restaurant_name: 'La Terraza', owner_email: 'duena@laterraza.co', inc_responsible: true },
});
const created = issuer(4, { business_name: 'El Fogón SAS', nit: '901234567', dv: '8' });

function request(overrides: Partial<RestaurantIssuerRequestItem> = {}): RestaurantIssuerRequestItem {
  return {
    restaurant_id: 'a0b1c2d3-e4f5-4a6b-8c7d-9e0f1a2b3c4d',
    restaurant_name: 'El Fogón',
    nit: '901234567',
    dv: '8',
    business_name: 'El Fogón SAS',
    type_organization_id: 1,
    type_regime_id: 2,
    type_liability_id: 117,
    inc_responsible: true,
    municipality_id: 149,
    address: 'Calle 10 # 5-20',
    phone: '6014441122',
    email: 'facturas@elfogon.co',
    owner_email: 'dueno@elfogon.co',
    requested_at: '2026-11-26T15:00:00.000Z',
    handled_at: null,
    issuer_id: null,
    ...overrides,
  };
}

let api: FakeApi;
let toasts: ReturnType<typeof recordToasts>;
beforeEach(() => {
  api = new FakeApi();
  toasts = recordToasts();
});
afterEach(() => toasts.off());

it('shows the restaurant and owner of a linked issuer, and links an owner’s request to the issuer created with its NIT', async () => {
  api
    .on('GET /api/facturacion/facturadores', issuersAnswer([linkedIssuer, created]))
    .on('GET /api/facturacion/solicitudes-restaurantes', {
      body: {
        success: true,
        data: [request(), request({ restaurant_id: restaurantId, restaurant_name: 'La Terraza', nit: '900111222', issuer_id: 3 })],
      },
    })
    .on('PUT /api/facturacion/facturadores/4/restaurante', {
      body: {
        success: true,
        message: 'Restaurante vinculado al facturador',
        data: {
          restaurant_id: request().restaurant_id,
          restaurant_name: 'El Fogón',
          owner_email: 'dueno@elfogon.co',
          inc_responsible: true,
        },
      },
    });
  await openInvoicingTab('Creación de Facturadores');

  const row = (await screen.findByText('La Terraza SAS')).closest('tr')!;
  expect(within(row).getByText('Propietario: duena@laterraza.co')).toBeTruthy();
  expect(within(row).getByText('Documentos POS: Pruebas (2)')).toBeTruthy();

  await screen.findByRole('heading', { name: 'Solicitudes de restaurantes' });
  expect(screen.getByText('Vinculado al facturador 3')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Vincular El Fogón a El Fogón SAS' }));
  await waitFor(() => expect(api.callsTo('PUT /api/facturacion/facturadores/4/restaurante')).toHaveLength(1));
  expect(api.callsTo('PUT /api/facturacion/facturadores/4/restaurante')[0]!.body).toEqual({
    restaurant_id: request().restaurant_id,
    restaurant_name: 'El Fogón',
    owner_email: 'dueno@elfogon.co',
    inc_responsible: true,
  });
  await waitFor(() => expect(toasts.messages()).toContain('Restaurante vinculado al facturador'));
});

it('creates the issuer from a request, its company’s data and codes filled in, when none has its NIT', async () => {
  api
    .on('GET /api/facturacion/facturadores', issuersAnswer([linkedIssuer]))
    .on('GET /api/facturacion/solicitudes-restaurantes', { body: { success: true, data: [request()] } })
    .on('POST /api/ubl2.1/config/901234567/8', { body: { success: true, message: 'Empresa creada con éxito', token: 'abcd…wxyz' } });
  await openInvoicingTab('Creación de Facturadores');
  expect(screen.queryByRole('button', { name: /^Vincular/ })).toBeNull();
  fireEvent.click(await screen.findByRole('button', { name: 'Crear el facturador de El Fogón' }));
  const dialog = await screen.findByRole('dialog', { name: 'Agregar Nuevo Facturador' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Crear facturador' }));
  await waitFor(() => expect(api.callsTo('POST /api/ubl2.1/config/901234567/8')).toHaveLength(1));
  expect(api.callsTo('POST /api/ubl2.1/config/901234567/8')[0]!.body).toEqual({
    type_document_identification_id: 6,
    type_organization_id: 1,
    type_regime_id: 2,
    type_liability_id: 117,
    municipality_id: 149,
    business_name: 'El Fogón SAS',
    address: 'Calle 10 # 5-20',
    phone: '6014441122',
    email: 'facturas@elfogon.co',
  });
});

it('sets up the equivalent documents’ software of a restaurant’s issuer with its ID and 5-digit PIN', async () => {
  api
    .on('GET /api/facturacion/facturadores', issuersAnswer([linkedIssuer]))
    .on('PUT /api/ubl2.1/config/softwareeqdocs', { body: { success: true, message: 'Software creado/actualizado con éxito' } });
  await openInvoicingTab('Configuración del Software');
  await screen.findByRole('heading', { name: 'Software de documentos equivalentes (POS de restaurantes)' });
  const [, eqdocsIssuer] = screen.getAllByRole('combobox', { name: 'Facturador' });
  fireEvent.change(eqdocsIssuer!, { target: { value: '3' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'ID del software de documentos equivalentes' }), { target: { value: 'abc-123' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'PIN (5 dígitos)' }), { target: { value: '123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Configurar software POS' }));
  await waitFor(() =>
    expect(toasts.messages()).toContain('Elija el facturador del restaurante y escriba el ID del software y su PIN de 5 dígitos'),
  );
  expect(api.callsTo('PUT /api/ubl2.1/config/softwareeqdocs')).toHaveLength(0);
  fireEvent.change(screen.getByRole('textbox', { name: 'PIN (5 dígitos)' }), { target: { value: '54321' } });
  fireEvent.click(screen.getByRole('button', { name: 'Configurar software POS' }));
  await waitFor(() => expect(api.callsTo('PUT /api/ubl2.1/config/softwareeqdocs')).toHaveLength(1));
  const call = api.callsTo('PUT /api/ubl2.1/config/softwareeqdocs')[0]!;
  expect(call.body).toEqual({ ideqdocs: 'abc-123', pineqdocs: '54321' });
  expect(call.headers['x-apidian-issuer']).toBe('3');
});
