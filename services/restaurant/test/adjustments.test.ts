import { randomUUID } from 'node:crypto';
import { restaurantAdjustmentMessages } from '@mb/contracts';
import { testNamespace } from '@mb/service-kit/testing';
import { signUpVerified } from '../../identity/test/helpers.js';
import { adminPassword as password, startWithIdentity, tableWithAdministrator, type TestIdentity } from './administrator.js';
import { card, charge } from './dining-room.js';
import { ownerInside, type TestRestaurant } from './helpers.js';

const m = restaurantAdjustmentMessages;
const namespace = testNamespace();
let identity: TestIdentity;
let restaurant: TestRestaurant;

beforeAll(async () => {
  ({ identity, restaurant } = await startWithIdentity(namespace));
}, 90000);

afterAll(async () => {
  await restaurant?.close();
  await identity?.close();
});

/** A served table (see `tableWithAdministrator`) and how to adjust its check. */
async function servedTable() {
  const table = await tableWithAdministrator(restaurant, identity, namespace);
  const line = (position: number) => ({ order_id: table.order.id, position });
  const adjust = (app: typeof table.app, body: object) => app.post(`/restaurant/cuentas/${table.check.id}/ajustes`, body);
  return { ...table, line, adjust };
}

const adjustedEvents = async (checkId: string) =>
  (
    await restaurant.db.query(
      `SELECT payload FROM outbox WHERE aggregateid = $1 AND type = 'restaurant.check.updated' AND payload->>'change' = 'adjusted'
       ORDER BY created_at`,
      [checkId],
    )
  ).rows.map((row) => row.payload);
const paidEvent = async (checkId: string) =>
  (await restaurant.db.query(`SELECT payload FROM outbox WHERE aggregateid = $1 AND type = 'restaurant.check.paid'`, [checkId])).rows[0]
    ?.payload;
type Line = {
  name: string;
  line_total: number;
  inc_base: number;
  inc_amount: number;
  discount: number;
  courtesy: boolean;
  voided: boolean;
};

it('an administrator’s 10 % off a line and 5.000 off the check: INC broken out on the amounts after them, to the peso', async () => {
  const table = await servedTable();
  const onLine = await table.adjust(table.admin.app, {
    kind: 'descuento',
    line: table.line(1),
    discount: { type: 'porcentaje', value: 10 },
    reason: 'Cliente frecuente',
  });
  expect(onLine.statusCode).toBe(200);
  const onCheck = await table.adjust(table.admin.app, { kind: 'descuento', discount: { type: 'valor', value: 5000 }, reason: 'Demora' });
  expect(onCheck.statusCode).toBe(200);

  // 65.800 − 6.580 = 59.220; then 5.000 spread over 59.220 / 27.333 / 29.997 (116.550): 2.540,5 · 1.172,6 · 1.286,9 →
  // 2.540 · 1.173 · 1.287 (the two pesos left to the largest fractions). INC on each line's total after discounts.
  const check = onCheck.json().data;
  expect(check.bill.lines.map((l: Line) => [l.name, l.discount, l.line_total, l.inc_base, l.inc_amount])).toEqual([
    ['Bandeja paisa', 6580 + 2540, 56680, 52481, 4199],
    ['Sancocho', 1173, 26160, 24222, 1938],
    ['Limonada de coco', 1287, 28710, 26583, 2127],
  ]);
  expect(check.bill).toMatchObject({ subtotal: 103286, inc: 8264, total: 111550, discount: 11580, suggested_tip: 10328 });
  expect(check.adjustments).toEqual([
    expect.objectContaining({
      kind: 'descuento',
      line: { ...table.line(1), name: 'Bandeja paisa' },
      discount: { type: 'porcentaje', value: 10 },
      amount: 6580,
      reason: 'Cliente frecuente',
      created_by: table.admin.user.id,
      approved_by: null,
    }),
    expect.objectContaining({ kind: 'descuento', line: null, discount: { type: 'valor', value: 5000 }, amount: 5000, reason: 'Demora' }),
  ]);
  expect((await table.waiter.app.get(`/restaurant/cuentas/${table.check.id}/precuenta`)).json().data).toEqual(check.bill);
  expect((await adjustedEvents(table.check.id)).map((event) => [event.adjustment.kind, event.adjustment.amount, event.total])).toEqual([
    ['descuento', 6580, 116550],
    ['descuento', 5000, 111550],
  ]);

  // Charged: the paid check's event carries the discounted lines and its adjustments.
  expect((await charge(table.waiter.app, table.check.id, { payments: [card(111550)] })).statusCode).toBe(200);
  const paid = await paidEvent(table.check.id);
  expect(paid).toMatchObject({ total: 111550, subtotal: 103286, inc: 8264, discount: 11580 });
  expect(paid.lines.map((l: { total: number; discount: number }) => [l.total, l.discount])).toEqual([
    [56680, 9120],
    [26160, 1173],
    [28710, 1287],
  ]);
  expect(paid.adjustments.map((a: { amount: number; createdBy: string }) => [a.amount, a.createdBy])).toEqual([
    [6580, table.admin.user.id],
    [5000, table.admin.user.id],
  ]);
});

