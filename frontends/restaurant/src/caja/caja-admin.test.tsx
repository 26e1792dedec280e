/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { restaurantCheckMessages, type BillingSettings } from '@mb/contracts';
import { formatCop, formatDateTime } from '@mb/ui';
import { closeOf, makeReport, makeShift } from '../testing/caja-fixtures.js';
import { FakeApi, forgetRestaurant, openRestaurant, renderRestaurant } from '../testing/test-kit.js';
import RestaurantApp from '../restaurant-app.js';

const path = '/restaurant/panelControl/caja';
const ok = (data: unknown) => ({ body: { success: true, data } });
const settingsPath = '/restaurant/caja/ajustes';
const saved: BillingSettings = { inc_responsible: true, suggested_tip_percent: 10, business_name: null, nit: null, address: null };

const monday = closeOf(
  makeShift({
    id: '5a000000-0000-4000-8000-000000000002',
    opened_at: '2026-11-23T14:00:00.000Z',
    expected_cash: 210000,
    report: makeReport({ sales: 95000, inc: 7037, payments_by_method: [{ method: 'nequi', amount: 95000, payments: 3 }] }),
  }),
  [
    { value: 100000, quantity: 2 },
    { value: 10000, quantity: 1 },
  ],
);
const today = makeShift({ opened_at: '2026-11-26T14:00:00.000Z', report: makeReport({ sales: 40000 }) });

let api: FakeApi;
beforeEach(() => {
  forgetRestaurant();
  api = new FakeApi();
});

function openTab(name: string) {
  fireEvent.click(screen.getByRole('tab', { name }));
}

