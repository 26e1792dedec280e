import { randomUUID } from 'node:crypto';
import { testNamespace } from '@mb/service-kit/testing';
import { purgeOldRequestKeys, requestKeyRetentionDays } from '../src/jobs/request-keys-retention.job.js';
import { diningRoom, outboxOf } from './dining-room.js';
import { startRestaurant, type TestRestaurant } from './helpers.js';

const namespace = testNamespace();
let restaurant: TestRestaurant;

beforeAll(async () => {
  restaurant = await startRestaurant(namespace);
}, 60000);

afterAll(async () => {
  await restaurant?.close();
});

/** The dining room, and a waiter's device that sends its writes with an `Idempotency-Key` (as its offline queue does). */
async function floor() {
  const room = await diningRoom(restaurant, namespace);
  const send = (method: 'POST' | 'PUT', url: string, key: string, payload?: object) =>
    restaurant.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${room.waiter.session}`, 'idempotency-key': key },
      ...(payload ? { payload } : {}),
    });
  const round = (key: string, lines: object[], to: object = { table_id: room.table.id }) =>
    send('POST', '/restaurant/pedidos', key, { ...to, lines });
  const move = (key: string, orderId: string, status: string) => send('PUT', `/restaurant/pedidos/${orderId}/estado`, key, { status });
  const ordersOfTable = async () => (await room.waiter.app.get(`/restaurant/pedidos?table_id=${room.table.id}`)).json().data;
  return { ...room, send, round, move, ordersOfTable };
}

it('places a round with its lines in the request, and the same key again answers the same order and adds nothing', async () => {
  const room = await floor();
  // The waiter's own cart is not part of a round that brings its lines.
  await room.waiter.app.post('/restaurant/carrito/add', { itemId: room.menu.sancocho.id, quantity: 1 });
  const key = randomUUID();
  const lines = [
    { itemId: room.menu.bandeja.id, quantity: 2, note: 'sin hogao' },
    { itemId: room.menu.limonada.id, quantity: 1 },
  ];
  const first = await room.round(key, lines);
  expect(first.statusCode).toBe(200);
  const order = first.json().data;
  expect(order).toMatchObject({
    status: 'pendiente',
    table_id: room.table.id,
    total: 2 * 32900 + 9999,
    items: [
      { dish_id: room.menu.bandeja.id, name: 'Bandeja paisa', unit_price: 32900, quantity: 2, note: 'sin hogao', line_total: 65800 },
      { dish_id: room.menu.limonada.id, name: 'Limonada de coco', unit_price: 9999, quantity: 1, note: '', line_total: 9999 },
    ],
  });

  const again = await room.round(key, lines);
  expect(again.statusCode).toBe(200);
  expect(again.json().data).toEqual(order);
  expect((await room.ordersOfTable()).map((candidate: { id: string }) => candidate.id)).toEqual([order.id]);
  expect((await outboxOf(restaurant, order.id)).filter((event) => event.type === 'restaurant.order.created')).toHaveLength(1);
  const check = await room.checkOf(order.id);
  expect(check.order_ids).toEqual([order.id]);
  expect(check.bill.total).toBe(75799);
  expect((await room.waiter.app.get(`/restaurant/carrito/${room.waiter.user.id}`)).json().data).toHaveLength(1);

  // The next round takes the next number: the replay took none.
  const next = await room.round(randomUUID(), [{ itemId: room.menu.sancocho.id, quantity: 1 }]);
  expect(next.json().data.number).toBe(order.number + 1);
});

it('sends one order when the same round arrives several times at once', async () => {
  const room = await floor();
  const key = randomUUID();
  const lines = [{ itemId: room.menu.sancocho.id, quantity: 3 }];
  const answers = await Promise.all(Array.from({ length: 6 }, () => room.round(key, lines)));
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
  const ids = new Set(answers.map((answer) => answer.json().data.id));
  expect(ids.size).toBe(1);
  expect(await room.ordersOfTable()).toHaveLength(1);
  expect((await room.checkOf([...ids][0]!)).bill.total).toBe(3 * 27333);
});

it('moves an order once per key: the same move again answers as the first and records nothing more', async () => {
  const room = await floor();
  const order = (await room.round(randomUUID(), [{ itemId: room.menu.bandeja.id, quantity: 1 }])).json().data;
  const confirm = randomUUID();
  const first = await room.move(confirm, order.id, 'confirmado');
  expect(first.statusCode).toBe(200);
  const moves = await Promise.all([room.move(confirm, order.id, 'confirmado'), room.move(confirm, order.id, 'confirmado')]);
  for (const again of moves) expect(again.json().data).toEqual(first.json().data);
  expect((await room.move(randomUUID(), order.id, 'preparando')).statusCode).toBe(200);
  // The confirmation replayed after the next move: still its first answer, and the order stays where it is.
  expect((await room.move(confirm, order.id, 'confirmado')).json().data.status).toBe('confirmado');
  const seen = (await room.waiter.app.get(`/restaurant/pedidos/${order.id}`)).json().data;
  expect(seen.status).toBe('preparando');
  expect(seen.history.map((change: { to: string }) => change.to)).toEqual(['pendiente', 'confirmado', 'preparando']);
});

it('checks out a cart once per key: the replay gets the order, not "carrito vacío"', async () => {
  const room = await floor();
  await room.waiter.app.post('/restaurant/carrito/add', { itemId: room.menu.limonada.id, quantity: 2 });
  const key = randomUUID();
  const first = await room.send('POST', '/restaurant/carrito/checkout', key, { table_id: room.table.id });
  expect(first.statusCode).toBe(200);
  const again = await room.send('POST', '/restaurant/carrito/checkout', key, { table_id: room.table.id });
  expect({ status: again.statusCode, order: again.json().data }).toEqual({ status: 200, order: first.json().data });
  expect(await room.ordersOfTable()).toHaveLength(1);
});

it('refuses a used key with another request (409) and a key that is not a UUID (400), changing nothing', async () => {
  const room = await floor();
  const key = randomUUID();
  const order = (await room.round(key, [{ itemId: room.menu.bandeja.id, quantity: 1 }])).json().data;
  const reused = 'Esta clave de idempotencia ya se usó para otra solicitud: genera una nueva para cada acción distinta';
  for (const refused of [
    await room.round(key, [{ itemId: room.menu.bandeja.id, quantity: 2 }]),
    await room.round(key, [{ itemId: room.menu.bandeja.id, quantity: 1 }], { takeaway: true }),
    await room.move(key, order.id, 'confirmado'),
  ]) {
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({ status: 409, message: reused });
  }
  const invalid = await room.round('clave-1', [{ itemId: room.menu.bandeja.id, quantity: 1 }]);
  expect({ status: invalid.statusCode, message: invalid.json().message }).toEqual({
    status: 400,
    message: 'Clave de idempotencia inválida: el encabezado Idempotency-Key debe ser un UUID generado por el dispositivo',
  });
  const seen = (await room.waiter.app.get(`/restaurant/pedidos/${order.id}`)).json().data;
  expect(seen.status).toBe('pendiente');
  expect(await room.ordersOfTable()).toHaveLength(1);
});

it('refuses a round with an unknown dish, or none, and keeps no key for it', async () => {
  const room = await floor();
  const key = randomUUID();
  const unknown = await room.round(key, [
    { itemId: room.menu.bandeja.id, quantity: 1 },
    { itemId: randomUUID(), quantity: 1 },
  ]);
  expect({ status: unknown.statusCode, message: unknown.json().message }).toEqual({ status: 404, message: 'Plato no encontrado' });
  const empty = await room.round(randomUUID(), []);
  expect({ status: empty.statusCode, message: empty.json().message }).toEqual({
    status: 400,
    message: 'Datos inválidos: lines: Indica de 1 a 50 platos para el pedido',
  });
  expect(await room.ordersOfTable()).toHaveLength(0);
  // The refused round kept no key: the same key with the corrected round goes through.
  expect((await room.round(key, [{ itemId: room.menu.bandeja.id, quantity: 1 }])).statusCode).toBe(200);
});

it('forgets the keys older than the retention, and only those', async () => {
  const room = await floor();
  const [old, recent] = [randomUUID(), randomUUID()];
  for (const key of [old, recent]) expect((await room.round(key, [{ itemId: room.menu.limonada.id, quantity: 1 }])).statusCode).toBe(200);
  await restaurant.db.query(`UPDATE request_keys SET created_at = now() - interval '8 days' WHERE idempotency_key = $1`, [old]);
  expect(await purgeOldRequestKeys(restaurant.db, new Date(Date.now() - requestKeyRetentionDays * 86_400_000))).toBe(1);
  const { rows } = await restaurant.db.query('SELECT idempotency_key FROM request_keys WHERE idempotency_key = ANY($1)', [[old, recent]]);
  expect(rows).toEqual([{ idempotency_key: recent }]);
});
