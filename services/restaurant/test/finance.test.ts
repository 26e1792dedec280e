import ExcelJS from 'exceljs';
import {
  financeMessages,
  formatCop,
  restaurantAppMessages,
  restaurantShiftMessages,
  type Expense,
  type IncomeStatement,
} from '@mb/contracts';
import { testNamespace } from '@mb/service-kit/testing';
import { colombianDay } from '../src/domain/stats-range.js';
import { card, charge, diningRoom } from './dining-room.js';
import { ownerInside, startRestaurant, type TestRestaurant } from './helpers.js';

const namespace = testNamespace();
let restaurant: TestRestaurant;

beforeAll(async () => {
  restaurant = await startRestaurant(namespace);
}, 90000);
afterAll(async () => {
  await restaurant?.close();
});

const today = colombianDay(new Date());
const statementUrl = (suffix = '') => `/restaurant/finanzas/estado-resultados${suffix}?day=${today}`;

/**
 * A Gold restaurant's day (its register opened with 100.000): 2 × Bandeja paisa paid by card with a 5.000 tip, the dish
 * costing 8.207 a portion by its recipe (250 g of meat at 30.000 the kilo, 101 g of beans at 7.000); 20.000 of supplies
 * paid from the register, the 500.000 rent paid by bank, and 3.000 taken out of the register for the bank.
 */
async function goldDay() {
  const room = await diningRoom(restaurant, namespace, 'gold');
  const supply = async (name: string, cost: number) =>
    (await room.app.post('/restaurant/inventario/insumos', { name, unit: 'g', cost, cost_quantity: 1000, low_stock: 0 })).json().data;
  const [meat, beans] = [await supply('Carne', 30000), await supply('Frijol', 7000)];
  const lines = [
    { supply_id: meat.id, quantity: 250 },
    { supply_id: beans.id, quantity: 101 },
  ];
  expect((await room.app.put(`/restaurant/inventario/recetas/${room.menu.bandeja.id}`, { lines })).statusCode).toBe(200);
  const check = await room.checkOf((await room.round([[room.menu.bandeja, 2]])).id);
  expect((await charge(room.waiter.app, check.id, { payments: [card(70800)], tip: 5000 })).statusCode).toBe(200);

  const spend = async (body: object) => {
    const answer = await room.app.post('/restaurant/finanzas/gastos', body);
    expect(answer.statusCode).toBe(200);
    return answer.json().data as Expense;
  };
  const supplies = await spend({ category: 'insumos', supplier: 'Plaza', description: 'Verduras', amount: 20000, paid_from: 'caja' });
  const rent = await spend({ category: 'arriendo', description: 'Arriendo del local', amount: 500000, date: today, paid_from: 'otro' });
  const out = await room.app.post('/restaurant/caja/turno/movimientos', { kind: 'salida', amount: 3000, reason: 'Consignación' });
  expect(out.statusCode).toBe(200);
  return { room, supplies, rent };
}

