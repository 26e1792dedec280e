import { randomUUID } from 'node:crypto';
import { testNamespace } from '@mb/service-kit/testing';
import { card, cash, charge, key, diningRoom as openDiningRoom, outboxOf as outboxOfRoom } from './dining-room.js';
import { ownerInside, startRestaurant, type TestRestaurant } from './helpers.js';

const namespace = testNamespace();
let restaurant: TestRestaurant;

beforeAll(async () => {
  restaurant = await startRestaurant(namespace);
}, 60000);

afterAll(async () => {
  await restaurant?.close();
});

const diningRoom = () => openDiningRoom(restaurant, namespace);
const outboxOf = (aggregateId: string) => outboxOfRoom(restaurant, aggregateId);
const paymentsOf = async (checkId: string) =>
  (await restaurant.db.query('SELECT method, amount FROM check_payments WHERE check_id = $1', [checkId])).rows;

it('gathers every round of a table in one open check, each still its own kitchen ticket, with INC broken out to the peso', async () => {
  const room = await diningRoom();
  const first = await room.round([
    [room.menu.bandeja, 2],
    [room.menu.sancocho, 1],
  ]);
  const second = await room.round([[room.menu.limonada, 3]]);

  const tickets = (await room.waiter.app.get(`/restaurant/pedidos?table_id=${room.table.id}`)).json().data;
  expect(tickets.map((order: { id: string }) => order.id).sort()).toEqual([first.id, second.id].sort());
  const open = (await room.waiter.app.get(`/restaurant/cuentas?table_id=${room.table.id}&status=abierta`)).json().data;
  expect(open).toHaveLength(1);
  const check = open[0];
  expect(check).toMatchObject({ status: 'abierta', table_number: 2, takeaway: false, waiter_id: room.waiter.user.id, payments: [] });
  expect(check.order_ids).toEqual([first.id, second.id]);

  // 65.800 / 1,08 = 60.925,93; 27.333 / 1,08 = 25.308,33; 29.997 / 1,08 = 27.775: base rounded half up, INC the rest.
  const preBill = (await room.waiter.app.get(`/restaurant/cuentas/${check.id}/precuenta`)).json().data;
  type Line = { name: string; line_total: number; inc_base: number; inc_amount: number };
  expect(preBill.lines.map((line: Line) => [line.name, line.line_total, line.inc_base, line.inc_amount])).toEqual([
    ['Bandeja paisa', 65800, 60926, 4874],
    ['Sancocho', 27333, 25308, 2025],
    ['Limonada de coco', 29997, 27775, 2222],
  ]);
  expect(preBill).toMatchObject({
    subtotal: 114009,
    inc_responsible: true,
    inc_percent: 8,
    inc: 9121,
    total: 123130,
    suggested_tip_percent: 10,
    suggested_tip: 11400,
    max_tip: 11400,
    total_with_suggested_tip: 134530,
  });
  expect(preBill.subtotal + preBill.inc).toBe(preBill.total);
  expect((await room.waiter.app.get(`/restaurant/cuentas/${check.id}`)).json().data.bill).toEqual(preBill);

  const events = await outboxOf(check.id);
  expect(events.map((event) => event.type)).toEqual(['restaurant.check.created', 'restaurant.check.updated', 'restaurant.check.updated']);
  expect(events[2].payload).toMatchObject({ checkId: check.id, orderId: second.id, total: 123130, changedBy: room.waiter.user.id });

  // A takeaway order is a check of its own.
  const takeaway = await room.round([[room.menu.limonada, 1]], { takeaway: true });
  expect(await room.checkOf(takeaway.id)).toMatchObject({ takeaway: true, table_id: null, bill: { total: 9999 } });
  expect((await room.checkOf(takeaway.id)).order_ids).toEqual([takeaway.id]);
});

