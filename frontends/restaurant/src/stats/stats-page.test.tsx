/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderStats } from '@mb/contracts';
import { formatCop } from '@mb/ui';
import {
  FakeApi,
  forgetRestaurant,
  openRestaurant,
  renderRestaurant,
  listedBranches,
  norte,
  pickSede,
  principal,
} from '../testing/test-kit.js';
import RestaurantApp from '../restaurant-app.js';

const path = '/restaurant/panelControl/estadisticas';
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(new Date());
const statsPath = '/restaurant/pedidos/analytics/stats';

function dayStats(overrides: Partial<OrderStats> = {}): OrderStats {
  const per_hour = Array.from({ length: 24 }, (_, hour) => ({ hour, orders: 0, revenue: 0 }));
  per_hour[12] = { hour: 12, orders: 3, revenue: 82000 };
  per_hour[13] = { hour: 13, orders: 1, revenue: 0 };
  return {
    from: today,
    to: today,
    orders: 4,
    cancelled: 1,
    paid: 2,
    revenue: 82000,
    average_ticket: 41000,
    top_dishes: [
      { dish_id: '0d000000-0000-4000-8000-000000000001', name: 'Bandeja paisa', quantity: 2, revenue: 64000 },
      { dish_id: '0d000000-0000-4000-8000-000000000002', name: 'Limonada de coco', quantity: 2, revenue: 18000 },
    ],
    per_hour,
    ...overrides,
  };
}

let api: FakeApi;
beforeEach(() => {
  forgetRestaurant();
  api = new FakeApi();
});

describe('Estadísticas', () => {
  it("shows today's orders, sales, average ticket, the hours that had orders and the top dishes", async () => {
    openRestaurant(api);
    api.on(`GET ${statsPath}`, { body: { success: true, data: dayStats() } });
    renderRestaurant(<RestaurantApp />, { path });

    await screen.findByRole('group', { name: 'Ventas' });
    expect(api.callsTo(`GET ${statsPath}`)[0]!.query.get('day')).toBe(today);
    expect(within(screen.getByRole('group', { name: 'Pedidos' })).getByText('4')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Ventas' })).getByText(formatCop(82000))).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Ticket promedio' })).getByText(formatCop(41000))).toBeTruthy();

    const ordersChart = screen.getByRole('figure', { name: 'Pedidos por hora' });
    expect(
      within(ordersChart)
        .getAllByRole('img')
        .map((bar) => bar.getAttribute('aria-label')),
    ).toEqual(['12:00 — 3', '13:00 — 1']);
    const salesChart = screen.getByRole('figure', { name: 'Ventas por hora' });
    expect(
      within(salesChart)
        .getAllByRole('img')
        .map((bar) => bar.getAttribute('aria-label')),
    ).toEqual([`12:00 — ${formatCop(82000)}`]);

    const rows = within(screen.getByRole('table', { name: 'Platos más pedidos' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([`Bandeja paisa2${formatCop(64000)}`, `Limonada de coco2${formatCop(18000)}`]);
  });

  it('asks for another day, and says when it had no orders', async () => {
    openRestaurant(api);
    api.on(
      `GET ${statsPath}`,
      { body: { success: true, data: dayStats() } },
      { body: { success: true, data: dayStats({ orders: 0, paid: 0, cancelled: 0, revenue: 0, average_ticket: 0, top_dishes: [] }) } },
    );
    renderRestaurant(<RestaurantApp />, { path });
    await screen.findByRole('group', { name: 'Ventas' });

    fireEvent.change(screen.getByLabelText('Día'), { target: { value: '2026-01-05' } });
    expect(await screen.findByText('No hubo pedidos este día.')).toBeTruthy();
    expect(api.callsTo(`GET ${statsPath}`).at(-1)!.query.get('day')).toBe('2026-01-05');
  });

  it('shows an administrator every branch together, or the one a Gold restaurant with several picks', async () => {
    openRestaurant(api, { plan: 'gold' });
    api.on('GET /restaurant/sedes', listedBranches(principal, norte));
    api.on(`GET ${statsPath}`, { body: { success: true, data: dayStats() } });
    renderRestaurant(<RestaurantApp />, { path });
    await screen.findByRole('group', { name: 'Ventas' });
    expect(api.callsTo(`GET ${statsPath}`)[0]!.query.get('sede')).toBe('todas');

    expect(((await screen.findByRole('combobox', { name: 'Sede' })) as HTMLInputElement).value).toBe('Todas las sedes');
    await pickSede('Norte');
    await waitFor(() => expect(api.callsTo(`GET ${statsPath}`).at(-1)!.query.get('sede')).toBe(norte.id));
  });

  it("shows the server's refusal with a way to try again", async () => {
    openRestaurant(api);
    api.on(
      `GET ${statsPath}`,
      { status: 503, body: { success: false, message: 'El servicio del restaurante no está disponible' } },
      { body: { success: true, data: dayStats() } },
    );
    renderRestaurant(<RestaurantApp />, { path });

    expect(await screen.findByText('El servicio del restaurante no está disponible')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Ventas' })).toBeTruthy());
  });
});
