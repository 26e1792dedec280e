/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { restaurantShiftMessages } from '@mb/contracts';
import { formatCop, on, type ToastDetail } from '@mb/ui';
import { makeReport, makeShift } from '../testing/caja-fixtures.js';
import { FakeApi, forgetRestaurant, openRestaurant, renderRestaurant } from '../testing/test-kit.js';
import RestaurantApp from '../restaurant-app.js';

const path = '/restaurant/panelControl/caja';
const current = 'GET /restaurant/caja/turno';
const ok = (data: unknown) => ({ body: { success: true, data } });

let api: FakeApi;
let toasts: ToastDetail[];
let off: () => void;
beforeEach(() => {
  forgetRestaurant();
  api = new FakeApi();
  toasts = [];
  off = on('global-toast', (toast) => toasts.push(toast));
});
afterEach(() => off());

const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!;
const type = (id: string, value: string) => fireEvent.change(byTestId(id), { target: { value } });

describe('Caja: opening the register', () => {
  it('a closed register opens with the float typed, and then shows the open shift', async () => {
    openRestaurant(api, { role: 'employee' });
    api.on(current, ok(null));
    api.on('POST /restaurant/caja/turno/abrir', ok(makeShift({ opening_float: 150000, expected_cash: 150000 })));
    renderRestaurant(<RestaurantApp />, { path });

    expect(await screen.findByRole('heading', { name: 'La caja está cerrada' })).toBeTruthy();
    type('caja-open-float', '150000');
    fireEvent.click(byTestId('caja-open'));

    expect(await screen.findByRole('heading', { name: 'Caja abierta' })).toBeTruthy();
    expect(api.callsTo('POST /restaurant/caja/turno/abrir')[0]!.body).toEqual({ opening_float: 150000 });
    expect(within(screen.getByRole('group', { name: 'Base' })).getByText(formatCop(150000))).toBeTruthy();
    expect(toasts).toContainEqual({ type: 'success', message: `Caja abierta con una base de ${formatCop(150000)}` });
  });

  it("shows the server's Spanish refusal (another device opened it first) and stays closed", async () => {
    openRestaurant(api);
    api.on(current, ok(null));
    api.on('POST /restaurant/caja/turno/abrir', {
      status: 409,
      body: { success: false, message: restaurantShiftMessages.shiftAlreadyOpen },
    });
    renderRestaurant(<RestaurantApp />, { path });

    await screen.findByRole('heading', { name: 'La caja está cerrada' });
    type('caja-open-float', '100000');
    fireEvent.click(byTestId('caja-open'));

    expect((await screen.findByRole('alert')).textContent).toBe(restaurantShiftMessages.shiftAlreadyOpen);
    expect(screen.getByRole('heading', { name: 'La caja está cerrada' })).toBeTruthy();
  });

  it('says why the register cannot be read, and tries again', async () => {
    openRestaurant(api);
    api.on(current, { status: 503, body: { success: false, message: 'El servicio del restaurante no está disponible' } }, ok(null));
    renderRestaurant(<RestaurantApp />, { path });

    expect(await screen.findByText('El servicio del restaurante no está disponible')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'La caja está cerrada' })).toBeTruthy();
  });
});

describe('Caja: cash in and out', () => {
  it('records a cash-out with its reason and lists it', async () => {
    openRestaurant(api);
    const moved = makeShift({
      expected_cash: 130000,
      report: makeReport({ cash_out: 20000 }),
      movements: [
        {
          id: '5b000000-0000-4000-8000-000000000001',
          kind: 'salida',
          amount: 20000,
          reason: 'Compra de hielo',
          created_by: '0a1b2c3d-0000-4000-8000-000000000010',
          created_at: '2026-11-26T15:00:00.000Z',
        },
      ],
    });
    api.on(current, ok(makeShift()));
    api.on('POST /restaurant/caja/turno/movimientos', ok(moved));
    renderRestaurant(<RestaurantApp />, { path });

    expect(await screen.findByText('Sin entradas ni salidas en este turno.')).toBeTruthy();
    type('caja-movement-amount', '20000');
    type('caja-movement-reason', ' Compra de hielo ');
    fireEvent.click(byTestId('caja-movement-add'));

    const table = await screen.findByRole('table', { name: 'Entradas y salidas de efectivo' });
    expect(api.callsTo('POST /restaurant/caja/turno/movimientos')[0]!.body).toEqual({
      kind: 'salida',
      amount: 20000,
      reason: 'Compra de hielo',
    });
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain(`SalidaCompra de hielo${formatCop(-20000)}`);
    expect(within(screen.getByRole('group', { name: 'Efectivo esperado ahora' })).getByText(formatCop(130000))).toBeTruthy();
  });

  it('a movement without a reason is refused on the device with the Spanish message, and nothing is sent', async () => {
    openRestaurant(api);
    api.on(current, ok(makeShift()));
    renderRestaurant(<RestaurantApp />, { path });

    await screen.findByRole('heading', { name: 'Caja abierta' });
    fireEvent.click(screen.getByRole('radio', { name: 'Entrada' }));
    type('caja-movement-amount', '5000');
    fireEvent.click(byTestId('caja-movement-add'));

    expect((await screen.findByRole('alert')).textContent).toBe(restaurantShiftMessages.movementReasonInvalid);
    expect(api.callsTo('POST /restaurant/caja/turno/movimientos')).toEqual([]);
  });

  it("a cash-out larger than the register holds shows the server's refusal", async () => {
    openRestaurant(api);
    const refusal = `No puedes sacar ${formatCop(500000)}: en la caja debería haber ${formatCop(150000)}`;
    api.on(current, ok(makeShift()));
    api.on('POST /restaurant/caja/turno/movimientos', { status: 409, body: { success: false, message: refusal } });
    renderRestaurant(<RestaurantApp />, { path });

    await screen.findByRole('heading', { name: 'Caja abierta' });
    type('caja-movement-amount', '500000');
    type('caja-movement-reason', 'Retiro');
    fireEvent.click(byTestId('caja-movement-add'));

    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
  });
});