it('follows the restaurant’s settings: no INC when not responsible, the suggested tip it chose; administrators set them', async () => {
  const room = await diningRoom();
  const refused = await room.waiter.app.put('/restaurant/caja/ajustes', { inc_responsible: false });
  expect(refused.statusCode).toBe(403);
  const tooMuch = await room.app.put('/restaurant/caja/ajustes', { suggested_tip_percent: 11 });
  expect(tooMuch.statusCode).toBe(400);
  expect(tooMuch.json().message).toContain('Porcentaje de propina sugerida inválido');
  expect((await room.app.put('/restaurant/caja/ajustes', { inc_responsible: false, suggested_tip_percent: 5 })).json().data).toEqual({
    inc_responsible: false,
    suggested_tip_percent: 5,
    business_name: null,
    nit: null,
    address: null,
  });
  // The receipt's header: business name, NIT and address, kept beside the rest.
  const badNit = await room.app.put('/restaurant/caja/ajustes', { nit: '90012345A' });
  expect(badNit.statusCode).toBe(400);
  expect(badNit.json().message).toContain('NIT inválido');
  const business = { business_name: 'Fonda La Ceiba', nit: '900123456-7', address: 'Cra. 43A #1-50, Medellín' };
  expect((await room.app.put('/restaurant/caja/ajustes', business)).json().data).toEqual({
    inc_responsible: false,
    suggested_tip_percent: 5,
    ...business,
  });
  const order = await room.round([[room.menu.sancocho, 1]]);
  const bill = (await room.checkOf(order.id)).bill;
  expect(bill).toMatchObject({ subtotal: 27333, inc: 0, inc_percent: 0, total: 27333, suggested_tip: 1366, max_tip: 2733 });
});

it('charges a check with any mix of methods, gives cash change, keeps the tip for the waiter and closes it for good', async () => {
  const room = await diningRoom();
  const order = await room.round([
    [room.menu.bandeja, 1],
    [room.menu.limonada, 1],
  ]);
  const check = await room.checkOf(order.id);
  // 42.899 consumed (39.721 + 3.178 INC); the diner lowers the tip to 2.000 (10 % would be 3.972).
  const tooHigh = await charge(room.waiter.app, check.id, { payments: [card(46871)], tip: 3973 });
  expect(tooHigh.statusCode).toBe(400);
  expect(tooHigh.json().message).toBe(
    'La propina es voluntaria y no puede superar el 10 % del consumo antes del INC: máximo 3.972 COP en esta cuenta (Ley 1935 de 2018)',
  );
  const short = await charge(room.waiter.app, check.id, { payments: [card(20000), cash(24898)], tip: 2000 });
  expect(short.statusCode).toBe(400);
  expect(short.json().message).toBe('Los pagos (44.898 COP) no cubren el total por cobrar (44.899 COP): faltan 1 COP');
  const cardOver = await charge(room.waiter.app, check.id, { payments: [card(30000), { method: 'nequi', amount: 15000 }] });
  expect(cardOver.statusCode).toBe(400);
  expect(cardOver.json().message).toContain('solo el efectivo puede exceder el total y da cambio');
  const badCard = await charge(room.waiter.app, check.id, { payments: [{ ...card(44899), last_four: '42' }], tip: 2000 });
  expect(badCard.statusCode).toBe(400);
  expect(badCard.json().message).toContain('Últimos cuatro dígitos inválidos');
  expect(await paymentsOf(check.id)).toEqual([]);
  expect((await room.waiter.app.get(`/restaurant/cuentas/${check.id}`)).json().data.status).toBe('abierta');

  const transfer = { method: 'transferencia', amount: 4899, bank: 'Bancolombia', reference: 'TR-881' };
  const payments = [card(20000), { method: 'daviplata', amount: 5000 }, transfer, cash(20000)];
  const paid = await charge(room.waiter.app, check.id, { payments, tip: 2000 });
  expect(paid.statusCode).toBe(200);
  expect(paid.json().data).toMatchObject({
    status: 'pagada',
    tip: 2000,
    change: 5000,
    paid_by: room.waiter.user.id,
    bill: { total: 42899, inc: 3178 },
    payments: [
      { method: 'tarjeta', amount: 20000, card_type: 'credito', franchise: 'visa', last_four: '4242', approval_code: 'AB12CD' },
      { method: 'daviplata', amount: 5000, reference: null },
      { method: 'transferencia', amount: 4899, bank: 'Bancolombia', reference: 'TR-881' },
      { method: 'efectivo', amount: 15000, received: 20000, change: 5000 },
    ],
  });

  // Closed: charged again it is refused, and a new round for the table opens a new check.
  const again = await charge(room.waiter.app, check.id, { payments: [card(42899)] });
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toContain('Esta cuenta ya fue cobrada');
  const next = await room.round([[room.menu.sancocho, 1]]);
  expect((await room.checkOf(next.id)).id).not.toBe(check.id);
  expect((await room.waiter.app.get(`/restaurant/cuentas/${check.id}`)).json().data.order_ids).toEqual([order.id]);

  const events = await outboxOf(check.id);
  expect(events.map((event) => event.type).filter((type) => type !== 'restaurant.check.updated')).toEqual([
    'restaurant.check.created',
    'restaurant.check.paid',
    'restaurant.payment.recorded',
    'restaurant.payment.recorded',
    'restaurant.payment.recorded',
    'restaurant.payment.recorded',
  ]);
  expect(events.find((event) => event.type === 'restaurant.check.paid').payload).toMatchObject({
    checkId: check.id,
    tableId: room.table.id,
    waiterId: room.waiter.user.id,
    incResponsible: true,
    incPercent: 8,
    lines: [
      { name: 'Bandeja paisa', quantity: 1, unitPrice: 32900, total: 32900, incBase: 30463, incAmount: 2437 },
      { name: 'Limonada de coco', quantity: 1, unitPrice: 9999, total: 9999, incBase: 9258, incAmount: 741 },
    ],
    subtotal: 39721,
    inc: 3178,
    total: 42899,
    tip: 2000,
    change: 5000,
    payments: [
      { method: 'tarjeta', approvalCode: 'AB12CD' },
      { method: 'daviplata' },
      { method: 'transferencia', bank: 'Bancolombia' },
      { method: 'efectivo', amount: 15000, received: 20000 },
    ],
    paidBy: room.waiter.user.id,
  });
});

