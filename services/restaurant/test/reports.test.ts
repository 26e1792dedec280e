import ExcelJS from 'exceljs';
import { restaurantAppMessages, type SalesReport } from '@mb/contracts';
import { testNamespace } from '@mb/service-kit/testing';
import { colombianDay } from '../src/domain/stats-range.js';
import { card, cash, charge, diningRoom } from './dining-room.js';
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
const daysBefore = (days: number) => colombianDay(new Date(Date.now() - days * 86_400_000));
const url = (path: string, from: string, to = today) => `/restaurant/reportes/${path}?from=${from}&to=${to}`;

/**
 * A Pro restaurant's day: the waiter's table (2 × Bandeja paisa, a Limonada voided) paid by card with a 5.000 tip; the
 * owner's takeaway (Sancocho and Limonada, 2.000 off) paid in cash; a takeaway cancelled before it was charged; and a
 * check of yesterday (2 × Limonada). Bandeja paisa has a recipe: 250 g of meat at 30.000 the kilo, 101 g of beans at
 * 7.000 the kilo, 8.207 a portion.
 */
async function dayOfSales() {
  const room = await diningRoom(restaurant, namespace);
  const supply = async (name: string, cost: number) =>
    (await room.app.post('/restaurant/inventario/insumos', { name, unit: 'g', cost, cost_quantity: 1000, low_stock: 0 })).json().data;
  const [meat, beans] = [await supply('Carne', 30000), await supply('Frijol', 7000)];
  const recipe = await room.app.put(`/restaurant/inventario/recetas/${room.menu.bandeja.id}`, {
    lines: [
      { supply_id: meat.id, quantity: 250 },
      { supply_id: beans.id, quantity: 101 },
    ],
  });
  expect(recipe.statusCode).toBe(200);

  const yesterday = await room.checkOf((await room.round([[room.menu.limonada, 2]])).id);
  expect((await charge(room.waiter.app, yesterday.id, { payments: [card(19998)] })).statusCode).toBe(200);
  // Paid yesterday: the check and the lines its charge wrote beside it.
  await restaurant.db.query(`UPDATE checks SET paid_at = paid_at - interval '1 day' WHERE id = $1`, [yesterday.id]);
  await restaurant.db.query(`UPDATE check_sold_lines SET paid_at = paid_at - interval '1 day' WHERE check_id = $1`, [yesterday.id]);

  const table = await room.round([
    [room.menu.bandeja, 2],
    [room.menu.limonada, 1],
  ]);
  const tableCheck = await room.checkOf(table.id);
  const voided = await room.app.post(`/restaurant/cuentas/${tableCheck.id}/ajustes`, {
    kind: 'anulacion',
    line: { order_id: table.id, position: 2 },
    reason: 'Plato equivocado',
  });
  expect(voided.statusCode).toBe(200);
  expect((await charge(room.waiter.app, tableCheck.id, { payments: [card(70800)], tip: 5000 })).statusCode).toBe(200);

  for (const [dish, quantity] of [
    [room.menu.sancocho, 1],
    [room.menu.limonada, 1],
  ] as const) {
    await room.app.post('/restaurant/carrito/add', { itemId: dish.id, quantity });
  }
  const takeaway = (await room.app.post('/restaurant/carrito/checkout', { takeaway: true })).json().data;
  const takeawayCheck = (await room.app.get(`/restaurant/cuentas?order_id=${takeaway.id}`)).json().data[0];
  const discounted = await room.app.post(`/restaurant/cuentas/${takeawayCheck.id}/ajustes`, {
    kind: 'descuento',
    discount: { type: 'valor', value: 2000 },
    reason: 'Cliente frecuente',
  });
  expect(discounted.statusCode).toBe(200);
  expect((await charge(room.app, takeawayCheck.id, { payments: [cash(40000)] })).statusCode).toBe(200);

  const gone = await room.round([[room.menu.sancocho, 1]], { takeaway: true });
  expect((await room.app.put(`/restaurant/pedidos/${gone.id}/cancelar`, { reason: 'Cliente se fue' })).statusCode).toBe(200);
  return room;
}

/** A CSV of several tables (title line, header, rows; an empty line between them), as a spreadsheet reads it. */
function parseCsvSections(text: string): Record<string, string[][]> {
  const parseLine = (line: string) => {
    const fields: string[] = [];
    let [field, quoted] = ['', false];
    for (let at = 0; at < line.length; at++) {
      const char = line[at]!;
      if (quoted && char === '"' && line[at + 1] === '"') field += line[++at];
      else if (char === '"') quoted = !quoted;
      else if (char === ',' && !quoted) [fields[fields.length], field] = [field, ''];
      else field += char;
    }
    return [...fields, field];
  };
  const sections: Record<string, string[][]> = {};
  for (const block of text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n\r\n')) {
    const [title, ...rows] = block.split('\r\n').map(parseLine);
    sections[title![0]!] = rows;
  }
  return sections;
}