it('a courtesy brings its line to 0 and a void takes a line already sent to the kitchen out of the bill; both stay on the check', async () => {
  const table = await servedTable();
  expect((await table.adjust(table.app, { kind: 'cortesia', line: table.line(3), reason: 'Cumpleaños' })).statusCode).toBe(200);
  const voided = await table.adjust(table.app, { kind: 'anulacion', line: table.line(2), reason: 'Plato equivocado' });
  expect(voided.statusCode).toBe(200);
  const check = voided.json().data;
  expect(check.bill.lines.map((l: Line) => [l.name, l.line_total, l.courtesy, l.voided])).toEqual([
    ['Bandeja paisa', 65800, false, false],
    ['Sancocho', 0, false, true],
    ['Limonada de coco', 0, true, false],
  ]);
  expect(check.bill).toMatchObject({ total: 65800, subtotal: 60926, inc: 4874, discount: 0 });
  expect(check.adjustments.map((a: { kind: string; amount: number }) => [a.kind, a.amount])).toEqual([
    ['cortesia', 29997],
    ['anulacion', 27333],
  ]);
  // Once out, a line takes no other adjustment.
  const again = await table.adjust(table.app, { kind: 'anulacion', line: table.line(3), reason: 'Otra vez' });
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe(m.lineAlreadyOut);

  // The paid check's sale leaves the voided line out and keeps the courtesy at 0.
  expect((await charge(table.waiter.app, table.check.id, { payments: [card(65800)] })).statusCode).toBe(200);
  const paid = await paidEvent(table.check.id);
  expect(paid.lines.map((l: { name: string; total: number; courtesy: boolean }) => [l.name, l.total, l.courtesy])).toEqual([
    ['Bandeja paisa', 65800, false],
    ['Limonada de coco', 0, true],
  ]);

  // The shift's Z report counts them (and the discount of another check of the same shift).
  const report = (await table.app.get('/restaurant/caja/turno')).json().data.report;
  expect(report).toMatchObject({
    discounts: { count: 0, amount: 0 },
    courtesies: { count: 1, amount: 29997 },
    voids: { count: 1, amount: 27333 },
  });
});

it('an employee needs an administrator’s approval: none or a wrong password is 403 and changes nothing; a good one is recorded', async () => {
  const table = await servedTable();
  const voidLine = { kind: 'anulacion', line: table.line(1), reason: 'El cliente se fue' };
  const unchanged = async () => {
    const check = (await table.waiter.app.get(`/restaurant/cuentas/${table.check.id}`)).json().data;
    expect(check.adjustments).toEqual([]);
    expect(check.bill.total).toBe(123130);
    expect(await adjustedEvents(table.check.id)).toEqual([]);
  };

  const alone = await table.adjust(table.waiter.app, voidLine);
  expect(alone.statusCode).toBe(403);
  expect(alone.json().message).toBe(m.approvalRequired);
  await unchanged();

  const wrong = await table.adjust(table.waiter.app, { ...voidLine, approval: { username: table.adminEmail, password: 'no-es-esta' } });
  expect(wrong.statusCode).toBe(403);
  expect(wrong.json().message).toBe(m.approvalRefused);
  const nobody = await table.adjust(table.waiter.app, { ...voidLine, approval: { username: 'nadie@example.com', password } });
  expect(nobody.statusCode).toBe(403);
  expect(nobody.json().message).toBe(m.approvalRefused);
  await unchanged();

  // A real account and password, but of someone who is not an administrator here.
  const outsider = `cliente-${randomUUID().slice(0, 8)}@example.com`;
  await signUpVerified(identity, { email: outsider, password, full_name: 'Cliente', legal_id: '99887766' });
  const notAdmin = await table.adjust(table.waiter.app, { ...voidLine, approval: { username: outsider, password } });
  expect(notAdmin.statusCode).toBe(403);
  expect(notAdmin.json().message).toBe(m.approverNotAdmin);
  await unchanged();

  const approved = await table.adjust(table.waiter.app, { ...voidLine, approval: { username: table.adminEmail.toUpperCase(), password } });
  expect(approved.statusCode).toBe(200);
  expect(approved.json().data.adjustments).toEqual([
    expect.objectContaining({ kind: 'anulacion', amount: 65800, created_by: table.waiter.user.id, approved_by: table.admin.user.id }),
  ]);
  expect(approved.json().data.bill.total).toBe(123130 - 65800);
  const [event] = await adjustedEvents(table.check.id);
  expect(event.adjustment).toMatchObject({ kind: 'anulacion', createdBy: table.waiter.user.id, approvedBy: table.admin.user.id });
  expect(event.changedBy).toBe(table.waiter.user.id);
});