describe('Caja: shift history (administrators)', () => {
  it('lists the shifts, newest first, and opens the closing report of one', async () => {
    openRestaurant(api, { role: 'admin' });
    api.on('GET /restaurant/caja/turno', ok(today));
    api.on('GET /restaurant/caja/turnos', ok([today, monday]));
    renderRestaurant(<RestaurantApp />, { path });
    await screen.findByRole('heading', { name: 'Caja abierta' });

    openTab('Historial de turnos');
    const table = await screen.findByRole('table', { name: 'Historial de turnos' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      `${formatDateTime(today.opened_at)}—Abierta${formatCop(40000)}—Ver informe`,
      `${formatDateTime(monday.opened_at)}${formatDateTime(monday.closed_at!)}Cerrada${formatCop(95000)}${formatCop(0)} (La caja cuadra)Ver informe`,
    ]);

    fireEvent.click(screen.getByRole('button', { name: `Ver el informe del turno del ${formatDateTime(monday.opened_at)}` }));
    const report = screen.getByTestId('caja-report');
    expect(within(report).getByRole('heading', { name: 'Informe de cierre (Z)' })).toBeTruthy();
    expect(within(within(report).getByRole('table', { name: 'Ventas por medio de pago' })).getAllByRole('row')[1]!.textContent).toBe(
      `Nequi3${formatCop(95000)}`,
    );
    expect(within(within(report).getByRole('group', { name: 'INC' })).getByText(formatCop(7037))).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Volver al historial' }));
    expect(screen.getByRole('table', { name: 'Historial de turnos' })).toBeTruthy();
  });

  it('says when there are no shifts yet', async () => {
    openRestaurant(api, { role: 'admin' });
    api.on('GET /restaurant/caja/turno', ok(null));
    api.on('GET /restaurant/caja/turnos', ok([]));
    renderRestaurant(<RestaurantApp />, { path });
    await screen.findByRole('heading', { name: 'La caja está cerrada' });

    openTab('Historial de turnos');
    expect(await screen.findByText('Aún no hay turnos de caja.')).toBeTruthy();
  });

  it("shows the server's refusal to list the shifts, with a way to try again", async () => {
    openRestaurant(api, { role: 'admin' });
    api.on('GET /restaurant/caja/turno', ok(null));
    api.on(
      'GET /restaurant/caja/turnos',
      { status: 503, body: { success: false, message: 'El servicio del restaurante no está disponible' } },
      ok([monday]),
    );
    renderRestaurant(<RestaurantApp />, { path });
    await screen.findByRole('heading', { name: 'La caja está cerrada' });

    openTab('Historial de turnos');
    expect(await screen.findByText('El servicio del restaurante no está disponible')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Historial de turnos' })).toBeTruthy();
  });

  it('an employee works the register but sees neither the history nor the settings', async () => {
    openRestaurant(api, { role: 'employee' });
    api.on('GET /restaurant/caja/turno', ok(today));
    renderRestaurant(<RestaurantApp />, { path });

    expect(await screen.findByRole('heading', { name: 'Caja abierta' })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(api.callsTo('GET /restaurant/caja/turnos')).toEqual([]);
  });
});

describe('Caja: billing settings (administrators)', () => {
  it("saves the receipt's business data, INC responsibility and the suggested tip", async () => {
    openRestaurant(api);
    api.on('GET /restaurant/caja/turno', ok(null));
    api.on(`GET ${settingsPath}`, ok(saved));
    const changed = {
      inc_responsible: false,
      suggested_tip_percent: 8,
      business_name: 'La Ñapa',
      nit: '900123456-7',
      address: 'Cra 7 # 12-34',
    };
    api.on(`PUT ${settingsPath}`, ok(changed));
    renderRestaurant(<RestaurantApp />, { path });
    await screen.findByRole('heading', { name: 'La caja está cerrada' });

    openTab('Ajustes de caja');
    const inc = await screen.findByRole('switch', { name: /Responsable del INC/ });
    expect((inc as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText(/Propina sugerida/) as HTMLInputElement).value).toBe('10');
    fireEvent.click(inc);
    fireEvent.change(screen.getByLabelText(/Propina sugerida/), { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText('Nombre del restaurante'), { target: { value: ' La Ñapa ' } });
    fireEvent.change(screen.getByLabelText('NIT'), { target: { value: '900123456-7' } });
    fireEvent.change(screen.getByLabelText('Dirección'), { target: { value: 'Cra 7 # 12-34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar ajustes' }));

    await waitFor(() => expect(api.callsTo(`PUT ${settingsPath}`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${settingsPath}`)[0]!.body).toEqual(changed);
  });

  it('a blank receipt field is left out (kept as it was); a tip over 10 % is refused with the Spanish message', async () => {
    openRestaurant(api);
    api.on('GET /restaurant/caja/turno', ok(null));
    api.on(`GET ${settingsPath}`, ok({ ...saved, business_name: 'La Ñapa' }));
    api.on(`PUT ${settingsPath}`, ok(saved));
    renderRestaurant(<RestaurantApp />, { path });
    await screen.findByRole('heading', { name: 'La caja está cerrada' });
    openTab('Ajustes de caja');

    fireEvent.change(await screen.findByLabelText(/Propina sugerida/), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(restaurantCheckMessages.tipPercentInvalid);
    expect(api.callsTo(`PUT ${settingsPath}`)).toEqual([]);

    fireEvent.change(screen.getByLabelText(/Propina sugerida/), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    await waitFor(() => expect(api.callsTo(`PUT ${settingsPath}`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${settingsPath}`)[0]!.body).toEqual({
      business_name: 'La Ñapa',
      inc_responsible: true,
      suggested_tip_percent: 5,
    });
  });

  it("shows the server's Spanish refusal of a NIT", async () => {
    openRestaurant(api);
    api.on('GET /restaurant/caja/turno', ok(null));
    api.on(`GET ${settingsPath}`, ok(saved));
    api.on(`PUT ${settingsPath}`, { status: 400, body: { success: false, message: restaurantCheckMessages.nitInvalid } });
    renderRestaurant(<RestaurantApp />, { path });
    await screen.findByRole('heading', { name: 'La caja está cerrada' });
    openTab('Ajustes de caja');

    // The device checks the shape too; a NIT it lets through can still be refused by the service.
    fireEvent.change(await screen.findByLabelText('NIT'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar ajustes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(restaurantCheckMessages.nitInvalid);
  });
});
