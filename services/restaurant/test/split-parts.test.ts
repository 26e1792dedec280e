import { testNamespace } from '@mb/service-kit/testing';
import { card, cash, key, diningRoom as openDiningRoom, outboxOf as outboxOfRoom } from './dining-room.js';
import { startRestaurant, type TestRestaurant } from './helpers.js';

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
type Device = ReturnType<TestRestaurant['as']>;
/** A charge of one part (or, without `part`, of the whole check) from a device. */
const chargePart = (app: Device, checkId: string, body: { part?: number; payments: object[]; tip?: number }, idempotencyKey = key()) =>
  app.post(`/restaurant/cuentas/${checkId}/cobrar`, { idempotency_key: idempotencyKey, ...body });

it('splits a check in equal parts that add up to the peso, charges each once with its own tip and closes it with the last', async () => {
  const room = await diningRoom();
  const dishes = await room.round([
    [room.menu.bandeja, 2],
    [room.menu.sancocho, 1],
  ]);
  await room.round([[room.menu.limonada, 3]]);
  const check = await room.checkOf(dishes.id);
  expect(check).toMatchObject({ parts: [], bill: { total: 123130, max_tip: 11400 } });
  const split = (parts: unknown) => room.waiter.app.post(`/restaurant/cuentas/${check.id}/dividir-partes`, { parts });

  for (const parts of [1, 21, 2.5, '3']) {
    const refused = await split(parts);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Número de partes inválido: un entero de 2 a 20');
  }
  // Split in 4, then (nothing paid yet) in 3: 123.130 = 41.044 + 41.043 + 41.043; the tip ceilings in proportion.
  expect((await split(4)).json().data.parts.map((part: { amount: number }) => part.amount)).toEqual([30783, 30783, 30782, 30782]);
  const inThree = await split(3);
  expect(inThree.statusCode).toBe(200);
  expect(inThree.json().data).toMatchObject({
    status: 'abierta',
    bill: { total: 123130 },
    parts: [
      { number: 1, amount: 41044, max_tip: 3800, paid: false, tip: 0, paid_at: null },
      { number: 2, amount: 41043, max_tip: 3799, paid: false },
      { number: 3, amount: 41043, max_tip: 3799, paid: false },
    ],
  });

  const whole = await chargePart(room.waiter.app, check.id, { payments: [card(123130)] });
  expect(whole.statusCode).toBe(400);
  expect(whole.json().message).toBe('Esta cuenta está dividida en 3 partes iguales: indica cuál parte cobras');
  const fourth = await chargePart(room.waiter.app, check.id, { part: 4, payments: [card(41043)] });
  expect(fourth.json().message).toBe('Esta cuenta no tiene la parte 4: está dividida en 3 partes');
  const tipTooHigh = await chargePart(room.waiter.app, check.id, { part: 1, payments: [cash(50000)], tip: 3801 });
  expect(tipTooHigh.statusCode).toBe(400);
  expect(tipTooHigh.json().message).toContain('máximo 3.800 COP en esta cuenta');
  const short = await chargePart(room.waiter.app, check.id, { part: 2, payments: [card(41042)] });
  expect(short.json().message).toBe('Los pagos (41.042 COP) no cubren el total por cobrar (41.043 COP): faltan 1 COP');

  // Part 1 in cash with the whole suggested tip; a replay answers the same, a new charge of it is refused.
  const firstKey = key();
  const first = await chargePart(room.waiter.app, check.id, { part: 1, payments: [cash(50000)], tip: 3800 }, firstKey);
  expect(first.statusCode).toBe(200);
  expect(first.json().data).toMatchObject({
    status: 'abierta',
    tip: 3800,
    change: 50000 - 41044 - 3800,
    payments: [{ method: 'efectivo', amount: 44844, received: 50000, change: 5156, part: 1 }],
    parts: [{ number: 1, paid: true, tip: 3800, change: 5156, paid_by: room.waiter.user.id }, { paid: false }, { paid: false }],
  });
  const replay = await chargePart(room.waiter.app, check.id, { part: 1, payments: [cash(50000)], tip: 3800 }, firstKey);
  expect(replay.json()).toEqual(first.json());
  const twice = await chargePart(room.app, check.id, { part: 1, payments: [card(41044)] });
  expect(twice.statusCode).toBe(409);
  expect(twice.json().message).toBe(
    'La parte 1 de esta cuenta ya fue cobrada (otro dispositivo o un toque repetido): actualiza para ver el cobro',
  );
  expect((await split(2)).json().message).toBe('Ya se cobró una parte de esta cuenta: no se puede volver a dividir');

  // Its lines are fixed: no split by items, no cancelled round; the table's next round opens another check.
  const line = check.bill.lines[0];
  const byItems = await room.waiter.app.post(`/restaurant/cuentas/${check.id}/dividir`, {
    lines: [{ order_id: line.order_id, position: line.position }],
  });
  expect(byItems.statusCode).toBe(409);
  expect(byItems.json().message).toContain('Esta cuenta está dividida en partes iguales: sus consumos ya no cambian');
  const cancelled = await room.waiter.app.put(`/restaurant/pedidos/${dishes.id}/cancelar`, { reason: 'se fueron' });
  expect(cancelled.statusCode).toBe(409);
  expect((await room.waiter.app.get(`/restaurant/pedidos/${dishes.id}`)).json().data.status).toBe('pendiente');
  const dessert = await room.round([[room.menu.limonada, 1]]);
  const next = await room.checkOf(dessert.id);
  expect(next.id).not.toBe(check.id);
  expect(next).toMatchObject({ parts: [], bill: { total: 9999 } });
  expect((await room.waiter.app.get(`/restaurant/cuentas/${check.id}`)).json().data.bill.total).toBe(123130);

  // Two devices charge parts 2 and 3 at once: both go through, and the last closes the check.
  const [second, third] = await Promise.all([
    chargePart(room.waiter.app, check.id, { part: 2, payments: [card(41043)] }),
    chargePart(room.app, check.id, { part: 3, payments: [{ method: 'nequi', amount: 42043 }], tip: 1000 }),
  ]);
  expect([second.statusCode, third.statusCode]).toEqual([200, 200]);
  const paid = (await room.waiter.app.get(`/restaurant/cuentas/${check.id}`)).json().data;
  expect(paid).toMatchObject({ status: 'pagada', tip: 4800, change: 5156, bill: { total: 123130 } });
  const byPart = paid.payments.map((payment: { part: number; amount: number }) => [payment.part, payment.amount]);
  expect(byPart.sort((a: number[], b: number[]) => a[0]! - b[0]!)).toEqual([
    [1, 44844],
    [2, 41043],
    [3, 42043],
  ]);
  expect(paid.parts.every((part: { paid: boolean }) => part.paid)).toBe(true);
  expect((await chargePart(room.waiter.app, check.id, { part: 2, payments: [card(41043)] })).statusCode).toBe(409);

  const events = await outboxOf(check.id);
  const types = events.map((event) => event.type);
  expect(types.filter((type) => type === 'restaurant.check.paid')).toHaveLength(1);
  expect(types.filter((type) => type === 'restaurant.payment.recorded')).toHaveLength(3);
  const updates = events.filter((event) => event.type === 'restaurant.check.updated').map((event) => event.payload);
  expect(updates.filter((update) => update.change === 'split_in_parts').map((update) => update.part)).toEqual([4, 3]);
  expect(updates.filter((update) => update.change === 'part_paid')).toHaveLength(2);
  const paidEvent = events.find((event) => event.type === 'restaurant.check.paid').payload;
  expect(paidEvent).toMatchObject({ total: 123130, tip: 4800, change: 5156 });
  expect(paidEvent.payments).toHaveLength(3);
  expect(
    events
      .filter((event) => event.type === 'restaurant.payment.recorded')
      .map((event) => event.payload.part)
      .sort(),
  ).toEqual([1, 2, 3]);

  // The table stays taken by the dessert's check; charged, it is free.
  const tableStatus = async () => (await room.app.get('/restaurant/tables')).json().data[0].status;
  expect(await tableStatus()).toBe('ocupada');
  expect((await chargePart(room.waiter.app, next.id, { payments: [card(9999)] })).statusCode).toBe(200);
  expect(await tableStatus()).toBe('disponible');
});