it('refuses in Spanish a missing reason or discount, a line not on the check and a discount over what is left, changing nothing', async () => {
  const table = await servedTable();
  const cases: Array<[object, number, string]> = [
    [{ kind: 'cortesia', line: table.line(1) }, 400, m.reasonInvalid],
    [{ kind: 'cortesia', line: table.line(1), reason: '   ' }, 400, m.reasonInvalid],
    [{ kind: 'descuento', reason: 'Promo' }, 400, m.discountRequired],
    [{ kind: 'anulacion', reason: 'Sin línea' }, 400, m.lineRequired],
    [{ kind: 'regalo', line: table.line(1), reason: 'x' }, 400, m.kindInvalid],
    [{ kind: 'descuento', discount: { type: 'porcentaje', value: 101 }, reason: 'x' }, 400, m.discountInvalid],
    [{ kind: 'cortesia', line: table.line(9), reason: 'x' }, 400, m.lineNotOnCheck],
    [
      { kind: 'descuento', line: table.line(2), discount: { type: 'valor', value: 27334 }, reason: 'x' },
      400,
      'El descuento (27.334 COP) supera lo que queda por cobrar (27.333 COP)',
    ],
  ];
  for (const [body, status, message] of cases) {
    const refused = await table.adjust(table.app, body);
    expect([refused.statusCode, refused.json().message]).toEqual([status, expect.stringContaining(message)]);
  }
  const check = (await table.app.get(`/restaurant/cuentas/${table.check.id}`)).json().data;
  expect([check.adjustments, check.bill.total]).toEqual([[], 123130]);
});

it('a charged check is read-only (409) and another restaurant’s check is not found (404)', async () => {
  const table = await servedTable();
  const stranger = await ownerInside(restaurant, namespace);
  const courtesy = { kind: 'cortesia', line: table.line(1), reason: 'Cortesía' };
  expect((await stranger.app.post(`/restaurant/cuentas/${table.check.id}/ajustes`, courtesy)).statusCode).toBe(404);
  expect((await table.app.post(`/restaurant/cuentas/${randomUUID()}/ajustes`, courtesy)).statusCode).toBe(404);

  expect((await charge(table.waiter.app, table.check.id, { payments: [card(123130)] })).statusCode).toBe(200);
  const closed = await table.adjust(table.app, courtesy);
  expect(closed.statusCode).toBe(409);
  expect(closed.json().message).toContain('ya fue cobrada');
  expect((await table.app.get(`/restaurant/cuentas/${table.check.id}`)).json().data.adjustments).toEqual([]);
});

it('a check split in equal parts keeps the bill it was split with: no adjustment after (409)', async () => {
  const table = await servedTable();
  expect((await table.app.post(`/restaurant/cuentas/${table.check.id}/dividir-partes`, { parts: 2 })).statusCode).toBe(200);
  const refused = await table.adjust(table.app, { kind: 'cortesia', line: table.line(1), reason: 'Cortesía' });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toContain('dividida en partes iguales');
  expect((await table.app.get(`/restaurant/cuentas/${table.check.id}`)).json().data).toMatchObject({
    adjustments: [],
    bill: { total: 123130 },
  });
});

it('the Z report counts the discounts, courtesies and voids of the shift, with what they took off', async () => {
  const table = await servedTable();
  await table.adjust(table.app, { kind: 'descuento', line: table.line(1), discount: { type: 'valor', value: 3000 }, reason: 'Promo' });
  await table.adjust(table.app, { kind: 'descuento', discount: { type: 'porcentaje', value: 5 }, reason: 'Convenio' });
  await table.adjust(table.app, { kind: 'cortesia', line: table.line(3), reason: 'Cortesía de la casa' });
  await table.adjust(table.app, { kind: 'anulacion', line: table.line(2), reason: 'Devuelto' });
  // 5 % of 123.130 − 3.000 = 120.130 → 6.006,5 → 6.007.
  const shift = (await table.app.get('/restaurant/caja/turno')).json().data;
  expect(shift.report).toMatchObject({
    discounts: { count: 2, amount: 3000 + 6007 },
    courtesies: { count: 1, amount: 29997 },
    voids: { count: 1, amount: 27333 },
  });
  const closed = await table.app.post('/restaurant/caja/turno/cerrar', { counts: [{ value: 50000, quantity: 2 }] });
  expect(closed.statusCode).toBe(200);
  expect(closed.json().data.report).toMatchObject({ discounts: { count: 2 }, courtesies: { count: 1 }, voids: { count: 1 } });
});