it('charges a check once when two devices charge it at the same moment: one 200, the other 409', async () => {
  const room = await diningRoom();
  const check = await room.checkOf((await room.round([[room.menu.sancocho, 2]])).id);
  const cashier = room.app;
  const answers = await Promise.all([
    charge(room.waiter.app, check.id, { payments: [card(54666)] }),
    charge(cashier, check.id, { payments: [cash(60000)] }),
  ]);
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(
    'Esta cuenta ya fue cobrada (otro dispositivo o un toque repetido la cerró): actualiza para ver el cobro registrado',
  );
  expect(await paymentsOf(check.id)).toHaveLength(1);
  expect((await outboxOf(check.id)).filter((event) => event.type === 'restaurant.check.paid')).toHaveLength(1);
});

it('answers a replayed charge (same key) with the first answer and charges nothing twice', async () => {
  const room = await diningRoom();
  const check = await room.checkOf((await room.round([[room.menu.limonada, 2]])).id);
  const request = { idempotency_key: key(), payments: [cash(50000)], tip: 1000 };
  const [first, doubleTap] = await Promise.all([
    room.waiter.app.post(`/restaurant/cuentas/${check.id}/cobrar`, request),
    room.waiter.app.post(`/restaurant/cuentas/${check.id}/cobrar`, request),
  ]);
  const retried = await room.waiter.app.post(`/restaurant/cuentas/${check.id}/cobrar`, request);
  expect([first.statusCode, doubleTap.statusCode, retried.statusCode]).toEqual([200, 200, 200]);
  expect(doubleTap.json()).toEqual(first.json());
  expect(retried.json()).toEqual(first.json());
  expect(first.json().data).toMatchObject({ status: 'pagada', change: 50000 - 19998 - 1000, tip: 1000 });
  expect(await paymentsOf(check.id)).toEqual([{ method: 'efectivo', amount: 20998 }]);
  expect((await outboxOf(check.id)).filter((event) => event.type.startsWith('restaurant.payment'))).toHaveLength(1);

  // The same key for another charge is refused.
  const reused = await room.waiter.app.post(`/restaurant/cuentas/${check.id}/cobrar`, { ...request, tip: 0 });
  expect(reused.statusCode).toBe(409);
  expect(reused.json().message).toBe('Esta clave de cobro ya se usó para otro cobro: genera una nueva para cada cobro distinto');
  const missingKey = await room.waiter.app.post(`/restaurant/cuentas/${check.id}/cobrar`, { payments: request.payments });
  expect(missingKey.statusCode).toBe(400);
  expect(missingKey.json().message).toContain('Falta la clave de cobro');
});