describe('financial management', () => {
  let day: Awaited<ReturnType<typeof goldDay>>;
  let statement: IncomeStatement;
  beforeAll(async () => {
    day = await goldDay();
    const answer = await day.room.app.get(statementUrl());
    expect(answer.statusCode).toBe(200);
    statement = answer.json().data;
  }, 60000);

  it("takes an expense paid from the register out of the shift's expected cash, as a withdrawal", async () => {
    expect(day.supplies).toMatchObject({ paid_from: 'caja', date: today, created_by: day.room.user.id, created_by_name: day.room.email });
    const shift = (await day.room.app.get('/restaurant/caja/turno')).json().data;
    expect(shift.expected_cash).toBe(100000 - 20000 - 3000);
    expect(shift.movements.find((movement: { id: string }) => movement.id === day.supplies.cash_movement_id)).toMatchObject({
      kind: 'salida',
      amount: 20000,
      reason: 'Gasto: Verduras',
    });
    expect(day.rent.cash_movement_id).toBeNull();
  });

  it('states the result: sales before INC less the recipe cost and the expenses; INC and tips are not income', () => {
    expect(statement).toEqual({
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
      expenses_by_category: [
        { category: 'arriendo', expenses: 1, amount: 500000 },
        { category: 'insumos', expenses: 1, amount: 20000 },
      ],
      expenses: 520000,
      result: -475488,
      cash_flow: {
        in_by_method: [{ method: 'tarjeta', payments: 1, amount: 70800 }],
        cash_in: 0,
        total_in: 70800,
        expenses_cash: 20000,
        expenses_other: 500000,
        cash_out: 3000,
        total_out: 523000,
        net: -452200,
      },
    });
  });

  it('exports an Excel workbook that reads back with the same figures', async () => {
    const file = await day.room.app.get(statementUrl('.xlsx'));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="estado-resultados-${today}-a-${today}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows = (sheet: string) =>
      (workbook.getWorksheet(sheet)!.getSheetValues() as unknown[][]).filter(Boolean).map((row) => row.slice(1));
    expect(Object.fromEntries(rows('Estado de resultados').slice(1) as [string, number][])).toMatchObject({
      'Ventas netas': statement.net_sales,
      'Costo de lo vendido (recetas)': statement.cost_of_sales,
      'Margen bruto': statement.gross_margin,
      Gastos: statement.expenses,
      Utilidad: statement.result,
      'Propinas (del personal, no son ingreso)': statement.tips,
    });
    expect(rows('Gastos por categoría').slice(1)).toEqual([
      ['Arriendo', 1, 500000],
      ['Insumos', 1, 20000],
    ]);
    expect(Object.fromEntries(rows('Flujo de caja').slice(1) as [string, number][])).toMatchObject({
      'Entra: Tarjeta': 70800,
      'Total salidas': statement.cash_flow.total_out,
      Neto: statement.cash_flow.net,
    });
  });

  it('lists and exports the expenses, by category too', async () => {
    const all = (await day.room.app.get(`/restaurant/finanzas/gastos?day=${today}`)).json().data;
    expect(all.total).toBe(520000);
    const rent = (await day.room.app.get(`/restaurant/finanzas/gastos?day=${today}&category=arriendo`)).json().data;
    expect(rent.expenses.map((expense: Expense) => expense.id)).toEqual([day.rent.id]);
    const csv = await day.room.app.get(`/restaurant/finanzas/gastos.csv?day=${today}`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toContain('Plaza,Verduras,Caja del turno');
    expect(csv.body).toContain('Total,,,,,,520000');
  });

  it('refuses an employee, by the server', async () => {
    for (const path of [statementUrl(), statementUrl('.xlsx'), `/restaurant/finanzas/gastos?day=${today}`]) {
      const refused = await day.room.waiter.app.get(path);
      expect([refused.statusCode, refused.json().message]).toEqual([403, restaurantAppMessages.adminOnly]);
    }
    const removal = await day.room.waiter.app.post(`/restaurant/finanzas/gastos/${day.rent.id}/eliminar`, { reason: 'No' });
    expect(removal.statusCode).toBe(403);
  });

  it('deletes an expense with a reason, keeping who and why, and takes it out of the figures', async () => {
    expect((await day.room.app.post(`/restaurant/finanzas/gastos/${day.rent.id}/eliminar`, {})).statusCode).toBe(400);
    const removed = await day.room.app.post(`/restaurant/finanzas/gastos/${day.rent.id}/eliminar`, { reason: 'Registrado dos veces' });
    expect(removed.statusCode).toBe(200);
    const again = await day.room.app.post(`/restaurant/finanzas/gastos/${day.rent.id}/eliminar`, { reason: 'Otra vez' });
    expect([again.statusCode, again.json().message]).toEqual([404, financeMessages.expenseNotFound]);
    const { rows } = await restaurant.db.query('SELECT deleted_by, delete_reason FROM expenses WHERE id = $1', [day.rent.id]);
    expect(rows).toEqual([{ deleted_by: day.room.user.id, delete_reason: 'Registrado dos veces' }]);
    const after = (await day.room.app.get(statementUrl())).json().data as IncomeStatement;
    expect([after.expenses, after.result]).toEqual([20000, 44512 - 20000]);
  });
});

it('is Gold only: a Pro restaurant gets the feature-locked refusal', async () => {
  const pro = await ownerInside(restaurant, namespace, 'pro');
  for (const answer of [
    await pro.app.get(statementUrl()),
    await pro.app.post('/restaurant/finanzas/gastos', { category: 'otros', description: 'x', amount: 1, paid_from: 'otro' }),
  ]) {
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ feature: 'sistema_gestion_financiera', required_plan: 'gold' });
  }
});

it('records nothing when the register cannot pay: more than it holds, or no shift open', async () => {
  const room = await diningRoom(restaurant, namespace, 'gold');
  const fromCash = { category: 'mantenimiento', description: 'Nevera', amount: 150000, paid_from: 'caja' };
  const tooMuch = await room.app.post('/restaurant/finanzas/gastos', fromCash);
  expect([tooMuch.statusCode, tooMuch.json().message]).toEqual([
    400,
    restaurantShiftMessages.cashOutTooHigh.replace('{amount}', formatCop(150000)).replace('{expected}', formatCop(100000)),
  ]);
  expect((await room.app.post('/restaurant/caja/turno/cerrar', { counts: [{ value: 50000, quantity: 2 }] })).statusCode).toBe(200);
  const closed = await room.app.post('/restaurant/finanzas/gastos', { ...fromCash, amount: 1000 });
  expect([closed.statusCode, closed.json().message]).toEqual([409, restaurantShiftMessages.shiftNotOpen]);
  expect((await room.app.get(`/restaurant/finanzas/gastos?day=${today}`)).json().data).toMatchObject({ expenses: [], total: 0 });
  const { rows } = await restaurant.db.query('SELECT count(*)::int AS n FROM cash_movements WHERE restaurant_id = $1', [
    room.subscription.subscriptionId,
  ]);
  expect(rows[0].n).toBe(0);
});
