/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Expense, IncomeStatement } from '@mb/contracts';
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
import { colombiaDay } from '../stats/colombia-day.js';

const path = '/restaurant/panelControl/finanzas';
const statementPath = 'GET /restaurant/finanzas/estado-resultados';
const expensesPath = 'GET /restaurant/finanzas/gastos';
const today = colombiaDay();

const statement: IncomeStatement = {
  from: today,
  to: today,
  gross_sales: 60926,
  refunds: 0,
  net_sales: 60926,
  inc: 4874,
  tips: 5000,
  cost_of_sales: 16414,
  dishes_without_recipe: 0,
  gross_margin: 44512,
  expenses_by_category: [{ category: 'insumos', expenses: 1, amount: 20000 }],
  expenses: 20000,
  result: 24512,
  cash_flow: {
    in_by_method: [{ method: 'tarjeta', payments: 1, amount: 70800 }],
    cash_in: 0,
    total_in: 70800,
    expenses_cash: 20000,
    expenses_other: 0,
    cash_out: 0,
    total_out: 20000,
    net: 50800,
  },
};
const verduras: Expense = {
  id: '0e000000-0000-4000-8000-000000000001',
  category: 'insumos',
  supplier: 'Plaza',
  description: 'Verduras',
  amount: 20000,
  date: today,
  paid_from: 'caja',
  cash_movement_id: '0e000000-0000-4000-8000-000000000002',
  created_by: '0e000000-0000-4000-8000-000000000003',
  created_by_name: 'Dueña',
  created_at: new Date().toISOString(),
};
const list = (expenses: Expense[]) => ({
  body: { success: true, data: { from: today, to: today, expenses, total: expenses.reduce((sum, e) => sum + e.amount, 0) } },
});
const rows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) => row.textContent);

let api: FakeApi;
beforeEach(() => {
  forgetRestaurant();
  api = new FakeApi();
});

describe('Finanzas', () => {
  it('shows the income statement, the cash flow and the expenses of today on Gold', async () => {
    openRestaurant(api, { plan: 'gold' });
    api.on(statementPath, { body: { success: true, data: statement } });
    api.on(expensesPath, list([verduras]));
    renderRestaurant(<RestaurantApp />, { path });

    await screen.findByRole('table', { name: 'Estado de resultados' });
    expect(api.callsTo(statementPath)[0]!.query.toString()).toBe(`from=${today}&to=${today}`);
    expect(rows('Estado de resultados')).toContain(`Utilidad${formatCop(24512)}`);
    expect(rows('Estado de resultados')).toContain(`Costo de lo vendido (recetas)${formatCop(-16414)}`);
    expect(rows('Flujo de caja')).toContain(`Entra: Tarjeta${formatCop(70800)}`);
    expect(rows('Flujo de caja')).toContain(`Neto${formatCop(50800)}`);
    expect(
      screen.getByText(`No son ingreso: INC recaudado ${formatCop(4874)} (de la DIAN) y propinas ${formatCop(5000)} (del personal).`),
    ).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Gastos' })).toBeTruthy();
    expect(rows('Gastos')[1]).toBe(`${today}InsumosPlazaVerdurasCaja del turnoDueña${formatCop(20000)}Eliminar`);
  });

  it('records an expense, checked by the contract first', async () => {
    openRestaurant(api, { plan: 'gold' });
    api.on(statementPath, { body: { success: true, data: statement } });
    api.on(expensesPath, list([]));
    api.on('POST /restaurant/finanzas/gastos', {
      body: { success: true, data: { ...verduras, paid_from: 'otro', cash_movement_id: null } },
    });
    renderRestaurant(<RestaurantApp />, { path });
    expect(await screen.findByText('No hay gastos en este periodo.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Registrar gasto' }));
    expect(await screen.findByText('Descripción inválida (1 a 200 caracteres, sin caracteres de control)')).toBeTruthy();
    expect(api.callsTo('POST /restaurant/finanzas/gastos')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Proveedor'), { target: { value: 'Plaza' } });
    fireEvent.change(screen.getByLabelText('Descripción'), { target: { value: 'Verduras' } });
    fireEvent.change(screen.getByLabelText('Valor'), { target: { value: '20000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Registrar gasto' }));
    await waitFor(() => expect(api.callsTo('POST /restaurant/finanzas/gastos')).toHaveLength(1));
    expect(api.callsTo('POST /restaurant/finanzas/gastos')[0]!.body).toEqual({
      category: 'insumos',
      supplier: 'Plaza',
      description: 'Verduras',
      amount: 20000,
      date: today,
      paid_from: 'otro',
    });
  });

  it('asks before deleting an expense, with a reason', async () => {
    openRestaurant(api, { plan: 'gold' });
    api.on(statementPath, { body: { success: true, data: statement } });
    api.on(expensesPath, list([verduras]), list([]));
    api.on(`POST /restaurant/finanzas/gastos/${verduras.id}/eliminar`, { body: { success: true, data: verduras } });
    renderRestaurant(<RestaurantApp />, { path });

    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar el gasto Verduras' }));
    const dialog = await screen.findByRole('dialog', { name: `¿Eliminar el gasto Verduras de ${formatCop(20000)}?` });
    fireEvent.change(within(dialog).getByLabelText('Motivo'), { target: { value: 'Registrado dos veces' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(api.callsTo(`POST /restaurant/finanzas/gastos/${verduras.id}/eliminar`)).toHaveLength(1));
    expect(api.callsTo(`POST /restaurant/finanzas/gastos/${verduras.id}/eliminar`)[0]!.body).toEqual({ reason: 'Registrado dos veces' });
    expect(await screen.findByText('No hay gastos en este periodo.')).toBeTruthy();
  });

  it('shows the feature locked with Plan Gold on Pro, and asks the server nothing', async () => {
    openRestaurant(api, { plan: 'pro' });
    renderRestaurant(<RestaurantApp />, { path });
    expect((await screen.findByRole('note')).textContent).toContain('plan Gold');
    expect(api.callsTo(statementPath)).toHaveLength(0);
  });

  it("shows the server's refusal with a way to try again", async () => {
    openRestaurant(api, { plan: 'gold' });
    api.on(
      statementPath,
      { status: 503, body: { success: false, message: 'El servicio del restaurante no está disponible' } },
      { body: { success: true, data: statement } },
    );
    api.on(expensesPath, list([]));
    renderRestaurant(<RestaurantApp />, { path });
    expect(await screen.findByText('El servicio del restaurante no está disponible')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Estado de resultados' })).toBeTruthy();
  });

  it('reads one branch’s figures when a Gold restaurant with several picks it', async () => {
    openRestaurant(api, { plan: 'gold' });
    api.on('GET /restaurant/sedes', listedBranches(principal, norte));
    api.on(statementPath, { body: { success: true, data: statement } });
    api.on(expensesPath, list([verduras]));
    renderRestaurant(<RestaurantApp />, { path });
    await screen.findByRole('table', { name: 'Estado de resultados' });

    await pickSede('Norte');
    await waitFor(() => expect(api.callsTo(statementPath).at(-1)!.query.get('sede')).toBe(norte.id));
    await waitFor(() => expect(api.callsTo(expensesPath).at(-1)!.query.get('sede')).toBe(norte.id));
  });
});