it('finds no check of another restaurant, to read or to charge', async () => {
  const room = await diningRoom();
  const check = await room.checkOf((await room.round([[room.menu.sancocho, 1]])).id);
  const stranger = await ownerInside(restaurant, namespace);
  for (const answer of [
    await stranger.app.get(`/restaurant/cuentas/${check.id}`),
    await stranger.app.get(`/restaurant/cuentas/${check.id}/precuenta`),
    await charge(stranger.app, check.id, { payments: [card(27333)] }),
    await room.waiter.app.get(`/restaurant/cuentas/${randomUUID()}`),
  ]) {
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('Cuenta no encontrada');
  }
  expect((await stranger.app.get('/restaurant/cuentas')).json().data).toEqual([]);
  expect(await paymentsOf(check.id)).toEqual([]);
});

it('runs a cash shift: float, cash in and out with a reason, cash charges with change, a count at close and the Z report', async () => {
  const room = await diningRoom();
  const again = await room.waiter.app.post('/restaurant/caja/turno/abrir', { opening_float: 0 });
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe('Ya hay un turno de caja abierto: ciérralo antes de abrir otro');
  const cashIn = { kind: 'entrada', amount: 20000, reason: 'Sencillo del banco' };
  const moved = await room.waiter.app.post('/restaurant/caja/turno/movimientos', cashIn);
  expect(moved.json().data).toMatchObject({ status: 'abierta', opening_float: 100000, expected_cash: 120000 });
  const noReason = await room.waiter.app.post('/restaurant/caja/turno/movimientos', { kind: 'salida', amount: 5000, reason: ' ' });
  expect(noReason.statusCode).toBe(400);
  expect(noReason.json().message).toContain('Motivo inválido');
  const tooMuch = await room.waiter.app.post('/restaurant/caja/turno/movimientos', { kind: 'salida', amount: 120001, reason: 'Retiro' });
  expect(tooMuch.statusCode).toBe(400);
  expect(tooMuch.json().message).toBe('No puedes sacar 120.001 COP: en la caja debería haber 120.000 COP');
  await room.waiter.app.post('/restaurant/caja/turno/movimientos', { kind: 'salida', amount: 8000, reason: 'Gastos: hielo' });

  // Two checks: 42.899 in cash (50.000 received, a 3.101 tip → 4.000 change) and 27.333 by card with a 2.000 tip.
  const first = await room.checkOf(
    (
      await room.round([
        [room.menu.bandeja, 1],
        [room.menu.limonada, 1],
      ])
    ).id,
  );
  const cashPaid = await charge(room.waiter.app, first.id, { payments: [cash(50000)], tip: 3101 });
  const settled = { change: 4000, payments: [{ method: 'efectivo', amount: 46000, received: 50000, change: 4000 }] };
  expect(cashPaid.json().data).toMatchObject(settled);
  const second = await room.checkOf((await room.round([[room.menu.sancocho, 1]])).id);
  expect((await charge(room.waiter.app, second.id, { payments: [card(29333)], tip: 2000 })).statusCode).toBe(200);

  const open = (await room.waiter.app.get('/restaurant/caja/turno')).json().data;
  expect(open.expected_cash).toBe(100000 + 20000 - 8000 + 46000);
  // The count comes 2.000 short: 158.000 expected, 156.000 counted.
  const coins = [
    { value: 500, quantity: 1 },
    { value: 200, quantity: 2 },
    { value: 50, quantity: 2 },
    { value: 1000, quantity: 0 },
  ];
  const counts = [{ value: 100000, quantity: 1 }, { value: 50000, quantity: 1 }, { value: 5000, quantity: 1 }, ...coins];
  const badCount = await room.app.post('/restaurant/caja/turno/cerrar', { counts: [{ value: 3000, quantity: 1 }] });
  expect(badCount.statusCode).toBe(400);
  expect(badCount.json().message).toContain('Conteo inválido');
  const closed = await room.app.post('/restaurant/caja/turno/cerrar', { counts });
  expect(closed.statusCode).toBe(200);
  expect(closed.json().data).toMatchObject({ status: 'cerrada', expected_cash: 158000, counted_cash: 156000, difference: -2000 });
  const report = closed.json().data.report;
  expect(report).toMatchObject({
    payments_by_method: [
      { method: 'efectivo', amount: 46000, payments: 1 },
      { method: 'tarjeta', amount: 29333, payments: 1 },
    ],
    sales: 42899 + 27333,
    inc: 3178 + 2025,
    tips: 5101,
    tips_by_waiter: [{ waiter_id: room.waiter.user.id, email: expect.stringContaining('mesera'), tips: 5101 }],
    checks_closed: 2,
    checks_opened: 2,
    cash_in: 20000,
    cash_out: 8000,
    change_given: 4000,
  });

  // Closed: no more cash charges until a shift opens again; the history is for administrators.
  const third = await room.checkOf((await room.round([[room.menu.limonada, 1]])).id);
  const noShift = await charge(room.waiter.app, third.id, { payments: [cash(10000)] });
  expect(noShift.statusCode).toBe(409);
  expect(noShift.json().message).toContain('No hay un turno de caja abierto');
  expect((await charge(room.waiter.app, third.id, { payments: [{ method: 'nequi', amount: 9999 }] })).statusCode).toBe(200);
  expect((await room.waiter.app.get('/restaurant/caja/turno')).json().data).toBeNull();
  expect((await room.waiter.app.get('/restaurant/caja/turnos')).statusCode).toBe(403);
  expect((await room.app.get('/restaurant/caja/turnos')).json().data).toMatchObject([{ status: 'cerrada', difference: -2000 }]);
});

