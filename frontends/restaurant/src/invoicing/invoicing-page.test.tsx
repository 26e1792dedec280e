/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { restaurantInvoicingMessages, type PosDocumentItem, type RestaurantInvoicingState } from '@mb/contracts';
import { FakeApi, forgetRestaurant, openRestaurant, renderRestaurant } from '../testing/test-kit.js';
import RestaurantApp from '../restaurant-app.js';

const path = '/restaurant/panelControl/facturacion';
let api: FakeApi;

const step = (key: RestaurantInvoicingState['steps'][number]['key'], label: string, done: boolean, detail: string | null = null) => ({
  key,
  label,
  done,
  detail,
});
const notRequested: RestaurantInvoicingState = {
  status: 'sin_solicitud',
  steps: [step('solicitud', 'Solicitud del restaurante', false, 'Envía los datos de tu empresa')],
  missing: ['Los datos de la empresa del restaurante'],
  range: null,
  certificate: null,
  issuer_id: null,
};
const inTests: RestaurantInvoicingState = {
  status: 'en_pruebas',
  steps: [
    step('solicitud', 'Solicitud del restaurante', true),
    step('software', 'Software de documentos equivalentes', true),
    step('set_pruebas', 'Set de pruebas de la DIAN', false, 'La plataforma envía los documentos de prueba a la DIAN'),
  ],
  missing: ['El set de pruebas aceptado por la DIAN', 'El paso a producción'],
  range: { prefix: 'EPOS', from: 1, to: 1000, next: 951, remaining: 50, low: true, valid_to: '2027-01-31' },
  certificate: { expires_at: '2026-12-10', days_left: 14, expiring: true },
  issuer_id: 7,
};

function document(overrides: Partial<PosDocumentItem>): PosDocumentItem {
  return {
    id: '0a1b2c3d-0000-4000-8000-000000000701',
    restaurant_id: '0a1b2c3d-0000-4000-8000-000000000001',
    check_id: '0a1b2c3d-0000-4000-8000-000000000501',
    refund_id: null,
    kind: 'documento_pos',
    status: 'emitido',
    number: 'EPOS1',
    cude: 'c'.repeat(96),
    qr_url: 'https://catalogo-vpfe.dian.gov.co/document/searchqr?documentkey=ccc',
    resolution_legend: 'Resolución 18760000001',
    problem: null,
    buyer: { identification: '222222222222', name: 'Consumidor final' },
    total: 65555,
    created_at: '2026-11-26T20:00:00.000Z',
    issued_at: '2026-11-26T20:00:01.000Z',
    ...overrides,
  };
}
const list = (documents: PosDocumentItem[]) => ({
  body: { success: true, data: { documents, total: documents.length, page: 1, page_size: 50 } },
});

beforeEach(() => {
  forgetRestaurant();
  api = new FakeApi();
});

