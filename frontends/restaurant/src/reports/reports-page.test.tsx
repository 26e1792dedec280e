/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SalesReport, SalesReportSummary } from '@mb/contracts';
import { formatCop } from '@mb/ui';
import { FakeApi, forgetRestaurant, openRestaurant, renderRestaurant } from '../testing/test-kit.js';
import RestaurantApp from '../restaurant-app.js';
import { colombiaDay } from '../stats/colombia-day.js';

const path = '/restaurant/panelControl/reportes';
const reportPath = 'GET /restaurant/reportes/ventas';
const today = colombiaDay();

const summary = (overrides: Partial<SalesReportSummary> = {}): SalesReportSummary => ({
  sales: 101132,
  net_sales: 93641,
  inc: 7491,
  checks: 2,
  average_ticket: 50566,
  tips: 5000,
  discounts: 2000,
  courtesies: 0,
  voids: 9999,
  cancellations: 27333,
  refunds: 0,
  ...overrides,
});

function report(overrides: Partial<SalesReport> = {}): SalesReport {
  return {
    from: today,
    to: today,
    previous: { from: colombiaDay(1), to: colombiaDay(1) },
    summary: summary(),
    previous_summary: summary({ sales: 19998, checks: 1, average_ticket: 19998, tips: 0, discounts: 0 }),
    comparison: [
      { figure: 'sales', current: 101132, previous: 19998, change_percent: 406 },
      { figure: 'checks', current: 2, previous: 1, change_percent: 100 },
      { figure: 'average_ticket', current: 50566, previous: 60000, change_percent: -16 },
      { figure: 'tips', current: 5000, previous: 0, change_percent: null },
      { figure: 'discounts', current: 2000, previous: 0, change_percent: null },
    ],
    by_method: [
      { method: 'tarjeta', payments: 1, amount: 70800 },
      { method: 'efectivo', payments: 1, amount: 35332 },
    ],
    by_waiter: [{ waiter_id: '0d000000-0000-4000-8000-000000000010', name: 'Mesera', checks: 2, sales: 101132, tips: 5000 }],
    by_dish: [
      {
        dish_id: '0d000000-0000-4000-8000-000000000001',
        name: 'Bandeja paisa',
        units: 2,
        sales: 65800,
        net_sales: 60926,
        cost: 16414,
        margin: 44512,
      },
      {
        dish_id: '0d000000-0000-4000-8000-000000000002',
        name: 'Sancocho',
        units: 1,
        sales: 35332,
        net_sales: 32715,
        cost: null,
        margin: null,
      },
    ],
    heatmap: [{ weekday: 5, hour: 13, checks: 2, sales: 101132 }],
    reasons: [
      { kind: 'cancelacion', reason: 'Cliente se fue', count: 1, amount: 27333 },
      { kind: 'descuento', reason: 'Cliente frecuente', count: 1, amount: 2000 },
    ],
    ...overrides,
  };
}

const bars = (name: string) =>
  within(screen.getByRole('figure', { name }))
    .getAllByRole('img')
    .map((bar) => bar.getAttribute('aria-label'));
const tableRows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

let api: FakeApi;
beforeEach(() => {
  forgetRestaurant();
  api = new FakeApi();
});