it('charges a check not split whole only, splits in up to 20 parts, and refuses to split a check with nothing to charge', async () => {
  const room = await diningRoom();
  const order = await room.round([[room.menu.limonada, 1]]);
  const check = await room.checkOf(order.id);
  const withPart = await chargePart(room.waiter.app, check.id, { part: 1, payments: [card(9999)] });
  expect(withPart.statusCode).toBe(400);
  expect(withPart.json().message).toBe('Esta cuenta no está dividida en partes iguales: cóbrala completa, sin indicar parte');
  const split = await room.waiter.app.post(`/restaurant/cuentas/${check.id}/dividir-partes`, { parts: 20 });
  expect(split.json().data.parts.map((part: { amount: number }) => part.amount)).toEqual([...Array(19).fill(500), 499]);
  expect(split.json().data.parts.reduce((sum: number, part: { amount: number }) => sum + part.amount, 0)).toBe(9999);

  await room.waiter.app.put(`/restaurant/pedidos/${(await room.round([[room.menu.sancocho, 1]], { takeaway: true })).id}/cancelar`);
  const empty = (await room.waiter.app.get('/restaurant/cuentas?status=abierta'))
    .json()
    .data.find((candidate: { takeaway: boolean }) => candidate.takeaway);
  const refused = await room.waiter.app.post(`/restaurant/cuentas/${empty.id}/dividir-partes`, { parts: 2 });
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe('La cuenta no tiene consumos por cobrar');
});

it('charges a part once when two devices charge it at the same moment: one 200, the other 409', async () => {
  const room = await diningRoom();
  const check = await room.checkOf((await room.round([[room.menu.sancocho, 2]])).id);
  await room.waiter.app.post(`/restaurant/cuentas/${check.id}/dividir-partes`, { parts: 2 });
  const answers = await Promise.all([
    chargePart(room.waiter.app, check.id, { part: 2, payments: [card(27333)] }),
    chargePart(room.app, check.id, { part: 2, payments: [cash(30000)] }),
  ]);
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toContain('La parte 2 de esta cuenta ya fue cobrada');
  const payments = await restaurant.db.query('SELECT part FROM check_payments WHERE check_id = $1', [check.id]);
  expect(payments.rows).toEqual([{ part: 2 }]);
  expect((await room.waiter.app.get(`/restaurant/cuentas/${check.id}`)).json().data).toMatchObject({
    status: 'abierta',
    parts: [
      { number: 1, paid: false },
      { number: 2, paid: true },
    ],
  });
});
