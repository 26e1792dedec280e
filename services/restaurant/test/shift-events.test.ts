import { topics } from '@mb/contracts';
import { recordTopics, testNamespace } from '@mb/service-kit/testing';
import { cash, charge, diningRoom } from './dining-room.js';
import { startRestaurant, type TestRestaurant } from './helpers.js';

const namespace = testNamespace();
let restaurant: TestRestaurant;
let recorder: Awaited<ReturnType<typeof recordTopics>>;

beforeAll(async () => {
  restaurant = await startRestaurant(namespace);
  recorder = await recordTopics({ namespace, topics: [topics.restaurantShift] });
}, 60000);

afterAll(async () => {
  await recorder?.stop();
  await restaurant?.close();
});

it('tells the bus when a cash shift opens, moves cash and closes, with the closing figures', async () => {
  // The dining room opens the owner's shift with a float of 100.000.
  const room = await diningRoom(restaurant, namespace);
  const shift = (await room.app.get('/restaurant/caja/turno')).json().data;
  await room.waiter.app.post('/restaurant/caja/turno/movimientos', { kind: 'entrada', amount: 20000, reason: 'Sencillo del banco' });
  await room.waiter.app.post('/restaurant/caja/turno/movimientos', { kind: 'salida', amount: 5000, reason: 'Gastos: hielo' });
  const check = await room.checkOf((await room.round([[room.menu.sancocho, 1]])).id);
  expect((await charge(room.waiter.app, check.id, { payments: [cash(30000)], tip: 0 })).statusCode).toBe(200);
  // 100.000 + 20.000 − 5.000 + 27.333 = 142.333 expected; 142.300 counted.
  const counts = [
    { value: 100000, quantity: 1 },
    { value: 20000, quantity: 2 },
    { value: 2000, quantity: 1 },
    { value: 200, quantity: 1 },
    { value: 100, quantity: 1 },
  ];
  expect((await room.app.post('/restaurant/caja/turno/cerrar', { counts })).statusCode).toBe(200);

  const of = (type: string) => recorder.waitFor((message) => message.envelope.type === type && message.envelope.aggregateId === shift.id);
  const opened = await of('restaurant.shift.opened');
  expect(opened.envelope.payload).toMatchObject({ shiftId: shift.id, openingFloat: 100000, openedBy: room.user.id });
  const closed = await of('restaurant.shift.closed');
  expect(closed.envelope.payload).toMatchObject({
    shiftId: shift.id,
    openingFloat: 100000,
    expectedCash: 142333,
    countedCash: 142300,
    difference: -33,
    counts,
    paymentsByMethod: [{ method: 'efectivo', amount: 27333, payments: 1 }],
    sales: 27333,
    subtotal: 25308,
    inc: 2025,
    tips: 0,
    cashIn: 20000,
    cashOut: 5000,
    changeGiven: 2667,
    checksOpened: 1,
    checksClosed: 1,
    closedBy: room.user.id,
  });
  const movements = recorder.received
    .filter((message) => message.envelope.type === 'restaurant.shift.movement_recorded' && message.envelope.aggregateId === shift.id)
    .map((message) => message.envelope.payload);
  expect(movements).toMatchObject([
    { kind: 'entrada', amount: 20000, reason: 'Sencillo del banco', recordedBy: room.waiter.user.id },
    { kind: 'salida', amount: 5000, reason: 'Gastos: hielo', recordedBy: room.waiter.user.id },
  ]);
  // One partition key per shift: its events arrive in the order they happened.
  const order = recorder.received.filter((message) => message.envelope.aggregateId === shift.id).map((message) => message.envelope.type);
  expect(order).toEqual([
    'restaurant.shift.opened',
    'restaurant.shift.movement_recorded',
    'restaurant.shift.movement_recorded',
    'restaurant.shift.closed',
  ]);
});