describe('Reportes', () => {
  it("shows today's report: the comparison, charts by method, waiter and dish, the heatmap and the reasons", async () => {
    openRestaurant(api, { plan: 'pro' });
    api.on(reportPath, { body: { success: true, data: report() } });
    renderRestaurant(<RestaurantApp />, { path });

    const sales = await screen.findByRole('group', { name: 'Ventas' });
    expect(api.callsTo(reportPath)[0]!.query.toString()).toBe(`from=${today}&to=${today}`);
    expect(within(sales).getByText(formatCop(101132))).toBeTruthy();
    expect(within(sales).getByText('▲ 406 %')).toBeTruthy();
    expect(within(sales).getByText(`Antes: ${formatCop(19998)}`)).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Ticket promedio' })).getByText('▼ 16 %')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Propinas' })).getByText('Sin ventas en el periodo anterior')).toBeTruthy();

    expect(bars('Ventas por medio de pago (con propinas)')).toEqual([`Tarjeta — ${formatCop(70800)}`, `Efectivo — ${formatCop(35332)}`]);
    expect(bars('Platos que más venden')).toEqual([`Bandeja paisa — ${formatCop(65800)}`, `Sancocho — ${formatCop(35332)}`]);
    expect(bars('Ventas por día y hora')).toEqual([`Vie 13:00 — 2 cuentas, ${formatCop(101132)}`]);
    expect(tableRows('Por plato')).toEqual([
      `Bandeja paisa2${formatCop(65800)}${formatCop(60926)}${formatCop(16414)}${formatCop(44512)}`,
      `Sancocho1${formatCop(35332)}${formatCop(32715)}Sin recetaSin receta`,
    ]);
    expect(tableRows('Descuentos, cortesías, anulaciones y cancelaciones')).toEqual([
      `CancelaciónCliente se fue1${formatCop(27333)}`,
      `DescuentoCliente frecuente1${formatCop(2000)}`,
    ]);
  });

  it('asks for the last 7 days on Pro, and says when they sold nothing', async () => {
    openRestaurant(api, { plan: 'pro' });
    const empty = report({
      summary: summary({ sales: 0, checks: 0 }),
      by_method: [],
      by_waiter: [],
      by_dish: [],
      heatmap: [],
      reasons: [],
    });
    api.on(reportPath, { body: { success: true, data: report() } }, { body: { success: true, data: empty } });
    renderRestaurant(<RestaurantApp />, { path });
    await screen.findByRole('group', { name: 'Ventas' });

    fireEvent.click(screen.getByRole('button', { name: 'Últimos 7 días' }));
    expect(await screen.findByText('No hubo ventas en este periodo.')).toBeTruthy();
    expect(api.callsTo(reportPath).at(-1)!.query.toString()).toBe(`from=${colombiaDay(6)}&to=${today}`);
  });

  it('shows the longer ranges locked with the plan that unlocks them, and asks nothing for them', async () => {
    openRestaurant(api, { plan: 'estandar' });
    api.on(reportPath, { body: { success: true, data: report() } });
    renderRestaurant(<RestaurantApp />, { path });
    await screen.findByRole('group', { name: 'Ventas' });

    const week = screen.getByRole('button', { name: 'Últimos 7 días — Disponible desde el plan Pro' });
    expect((week as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Últimos 90 días — Disponible desde el plan Gold' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: colombiaDay(30) } });
    expect((await screen.findByRole('note')).textContent).toContain('plan Pro');
    expect(api.callsTo(reportPath)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Exportar XLSX' })).toBeNull();
  });

  it('downloads the same range as CSV and XLSX', async () => {
    openRestaurant(api, { plan: 'gold' });
    api.on(reportPath, { body: { success: true, data: report() } });
    api.on('GET /restaurant/reportes/ventas.xlsx', { body: {} });
    renderRestaurant(<RestaurantApp />, { path });
    await screen.findByRole('group', { name: 'Ventas' });

    fireEvent.click(screen.getByRole('button', { name: 'Exportar XLSX' }));
    await waitFor(() => expect(api.callsTo('GET /restaurant/reportes/ventas.xlsx')).toHaveLength(1));
    expect(api.callsTo('GET /restaurant/reportes/ventas.xlsx')[0]!.query.toString()).toBe(`from=${today}&to=${today}`);
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeTruthy();
  });

  it("shows the server's refusal with a way to try again", async () => {
    openRestaurant(api);
    api.on(
      reportPath,
      { status: 503, body: { success: false, message: 'El servicio del restaurante no está disponible' } },
      { body: { success: true, data: report() } },
    );
    renderRestaurant(<RestaurantApp />, { path });

    expect(await screen.findByText('El servicio del restaurante no está disponible')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Ventas' })).toBeTruthy());
  });
});
