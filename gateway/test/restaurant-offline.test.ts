import { randomUUID } from 'node:crypto';
import { testNamespace } from '@mb/service-kit/testing';
import { ownerInside } from '../../services/restaurant/test/helpers.js';
import { restaurantBehindGateway } from './restaurant-behind-gateway.js';

// A device's queued writes (issue 36) as the browser sends them when the connection returns: through a listening
// gateway, which passes each one's Idempotency-Key on to the restaurant service.
const namespace = testNamespace();
const { restaurant, call } = restaurantBehindGateway(namespace);

it('applies a queued round and a queued move once through the gateway, however many times they are sent', async () => {
  const { session } = await ownerInside(restaurant(), namespace);
  const category = (await call(session, 'POST', '/restaurant/menu/categories', { name: 'Platos' })).body.data;
  const dish = (await call(session, 'POST', '/restaurant/menu/items', { category_id: category.id, name: 'Ajiaco', price: 27000 })).body
    .data;
  const table = (await call(session, 'POST', '/restaurant/tables', { number: 4, seats: 4 })).body.data;
  const round = { table_id: table.id, lines: [{ itemId: dish.id, quantity: 2 }] };
  const roundKey = { 'idempotency-key': randomUUID() };
  const sent = await Promise.all([1, 2, 3].map(() => call(session, 'POST', '/restaurant/pedidos', round, roundKey)));
  expect(sent.map((answer) => answer.status)).toEqual([200, 200, 200]);
  const order = sent[0]!.body.data;
  expect(new Set(sent.map((answer) => answer.body.data.id))).toEqual(new Set([order.id]));
  expect(order).toMatchObject({ total: 54000, items: [{ name: 'Ajiaco', quantity: 2 }] });

  const moveKey = { 'idempotency-key': randomUUID() };
  for (let time = 0; time < 2; time += 1) {
    const moved = await call(session, 'PUT', `/restaurant/pedidos/${order.id}/estado`, { status: 'confirmado' }, moveKey);
    expect(moved).toMatchObject({ status: 200, body: { data: { status: 'confirmado' } } });
  }
  const orders = (await call(session, 'GET', `/restaurant/pedidos?table_id=${table.id}`)).body.data;
  expect(orders.map((seen: { id: string; history: unknown[] }) => [seen.id, seen.history.length])).toEqual([[order.id, 2]]);

  const reused = await call(session, 'PUT', `/restaurant/pedidos/${order.id}/estado`, { status: 'preparando' }, moveKey);
  expect(reused).toMatchObject({
    status: 409,
    body: { message: 'Esta clave de idempotencia ya se usó para otra solicitud: genera una nueva para cada acción distinta' },
  });
});