it('splits a check by items: the lines moved are charged on a new check, the rest and the next rounds stay on the table’s', async () => {
  const room = await diningRoom();
  const dishes = await room.round([
    [room.menu.bandeja, 2],
    [room.menu.sancocho, 1],
  ]);
  const drinks = await room.round([[room.menu.limonada, 2]]);
  const check = await room.checkOf(dishes.id);
  const line = (orderId: string, name: string) => {
    type Line = { order_id: string; name: string };
    const found = check.bill.lines.find((candidate: Line) => candidate.order_id === orderId && candidate.name === name);
    return { order_id: found.order_id, position: found.position };
  };
  const split = (body: object) => room.waiter.app.post(`/restaurant/cuentas/${check.id}/dividir`, body);

  const lemonade = line(drinks.id, 'Limonada de coco');
  for (const lines of [[], [{ order_id: randomUUID(), position: 1 }], [lemonade, lemonade]]) {
    const refused = await split({ lines });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Líneas inválidas');
  }
  const all = [line(dishes.id, 'Bandeja paisa'), line(dishes.id, 'Sancocho'), line(drinks.id, 'Limonada de coco')];
  const everything = await split({ lines: all });
  expect(everything.json().message).toBe('Deja al menos una línea en la cuenta original: para cobrarla toda no hace falta dividirla');

  const partB = await split({ lines: [line(dishes.id, 'Sancocho'), line(drinks.id, 'Limonada de coco')] });
  expect(partB.statusCode).toBe(200);
  const b = partB.json().data;
  expect(b).toMatchObject({ status: 'abierta', split_from: check.id, table_id: room.table.id, waiter_id: room.waiter.user.id });
  expect(b.bill).toMatchObject({ total: 27333 + 19998, subtotal: 25308 + 18517, inc: 2025 + 1481 });
  expect(b.order_ids).toEqual([dishes.id, drinks.id]);
  expect((await room.waiter.app.get(`/restaurant/cuentas/${check.id}`)).json().data.bill).toMatchObject({ total: 65800, inc: 4874 });

  // The next round joins the table's main check, not the part split off.
  const dessert = await room.round([[room.menu.limonada, 1]]);
  expect((await room.checkOf(dessert.id)).id).toBe(check.id);
  expect((await room.waiter.app.get(`/restaurant/cuentas/${check.id}`)).json().data.bill.total).toBe(65800 + 9999);

  const paidB = await charge(room.waiter.app, b.id, { payments: [card(27333 + 19998)] });
  expect(paidB.json().data).toMatchObject({ status: 'pagada', bill: { total: 47331 } });
  const closed = await room.waiter.app.post(`/restaurant/cuentas/${b.id}/dividir`, { lines: [lemonade] });
  expect(closed.statusCode).toBe(409);
  expect(closed.json().message).toBe('Esta cuenta ya fue cobrada y está cerrada: solo se puede consultar');
  const paidA = await charge(room.waiter.app, check.id, { payments: [card(75799)] });
  expect(paidA.json().data).toMatchObject({ status: 'pagada', bill: { total: 75799 } });

  const created = (await outboxOf(b.id)).find((event) => event.type === 'restaurant.check.created');
  expect(created.payload).toMatchObject({ checkId: b.id, splitFrom: check.id, tableId: room.table.id });
  const stranger = await ownerInside(restaurant, namespace);
  const foreign = await stranger.app.post(`/restaurant/cuentas/${check.id}/dividir`, { lines: [line(dishes.id, 'Sancocho')] });
  expect(foreign.statusCode).toBe(404);
});
