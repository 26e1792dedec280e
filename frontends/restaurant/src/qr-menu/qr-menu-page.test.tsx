/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QrMenuSettings, TableOrder } from '@mb/contracts';
import { on, type ToastDetail } from '@mb/ui';
import { FakeApi, forgetRestaurant, makeOrder, openRestaurant, renderRestaurant, type RestaurantFixture } from '../testing/test-kit.js';
import RestaurantApp from '../restaurant-app.js';

const path = '/restaurant/panelControl/menu-qr';
const token = 'a'.repeat(32);
const settings: QrMenuSettings = {
  slug: 'donde-juancho',
  path: '/m/donde-juancho',
  ordering_enabled: false,
  tables: [
    { id: '2b000000-0000-4000-8000-000000000001', number: 1, zone: 'Terraza', path: `/m/donde-juancho/mesa/${token}` },
    { id: '2b000000-0000-4000-8000-000000000002', number: 2, zone: '', path: `/m/donde-juancho/mesa/${'b'.repeat(32)}` },
  ],
};
const waiting: TableOrder = {
  id: '2b000000-0000-4000-8000-000000000010',
  status: 'pendiente',
  table_id: settings.tables[0]!.id,
  table_number: 1,
  lines: [
    {
      dish_id: '2b000000-0000-4000-8000-000000000020',
      name: 'Churrasco',
      quantity: 2,
      unit_price: 48000,
      note: '',
      options: [{ group: 'Término', name: 'medio', extra: 0 }],
    },
  ],
  note: 'Sin cebolla',
  total: 96000,
  created_at: '2026-11-27T18:00:00.000Z',
};

let api: FakeApi;
let orders: TableOrder[];
let toasts: ToastDetail[];
let off: () => void;

beforeEach(() => {
  forgetRestaurant();
  api = new FakeApi();
  orders = [waiting];
  toasts = [];
  off = on('global-toast', (toast) => toasts.push(toast));
  api
    .on('GET /restaurant/menu-qr', { body: { success: true, data: settings } })
    .on('PUT /restaurant/menu-qr', (call) => ({ body: { success: true, data: { ...settings, ...(call.body as object) } } }))
    .on('GET /restaurant/menu-qr/pedidos', () => ({ body: { success: true, data: orders } }))
    .on(`POST /restaurant/menu-qr/pedidos/${waiting.id}/confirmar`, () => {
      orders = [];
      const sent = makeOrder({ table_id: waiting.table_id, table_number: 1, total: 96000 });
      return { body: { success: true, data: sent, orders: [sent] } };
    });
});
afterEach(() => off());

const openQrMenu = (fixture: RestaurantFixture = {}) => {
  openRestaurant(api, fixture);
  renderRestaurant(<RestaurantApp />, { path });
};

describe('Menú QR', () => {
  it('shows the public link, the table-ordering switch and one QR code per table to print', async () => {
    openQrMenu();
    const link = await screen.findByTestId('qr-menu-link');
    expect(link.textContent).toBe(`${window.location.origin}/m/donde-juancho`);
    const cells = await screen.findAllByTestId('qr-cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['Mesa 1TerrazaEscanea para ver el menú', 'Mesa 2Escanea para ver el menú']);
    await waitFor(() =>
      expect(within(cells[0]!).getByRole('img', { name: 'Mesa 1' }).getAttribute('data-qr')).toBe(
        `${window.location.origin}/m/donde-juancho/mesa/${token}`,
      ),
    );
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: /Permitir pedidos desde la mesa/ }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.method === 'PUT' && (call.body as { ordering_enabled: boolean }).ordering_enabled)).toBe(true),
    );
  });

  it('lets a waiter confirm a diner’s order from the table, without the administrator’s settings', async () => {
    openQrMenu({ role: 'waiter' });
    const order = await screen.findByTestId('table-order');
    expect(within(order).getByText('pendiente')).toBeTruthy();
    expect(order.textContent).toContain('2 × Churrasco (Término: medio) — 96.000 COP');
    expect(screen.queryByTestId('qr-menu-link')).toBeNull();
    const navigation = screen.getByRole('navigation', { name: 'Secciones del restaurante' });
    const link = within(navigation).getByRole('link', { name: /Menú QR/ });
    expect((await within(link).findByLabelText('Pedidos desde la mesa por confirmar: 1')).textContent).toBe('1');
    fireEvent.click(within(order).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(toasts).toContainEqual({ type: 'success', message: 'Pedido de la mesa 1 confirmado: pasó a la cocina' }));
    await screen.findByText('No hay pedidos desde la mesa por confirmar.');
    expect(within(link).queryByLabelText(/Pedidos desde la mesa por confirmar/)).toBeNull();
  });

  it('shows the QR menu locked on Estándar with the plan that unlocks it', async () => {
    openQrMenu({ plan: 'estandar' });
    const locked = await screen.findByRole('note');
    expect(locked.textContent).toContain('Disponible desde el plan Pro');
    expect(api.calls.some((call) => call.path.startsWith('/restaurant/menu-qr'))).toBe(false);
  });
});
