/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { on, type ToastDetail } from '@mb/ui';
import { FakeApi, forgetRestaurant, makeTable, openRestaurant, renderRestaurant, type Call } from '../testing/test-kit.js';
import RestaurantApp from '../restaurant-app.js';

const path = '/restaurant/panelControl/mesas';
let api: FakeApi;
let toasts: ToastDetail[];
let off: () => void;
let tables: ReturnType<typeof makeTable>[];

beforeEach(() => {
  forgetRestaurant();
  api = new FakeApi();
  tables = [
    makeTable({ number: 2, seats: 6, zone: 'Terraza', status: 'ocupada', open_orders: 1 }),
    makeTable({ number: 1, seats: 4, zone: '', status: 'disponible' }),
  ];
  toasts = [];
  off = on('global-toast', (toast) => toasts.push(toast));
  api.on('GET /restaurant/tables', () => ({ body: { success: true, data: tables } }));
});
afterEach(() => off());

const card = (number: number) => screen.findByRole('group', { name: `Mesa ${number}` });

describe('Mesas', () => {
  it('lists the tables by number with seats, zone, status and open orders', async () => {
    openRestaurant(api);
    renderRestaurant(<RestaurantApp />, { path });

    const first = await card(1);
    expect(within(first).getByText('Disponible', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(within(first).getByText('4 puestos · Sin zona')).toBeTruthy();
    const second = await card(2);
    expect(within(second).getByText('6 puestos · Terraza')).toBeTruthy();
    expect(within(second).getByText('Pedidos abiertos: 1')).toBeTruthy();
    const names = screen
      .getAllByRole('group')
      .map((group) => group.getAttribute('aria-label'))
      .filter((name) => name?.startsWith('Mesa '));
    expect(names).toEqual(['Mesa 1', 'Mesa 2']);
  });

  it('creates a table with the next number, and refuses seats outside 1–12 before calling', async () => {
    openRestaurant(api);
    api.on('POST /restaurant/tables', (call: Call) => {
      const made = makeTable({ ...(call.body as object), status: 'disponible' });
      tables = [...tables, made];
      return { body: { success: true, data: made } };
    });
    renderRestaurant(<RestaurantApp />, { path });
    await card(1);
    const form = screen.getByRole('form', { name: 'Nueva mesa' });
    expect((within(form).getByLabelText('Número') as HTMLInputElement).value).toBe('3');

    fireEvent.change(within(form).getByLabelText('Puestos'), { target: { value: '13' } });
    expect(await within(form).findByText('Puestos inválidos: de 1 a 12')).toBeTruthy();
    expect((within(form).getByRole('button', { name: 'Crear mesa' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(within(form).getByLabelText('Puestos'), { target: { value: '2' } });
    fireEvent.change(within(form).getByLabelText('Zona'), { target: { value: ' Barra ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Crear mesa' }));

    await waitFor(() =>
      expect(api.callsTo('POST /restaurant/tables').map((call) => call.body)).toEqual([{ number: 3, seats: 2, zone: 'Barra' }]),
    );
    expect(within(await card(3)).getByText('2 puestos · Barra')).toBeTruthy();
    expect(toasts).toContainEqual(expect.objectContaining({ type: 'success', message: 'Mesa 3 creada' }));
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    openRestaurant(api);
    api.on('POST /restaurant/tables', { status: 409, body: { success: false, message: 'Ya existe la mesa 3' } });
    renderRestaurant(<RestaurantApp />, { path });
    await card(1);
    const form = screen.getByRole('form', { name: 'Nueva mesa' });
    fireEvent.change(within(form).getByLabelText('Zona'), { target: { value: 'Salón' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Crear mesa' }));

    await waitFor(() => expect(toasts).toContainEqual(expect.objectContaining({ type: 'error', message: 'Ya existe la mesa 3' })));
    expect((within(form).getByLabelText('Zona') as HTMLInputElement).value).toBe('Salón');
  });

  it('puts a table in maintenance', async () => {
    openRestaurant(api);
    const table1 = tables[1]!;
    api.on(`PUT /restaurant/tables/${table1.id}/status`, (call: Call) => {
      table1.status = (call.body as { status: typeof table1.status }).status;
      return { body: { success: true, data: table1 } };
    });
    renderRestaurant(<RestaurantApp />, { path });
    const first = await card(1);
    fireEvent.change(within(first).getByLabelText('Estado de la mesa 1'), { target: { value: 'mantenimiento' } });

    await waitFor(() => expect(within(first).getByText('Mantenimiento', { selector: '.mantine-Badge-label' })).toBeTruthy());
    expect(api.callsTo(`PUT /restaurant/tables/${table1.id}/status`).map((call) => call.body)).toEqual([{ status: 'mantenimiento' }]);
    expect(toasts).toContainEqual(expect.objectContaining({ message: 'Mesa 1: Mantenimiento' }));
  });

  it('says there are no tables yet, and is read-only when the subscription ended', async () => {
    tables = [];
    openRestaurant(api, { restaurant: { read_only: true, subscription_status: 'expired' } });
    renderRestaurant(<RestaurantApp />, { path });

    expect(await screen.findByText('Aún no hay mesas. Crea la primera con su número, puestos y zona.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Crear mesa' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
