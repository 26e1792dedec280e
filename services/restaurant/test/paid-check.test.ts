import { testNamespace } from '@mb/service-kit/testing';
import { card, charge, diningRoom as openDiningRoom } from './dining-room.js';
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
type Room = Awaited<ReturnType<typeof diningRoom>>;
/** The kitchen moves a round along, one status at a time; answers the order as the last move left it. */
async function advance(room: Room, orderId: string, statuses: string[]) {
  let order: { status: string; history: Array<{ to: string; by: string; reason: string }> } | undefined;
  for (const status of statuses) {
    const moved = await room.app.put(`/restaurant/pedidos/${orderId}/estado`, { status });
    expect(moved.statusCode).toBe(200);
    order = moved.json().data;
  }
  return order!;
}
const statusOf = async (room: Room, orderId: string) => (await room.waiter.app.get(`/restaurant/pedidos/${orderId}`)).json().data.status;
const tableStatus = async (room: Room) => (await room.app.get('/restaurant/tables')).json().data[0].status;
const toDelivered = ['confirmado', 'preparando', 'listo', 'entregado'];

it('closes a paid check’s rounds and frees its table; a round on a check is not paid ticket by ticket', async () => {
  const room = await diningRoom();
  const served = await room.round([[room.menu.bandeja, 1]]);
  const cooking = await room.round([[room.menu.sancocho, 1]]);
  await advance(room, served.id, toDelivered);
  await advance(room, cooking.id, ['confirmado', 'preparando']);

  const byTicket = await room.waiter.app.put(`/restaurant/pedidos/${served.id}/estado`, { status: 'pagado' });
  expect(byTicket.statusCode).toBe(409);
  expect(byTicket.json().message).toBe(
    'Este pedido es parte de una cuenta: se paga al cobrar la cuenta con "Cobrar", no pedido por pedido',
  );
  expect(await statusOf(room, served.id)).toBe('entregado');
  expect(await tableStatus(room)).toBe('ocupada');

  const check = await room.checkOf(served.id);
  expect((await charge(room.waiter.app, check.id, { payments: [card(32900 + 27333)] })).statusCode).toBe(200);
  // The delivered round is paid by the charge; the one still cooking stays on the kitchen board until delivered.
  const paid = (await room.waiter.app.get(`/restaurant/pedidos/${served.id}`)).json().data;
  expect(paid.status).toBe('pagado');
  expect(paid.history.at(-1)).toMatchObject({ from: 'entregado', to: 'pagado', by: room.waiter.user.id, reason: 'Cuenta cobrada' });
  expect(await statusOf(room, cooking.id)).toBe('preparando');
  expect(await tableStatus(room)).toBe('disponible');

  const cancelPaid = await room.app.put(`/restaurant/pedidos/${cooking.id}/cancelar`, { reason: 'error' });
  expect(cancelPaid.statusCode).toBe(409);
  expect(cancelPaid.json().message).toBe('Esta cuenta ya fue cobrada y está cerrada: solo se puede consultar');
  const delivered = await advance(room, cooking.id, ['listo', 'entregado']);
  expect(delivered.status).toBe('pagado');
  expect(delivered.history.slice(-2).map((change) => [change.to, change.reason])).toEqual([
    ['entregado', ''],
    ['pagado', 'Cuenta cobrada'],
  ]);

  const paidEvents = await restaurant.db.query(
    `SELECT aggregateid FROM outbox WHERE type = 'restaurant.order.paid' AND aggregateid = ANY($1) ORDER BY created_at`,
    [[served.id, cooking.id]],
  );
  expect(paidEvents.rows.map((row) => row.aggregateid)).toEqual([served.id, cooking.id]);
});

it('settles a round split by items once each of its checks is paid, and frees the table only then', async () => {
  const room = await diningRoom();
  const round = await room.round([
    [room.menu.bandeja, 1],
    [room.menu.limonada, 1],
  ]);
  await advance(room, round.id, toDelivered);
  const main = await room.checkOf(round.id);
  const lemonade = main.bill.lines.find((line: { name: string }) => line.name === 'Limonada de coco');
  const split = await room.waiter.app.post(`/restaurant/cuentas/${main.id}/dividir`, {
    lines: [{ order_id: lemonade.order_id, position: lemonade.position }],
  });
  expect(split.statusCode).toBe(200);

  expect((await charge(room.waiter.app, main.id, { payments: [card(32900)] })).statusCode).toBe(200);
  expect(await statusOf(room, round.id)).toBe('entregado');
  expect(await tableStatus(room)).toBe('ocupada');
  expect((await charge(room.waiter.app, split.json().data.id, { payments: [card(9999)] })).statusCode).toBe(200);
  expect(await statusOf(room, round.id)).toBe('pagado');
  expect(await tableStatus(room)).toBe('disponible');
});

it('keeps the old per-ticket payment for an order from before checks existed', async () => {
  const room = await diningRoom();
  const legacy = await room.round([[room.menu.sancocho, 1]]);
  // As the orders taken before checks existed: no check.
  await restaurant.db.query('UPDATE orders SET check_id = NULL WHERE id = $1', [legacy.id]);
  const order = await advance(room, legacy.id, [...toDelivered, 'pagado']);
  expect(order.status).toBe('pagado');
  expect(await tableStatus(room)).toBe('disponible');
});