describe('the Facturación electrónica section', () => {
  it('shows where the restaurant stands: each step done or what it needs, what is missing, the range running low, the certificate expiring', async () => {
    openRestaurant(api, { plan: 'pro' });
    api.on('GET /restaurant/facturacion', { body: { success: true, data: inTests } });
    renderRestaurant(<RestaurantApp />, { path });

    expect((await screen.findByLabelText('Estado ante la DIAN')).textContent).toBe('En pruebas');
    const steps = within(screen.getByRole('region', { name: 'Pasos' }));
    expect(steps.getByRole('listitem', { name: 'Software de documentos equivalentes' }).textContent).toMatch(/Hecho$/);
    expect(steps.getByRole('listitem', { name: 'Set de pruebas de la DIAN' }).textContent).toBe(
      'Set de pruebas de la DIAN Por hacerLa plataforma envía los documentos de prueba a la DIAN',
    );
    expect(
      within(screen.getByRole('region', { name: 'Lo que falta' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(inTests.missing);
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'Quedan pocos números (50): pide a la DIAN una nueva resolución de numeración antes de que se agoten.',
      'El certificado digital vence en 14 días: renuévalo con tu entidad certificadora para no dejar de documentar las ventas.',
    ]);
    expect(screen.getByText(/^Numeración EPOS: del 1 al 1000 · siguiente 951 · quedan 50/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Solicitar la facturación electrónica' })).toBeNull();
  });

  it('lets the owner request it with the company’s data; a refusal shows in Spanish, the request shows as Solicitado', async () => {
    openRestaurant(api, { plan: 'pro' });
    api
      .on('GET /restaurant/facturacion', { body: { success: true, data: notRequested } })
      .on('GET /mb/codes', {
        body: {
          success: true,
          data: {
            type_document_identifications: [],
            type_regimes: [],
            municipalities: [{ id: 1, code: '05001', name: 'Medellín', department: 'Antioquia' }],
            countries: [],
          },
        },
      })
      .on(
        'POST /restaurant/facturacion/solicitud',
        { status: 400, body: { success: false, message: restaurantInvoicingMessages.dvInvalid } },
        { status: 201, body: { success: true, data: { ...notRequested, status: 'solicitado' } } },
      );
    renderRestaurant(<RestaurantApp />, { path });
    const form = await screen.findByRole('form', { name: 'Solicitar la facturación electrónica' });
    const type = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    type('NIT (sin dígito de verificación)', '900123456');
    type('DV', '1');
    type('Razón social', 'Asadero La Ñapa SAS');
    fireEvent.change(within(form).getByLabelText('Tipo de persona'), { target: { value: '1' } });
    fireEvent.change(within(form).getByLabelText('Responsabilidad fiscal'), { target: { value: '112' } });
    // jsdom lays nothing out: Mantine keeps the list `display: none`, so it is found among hidden elements.
    const municipality = within(form).getByRole('combobox', { name: 'Municipio' });
    act(() => municipality.focus());
    fireEvent.click(municipality);
    fireEvent.change(municipality, { target: { value: 'mede' } });
    const options = await screen.findByRole('listbox', { hidden: true });
    fireEvent.click(within(options).getByRole('option', { name: 'Medellín (Antioquia)', hidden: true }));
    type('Dirección', 'Calle 10 # 5-20');
    type('Teléfono', '6045551234');
    type('Correo de facturación', 'facturas@lanapa.co');
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar solicitud' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(restaurantInvoicingMessages.dvInvalid);

    type('DV', '8');
    fireEvent.click(within(form).getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(screen.getByLabelText('Estado ante la DIAN').textContent).toBe('Solicitado'));
    expect(screen.queryByRole('form', { name: 'Solicitar la facturación electrónica' })).toBeNull();
    expect(api.callsTo('POST /restaurant/facturacion/solicitud')[1]!.body).toEqual({
      nit: '900123456',
      dv: '8',
      business_name: 'Asadero La Ñapa SAS',
      type_organization_id: 1,
      type_regime_id: 2,
      type_liability_id: 112,
      inc_responsible: true,
      municipality_id: 1,
      address: 'Calle 10 # 5-20',
      phone: '6045551234',
      email: 'facturas@lanapa.co',
    });
  });

  it('is locked with Plan Pro on Estándar, and asks the server nothing', async () => {
    openRestaurant(api, { plan: 'estandar' });
    renderRestaurant(<RestaurantApp />, { path });
    expect((await screen.findByRole('note')).textContent).toBe(
      'Factura electrónicaDisponible desde el plan Pro. Mejora tu suscripción desde Mis Suscripciones.',
    );
    expect(api.callsTo('GET /restaurant/facturacion')).toHaveLength(0);
  });

  it('is not offered to employees', async () => {
    openRestaurant(api, { role: 'employee', plan: 'pro' });
    renderRestaurant(<RestaurantApp />, { path });
    await screen.findByRole('alert');
    expect(screen.queryByRole('link', { name: 'Facturación electrónica' })).toBeNull();
    expect(api.callsTo('GET /restaurant/facturacion')).toHaveLength(0);
  });
});

describe('the restaurant’s documents', () => {
  beforeEach(() => {
    openRestaurant(api, { plan: 'gold' });
    api.on('GET /restaurant/facturacion', { body: { success: true, data: inTests } });
  });

  it('lists them filtered, the rejected one with DIAN’s rule and Reintentar', async () => {
    const problem = 'La DIAN rechazó el documento (regla FAD06): el NIT del emisor no coincide con el certificado; corrígelo y reintenta.';
    const rejected = document({ id: '0a1b2c3d-0000-4000-8000-000000000702', number: 'EPOS2', status: 'rechazado', cude: null, problem });
    const factura = document({
      id: '0a1b2c3d-0000-4000-8000-000000000703',
      kind: 'factura',
      number: 'FV1',
      buyer: { identification: '900123456', name: 'Comercializadora Andina SAS' },
    });
    api
      .on('GET /restaurant/facturacion/documentos', (call) =>
        call.query.get('estado') === 'rechazado' ? list([rejected]) : list([document({}), rejected, factura]),
      )
      .on(`POST /restaurant/facturacion/documentos/${rejected.id}/reintentar`, {
        body: { success: true, message: 'Documento reenviado a la DIAN', data: { ...rejected, status: 'pendiente', problem: null } },
      });
    renderRestaurant(<RestaurantApp />, { path });
    fireEvent.click(await screen.findByRole('tab', { name: 'Documentos' }));

    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: 'EPOS1' }).textContent).toMatch(
      /Documento equivalente electrónico POSEPOS1Consumidor final65\.555 COPEmitido/,
    );
    expect(within(table).getByRole('row', { name: 'FV1' }).textContent).toMatch(
      /Factura electrónica de ventaFV1Comercializadora Andina SAS900123456/,
    );
    expect(within(within(table).getByRole('row', { name: 'EPOS1' })).getByRole('button', { name: 'PDF' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Estado', { selector: 'select' }), { target: { value: 'rechazado' } });
    fireEvent.change(screen.getByLabelText('Número'), { target: { value: 'EPOS' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() => expect(within(screen.getByRole('table')).queryByRole('row', { name: 'EPOS1' })).toBeNull());
    const calls = api.callsTo('GET /restaurant/facturacion/documentos');
    expect(Object.fromEntries(calls.at(-1)!.query)).toEqual({ estado: 'rechazado', numero: 'EPOS' });
    const row = within(screen.getByRole('table')).getByRole('row', { name: 'EPOS2' });
    expect(within(row).getByRole('note').textContent).toBe(problem);
    fireEvent.click(within(row).getByRole('button', { name: 'Reintentar' }));
    expect((await screen.findByRole('status')).textContent).toBe('Documento reenviado a la DIAN');
    expect(api.callsTo(`POST /restaurant/facturacion/documentos/${rejected.id}/reintentar`)).toHaveLength(1);
  });

  it('says so when none matches; Filtrar again shows what was issued since', async () => {
    api.on('GET /restaurant/facturacion/documentos', list([]), list([document({})]));
    renderRestaurant(<RestaurantApp />, { path });
    fireEvent.click(await screen.findByRole('tab', { name: 'Documentos' }));
    expect(await screen.findByText('No hay documentos con estos filtros.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByRole('row', { name: 'EPOS1' })).toBeTruthy();
  });
});