describe('the sales report', () => {
  let room: Awaited<ReturnType<typeof dayOfSales>>;
  let report: SalesReport;
  beforeAll(async () => {
    room = await dayOfSales();
    const answer = await room.app.get(url('ventas', today));
    expect(answer.statusCode).toBe(200);
    report = answer.json().data;
  }, 60000);

  it('breaks the paid checks down by method, waiter, dish (cost and margin from the recipe), hour and weekday, and reasons', () => {
    expect(report.summary).toEqual({
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
    });
    expect(report.by_method).toEqual([
      { method: 'tarjeta', payments: 1, amount: 70800 },
      { method: 'efectivo', payments: 1, amount: 35332 },
    ]);
    expect(report.by_waiter).toEqual([
      { waiter_id: room.waiter.user.id, name: 'Mesera', checks: 1, sales: 65800, tips: 5000 },
      { waiter_id: room.user.id, name: room.email, checks: 1, sales: 35332, tips: 0 },
    ]);
    // The 2.000 off spread over Sancocho and Limonada (1.464 and 536); INC broken out per line.
    expect(report.by_dish).toEqual([
      { dish_id: room.menu.bandeja.id, name: 'Bandeja paisa', units: 2, sales: 65800, net_sales: 60926, cost: 16414, margin: 44512 },
      { dish_id: room.menu.sancocho.id, name: 'Sancocho', units: 1, sales: 25869, net_sales: 23953, cost: null, margin: null },
      { dish_id: room.menu.limonada.id, name: 'Limonada de coco', units: 1, sales: 9463, net_sales: 8762, cost: null, margin: null },
    ]);
    const now = new Date();
    const bogota = (part: 'weekday' | 'hour') =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/Bogota',
        ...(part === 'hour' ? { hour: 'numeric', hourCycle: 'h23' } : { weekday: 'short' }),
      }).format(now);
    const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(bogota('weekday')) + 1;
    expect(report.heatmap).toEqual([{ weekday, hour: Number(bogota('hour')), checks: 2, sales: 101132 }]);
    expect(report.reasons).toEqual([
      { kind: 'cancelacion', reason: 'Cliente se fue', count: 1, amount: 27333 },
      { kind: 'anulacion', reason: 'Plato equivocado', count: 1, amount: 9999 },
      { kind: 'descuento', reason: 'Cliente frecuente', count: 1, amount: 2000 },
    ]);
  });

  it('compares with the previous period of equal length', () => {
    expect(report.previous).toEqual({ from: daysBefore(1), to: daysBefore(1) });
    expect(report.previous_summary).toMatchObject({ sales: 19998, checks: 1, average_ticket: 19998, tips: 0 });
    expect(report.comparison).toEqual([
      { figure: 'sales', current: 101132, previous: 19998, change_percent: 406 },
      { figure: 'checks', current: 2, previous: 1, change_percent: 100 },
      { figure: 'average_ticket', current: 50566, previous: 19998, change_percent: 153 },
      { figure: 'tips', current: 5000, previous: 0, change_percent: null },
      { figure: 'discounts', current: 2000, previous: 0, change_percent: null },
    ]);
  });

  it('exports an Excel workbook that reads back with the same figures', async () => {
    const file = await room.app.get(url('ventas.xlsx', today));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="reporte-ventas-${today}-a-${today}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows = (sheet: string) =>
      (workbook.getWorksheet(sheet)!.getSheetValues() as unknown[][]).filter(Boolean).map((row) => row.slice(1));

    const summary = Object.fromEntries(rows('Resumen').slice(1) as [string, number][]);
    expect(summary).toMatchObject({
      Ventas: report.summary.sales,
      'Ventas sin INC': report.summary.net_sales,
      Cuentas: report.summary.checks,
      Propinas: report.summary.tips,
      Descuentos: report.summary.discounts,
      Anulaciones: report.summary.voids,
      Cancelaciones: report.summary.cancellations,
    });
    expect(rows('Medios de pago').slice(1)).toEqual([
      ['Tarjeta', 1, 70800],
      ['Efectivo', 1, 35332],
    ]);
    expect(rows('Meseros').slice(1)).toEqual(report.by_waiter.map((row) => [row.name, row.checks, row.sales, row.tips]));
    expect(rows('Platos')[1]).toEqual(['Bandeja paisa', 2, 65800, 60926, 16414, 44512]);
    expect(
      rows('Motivos')
        .slice(1)
        .map((row) => row[3]),
    ).toEqual(report.reasons.map((row) => row.amount));
    expect(workbook.getWorksheet('Resumen')!.getCell('B4').numFmt).toBe('"$"#,##0');
  });

  it('exports a CSV with the same tables', async () => {
    const file = await room.app.get(url('ventas.csv', today));
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="reporte-ventas-${today}-a-${today}.csv"`);
    const sections = parseCsvSections(file.body);
    expect(Object.keys(sections)).toEqual(['Resumen', 'Comparación', 'Medios de pago', 'Meseros', 'Platos', 'Día y hora', 'Motivos']);
    expect(sections.Resumen!.find(([name]) => name === 'Ventas')).toEqual(['Ventas', String(report.summary.sales)]);
    expect(sections['Medios de pago']).toEqual([
      ['Medio de pago', 'Pagos', 'Valor (propinas incluidas)'],
      ['Tarjeta', '1', '70800'],
      ['Efectivo', '1', '35332'],
    ]);
    expect(sections.Platos!.slice(1)).toEqual(
      report.by_dish.map((row) => [row.name, row.units, row.sales, row.net_sales, row.cost ?? '', row.margin ?? ''].map(String)),
    );
    expect(sections.Comparación![1]).toEqual(['Ventas', '101132', '19998', '406']);
  });

  it('is refused to an employee, by the server', async () => {
    for (const path of ['ventas', 'ventas.xlsx']) {
      const refused = await room.waiter.app.get(url(path, today));
      expect([refused.statusCode, refused.json().message]).toEqual([403, restaurantAppMessages.adminOnly]);
    }
  });
});

it("costs each line by the dish's recipe and those of the options chosen on it", async () => {
  const room = await diningRoom(restaurant, namespace);
  const supply = async (name: string, cost: number) =>
    (await room.app.post('/restaurant/inventario/insumos', { name, unit: 'g', cost, cost_quantity: 1000, low_stock: 0 })).json().data;
  const [meat, rice] = [await supply('Carne', 30000), await supply('Arroz', 4000)];
  const edited = await room.app.put(`/restaurant/menu/items/${room.menu.sancocho.id}`, {
    option_groups: [{ name: 'Adiciones', multiple: true, options: [{ name: 'Arroz', extra: 2000 }] }],
  });
  const withRice = edited.json().data.option_groups[0].options[0].id as string;
  const recipe = await room.app.put(`/restaurant/inventario/recetas/${room.menu.sancocho.id}`, {
    lines: [{ supply_id: meat.id, quantity: 100 }],
    options: [{ option_id: withRice, lines: [{ supply_id: rice.id, quantity: 100 }] }],
  });
  expect(recipe.statusCode).toBe(200);
  const sent = await room.waiter.app.post('/restaurant/pedidos', {
    takeaway: true,
    lines: [
      { itemId: room.menu.sancocho.id, quantity: 1 },
      { itemId: room.menu.sancocho.id, quantity: 1, options: [withRice] },
    ],
  });
  const check = await room.checkOf(sent.json().data.id);
  expect((await charge(room.waiter.app, check.id, { payments: [card(56666)] })).statusCode).toBe(200);

  // 100 g of meat at 30.000 the kilo: 3.000 a portion; the rice option adds 100 g at 4.000 the kilo, 400.
  const report = (await room.app.get(url('ventas', today))).json().data as SalesReport;
  expect(report.by_dish).toEqual([
    {
      dish_id: room.menu.sancocho.id,
      name: 'Sancocho (Adiciones: Arroz)',
      units: 1,
      sales: 29333,
      net_sales: 27160,
      cost: 3400,
      margin: 23760,
    },
    { dish_id: room.menu.sancocho.id, name: 'Sancocho', units: 1, sales: 27333, net_sales: 25308, cost: 3000, margin: 22308 },
  ]);
});

it('reads as far back as the plan allows: Estándar one day, Pro 31 days, Gold 93 (and Gold’s API keys with reports)', async () => {
  const estandar = await ownerInside(restaurant, namespace, 'estandar');
  expect((await estandar.app.get(url('ventas', today))).statusCode).toBe(200);
  const month = await estandar.app.get(url('ventas.xlsx', daysBefore(30)));
  expect(month.statusCode).toBe(403);
  expect(month.json()).toMatchObject({ feature: 'analisis_intermedio', required_plan: 'pro' });

  const pro = await ownerInside(restaurant, namespace, 'pro');
  expect((await pro.app.get(url('ventas', daysBefore(30)))).statusCode).toBe(200);
  expect((await pro.app.get(url('ventas', daysBefore(31)))).json()).toMatchObject({ feature: 'reportes_avanzados', required_plan: 'gold' });

  const gold = await ownerInside(restaurant, namespace, 'gold');
  const quarter = await gold.app.get(url('ventas', daysBefore(92)));
  expect(quarter.statusCode).toBe(200);
  expect(quarter.json().data.previous).toEqual({ from: daysBefore(185), to: daysBefore(93) });
  expect((await gold.app.get(url('ventas', daysBefore(93)))).statusCode).toBe(400);

  // Gold's API keys read it under 'reports' (an integration pulls the XLSX), and a key without that area does not.
  const key = async (scopes: object) =>
    restaurant.as((await gold.app.post('/restaurant/api/llaves', { name: 'Contabilidad', scopes })).json().data.secret);
  expect((await (await key({ reports: 'read' })).get(url('ventas.xlsx', today))).statusCode).toBe(200);
  expect((await (await key({ orders: 'read' })).get(url('ventas', today))).statusCode).toBe(403);
});
