import { testNamespace } from '@mb/service-kit/testing';
import { ownerInside } from '../../services/restaurant/test/helpers.js';
import { restaurantBehindGateway } from './restaurant-behind-gateway.js';

// Moving and merging tables (issue 36) as the browser makes the calls: through a listening gateway in front of a real
// restaurant service.
const namespace = testNamespace();
const { restaurant, call } = restaurantBehindGateway(namespace);

/** A restaurant with tables 3, 5 and 6, a round (an Ajiaco) on 3 and 6 each, and their checks. */
async function floor() {
  const { session } = await ownerInside(restaurant(), namespace);
  const category = (await call(session, 'POST', '/restaurant/menu/categories', { name: 'Platos' })).body.data;
  const dish = (await call(session, 'POST', '/restaurant/menu/items', { category_id: category.id, name: 'Ajiaco', price: 27000 })).body
    .data;
  const tables: Record<number, { id: string }> = {};
  for (const number of [3, 5, 6]) tables[number] = (await call(session, 'POST', '/restaurant/tables', { number, seats: 4 })).body.data;
  const checkOn = async (number: number) => {
    await call(session, 'POST', '/restaurant/carrito/add', { itemId: dish.id, quantity: 1 });
    const order = (await call(session, 'POST', '/restaurant/carrito/checkout', { table_id: tables[number]!.id })).body.data;
    return (await call(session, 'GET', `/restaurant/cuentas?order_id=${order.id}`)).body.data[0] as { id: string };
  };
  return { session, tables, three: await checkOn(3), six: await checkOn(6) };
}

it('moves table 3 to table 5, then merges table 6 into it: one check with both rounds, each move shown on it', async () => {
  const { session, tables, three, six } = await floor();
  const moved = await call(session, 'POST', `/restaurant/cuentas/${three.id}/mover-mesa`, { table_id: tables[5]!.id });
  expect(moved).toMatchObject({ status: 200, body: { data: { table_number: 5, moves: [{ kind: 'mesa_cambiada', to_table_number: 5 }] } } });
  const merged = await call(session, 'POST', `/restaurant/cuentas/${three.id}/unir`, { check_id: six.id });
  expect(merged).toMatchObject({
    status: 200,
    body: { data: { table_number: 5, bill: { total: 54000 }, moves: [{ kind: 'mesa_cambiada' }, { kind: 'cuentas_unidas' }] } },
  });
  const tablesNow = (await call(session, 'GET', '/restaurant/tables')).body.data as Array<{ number: number; status: string }>;
  expect(tablesNow.map((table) => [table.number, table.status])).toEqual([
    [3, 'disponible'],
    [5, 'ocupada'],
    [6, 'disponible'],
  ]);
});

it("refuses another restaurant's table or check named in the body, and bad input, changing nothing", async () => {
  const mine = await floor();
  const theirs = await floor();
  const move = await call(mine.session, 'POST', `/restaurant/cuentas/${mine.three.id}/mover-mesa`, { table_id: theirs.tables[5]!.id });
  expect(move).toMatchObject({ status: 404, body: { message: 'Mesa no encontrada' } });
  const merge = await call(mine.session, 'POST', `/restaurant/cuentas/${mine.three.id}/unir`, { check_id: theirs.six.id });
  expect(merge.status).toBe(404);
  const lines = await call(mine.session, 'POST', `/restaurant/cuentas/${mine.three.id}/mover-lineas`, {
    to_check_id: mine.six.id,
    lines: [],
  });
  expect(lines).toMatchObject({ status: 400, body: { message: expect.stringContaining('Líneas inválidas') } });
  expect((await call(theirs.session, 'GET', `/restaurant/cuentas/${theirs.six.id}`)).body.data).toMatchObject({
    status: 'abierta',
    moves: [],
  });
  expect((await call(mine.session, 'GET', `/restaurant/cuentas/${mine.three.id}`)).body.data).toMatchObject({ table_number: 3, moves: [] });
});
