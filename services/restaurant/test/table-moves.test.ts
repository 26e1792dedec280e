import { randomUUID } from 'node:crypto';
import { restaurantCheckUpdated } from '@mb/contracts';
import { testNamespace } from '@mb/service-kit/testing';
import { card, charge, diningRoom as openDiningRoom, outboxOf as outboxOfRoom } from './dining-room.js';
import { startRestaurant, type TestRestaurant } from './helpers.js';

const namespace = testNamespace();
let restaurant: TestRestaurant;

beforeAll(async () => {
  restaurant = await startRestaurant(namespace);
}, 60000);

afterAll(async () => {
  await restaurant?.close();
});

/** The dining room with tables 3, 5, 6 and 7 (in maintenance) besides table 2. */
async function floor() {
  const room = await openDiningRoom(restaurant, namespace);
  const table = async (number: number) => (await room.app.post('/restaurant/tables', { number, seats: 4 })).json().data as { id: string };
  const tables = { 2: room.table as { id: string }, 3: await table(3), 5: await table(5), 6: await table(6), 7: await table(7) };
  await room.app.put(`/restaurant/tables/${tables[7].id}/status`, { status: 'mantenimiento' });
  const statusOf = async (number: keyof typeof tables) =>
    (await room.waiter.app.get('/restaurant/tables')).json().data.find((candidate: { id: string }) => candidate.id === tables[number].id)
      .status;
  const checkUpdates = async (checkId: string) =>
    (await outboxOfRoom(restaurant, checkId))
      .filter((event) => event.type === 'restaurant.check.updated')
      .map((event) => restaurantCheckUpdated.payload.parse(event.payload));
  return { ...room, tables, statusOf, checkUpdates };
}

it('moves an open check to a free table: its rounds follow, the old table is freed and the move is recorded', async () => {
  const room = await floor();
  const first = await room.round([[room.menu.bandeja, 1]], { table_id: room.tables[3].id });
  await room.round([[room.menu.limonada, 2]], { table_id: room.tables[6].id });
  const check = await room.checkOf(first.id);
  const move = (table_id: unknown, id = check.id) => room.waiter.app.post(`/restaurant/cuentas/${id}/mover-mesa`, { table_id });

  const refusals: Array<[unknown, number, string]> = [
    ['mesa-3', 400, 'Datos inválidos: table_id: Mesa inválida: elige la mesa a la que pasa la cuenta'],
    [randomUUID(), 404, 'Mesa no encontrada'],
    [room.tables[3].id, 400, 'La cuenta ya está en la mesa 3: elige otra mesa'],
    [
      room.tables[6].id,
      409,
      'La mesa 6 no está libre (tiene una cuenta abierta o está ocupada): elige una mesa disponible o une las cuentas',
    ],
    [room.tables[7].id, 409, 'La mesa 7 está en mantenimiento: no se le pueden abrir pedidos'],
  ];
  for (const [tableId, status, message] of refusals) {
    const refused = await move(tableId);
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({ status, message });
  }
  expect((await move(room.tables[5].id, randomUUID())).statusCode).toBe(404);

  const moved = await move(room.tables[5].id);
  expect(moved.statusCode).toBe(200);
  expect(moved.json().data).toMatchObject({
    id: check.id,
    status: 'abierta',
    table_number: 5,
    bill: { total: 32900 },
    moves: [{ kind: 'mesa_cambiada', check_id: check.id, from_table_number: 3, to_table_number: 5, moved_by: room.waiter.user.id }],
  });
  expect([await room.statusOf(3), await room.statusOf(5)]).toEqual(['disponible', 'ocupada']);
  expect((await room.waiter.app.get(`/restaurant/pedidos/${first.id}`)).json().data).toMatchObject({ table_number: 5 });
  expect((await room.checkUpdates(check.id)).at(-1)).toMatchObject({
    change: 'table_moved',
    tableId: room.tables[5].id,
    fromTableId: room.tables[3].id,
    total: 32900,
  });
  // The table's next round joins the moved check; the old table opens a new one.
  const next = await room.round([[room.menu.sancocho, 1]], { table_id: room.tables[5].id });
  expect((await room.checkOf(next.id)).id).toBe(check.id);
  const takeaway = await room.round([[room.menu.limonada, 1]], { takeaway: true });
  const refused = await move(room.tables[3].id, (await room.checkOf(takeaway.id)).id);
  expect(refused.json().message).toBe('Esta cuenta es para llevar: no tiene mesa que cambiar ni unir');
});

it('merges two tables checks into one with every round, frees the other table and charges it once', async () => {
  const room = await floor();
  const five = await room.round([[room.menu.bandeja, 2]], { table_id: room.tables[5].id });
  const six = await room.round([[room.menu.sancocho, 1]], { table_id: room.tables[6].id });
  const sixMore = await room.round([[room.menu.limonada, 1]], { table_id: room.tables[6].id });
  const target = await room.checkOf(five.id);
  const other = await room.checkOf(six.id);
  const merge = (check_id: unknown, id = target.id) => room.waiter.app.post(`/restaurant/cuentas/${id}/unir`, { check_id });

  expect((await merge('otra')).json().message).toBe(
    'Datos inválidos: check_id: Cuenta inválida: elige otra cuenta abierta de este restaurante',
  );
  expect((await merge(randomUUID())).statusCode).toBe(404);
  expect((await merge(target.id)).json().message).toBe('Elige otra cuenta: una cuenta no se une ni pasa líneas a sí misma');

  const merged = await merge(other.id);
  expect(merged.statusCode).toBe(200);
  expect(merged.json().data).toMatchObject({
    id: target.id,
    table_number: 5,
    order_ids: [five.id, six.id, sixMore.id],
    bill: { total: 2 * 32900 + 27333 + 9999 },
    moves: [{ kind: 'cuentas_unidas', check_id: target.id, other_check_id: other.id, from_table_number: 6, to_table_number: 5 }],
  });
  expect(await room.statusOf(6)).toBe('disponible');
  const left = (await room.waiter.app.get(`/restaurant/cuentas/${other.id}`)).json().data;
  expect(left).toMatchObject({ status: 'unida', merged_into: target.id, bill: { total: 0 }, moves: [{ kind: 'cuentas_unidas' }] });
  expect((await room.checkUpdates(other.id)).at(-1)).toMatchObject({ change: 'merged', otherCheckId: target.id, total: 0 });
  expect((await room.checkUpdates(target.id)).at(-1)).toMatchObject({ change: 'merged', otherCheckId: other.id, total: 103132 });
  // The merged check is read-only: merging it again or charging it is refused; the one check is charged once.
  const again = await merge(other.id);
  expect({ status: again.statusCode, message: again.json().message }).toEqual({
    status: 409,
    message: 'Esta cuenta se unió a otra: sus consumos están ahora en esa cuenta',
  });
  expect((await charge(room.waiter.app, other.id, { payments: [card(37332)] })).statusCode).toBe(409);
  const paid = await charge(room.waiter.app, target.id, { payments: [card(103132)] });
  expect(paid.json().data).toMatchObject({ status: 'pagada', bill: { total: 103132 } });
  expect(await room.statusOf(5)).toBe('disponible');
});

it('refuses to merge or move lines of a check split in equal parts', async () => {
  const room = await floor();
  const five = await room.checkOf((await room.round([[room.menu.bandeja, 2]], { table_id: room.tables[5].id })).id);
  const six = await room.checkOf((await room.round([[room.menu.sancocho, 2]], { table_id: room.tables[6].id })).id);
  expect((await room.waiter.app.post(`/restaurant/cuentas/${six.id}/dividir-partes`, { parts: 2 })).statusCode).toBe(200);
  const inParts =
    'Esta cuenta está dividida en partes iguales: sus consumos ya no cambian (los nuevos pedidos de la mesa van a otra cuenta)';
  for (const [id, other] of [
    [five.id, six.id],
    [six.id, five.id],
  ]) {
    const refused = await room.waiter.app.post(`/restaurant/cuentas/${id}/unir`, { check_id: other });
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({ status: 409, message: inParts });
  }
  const line = five.bill.lines[0];
  const lines = await room.waiter.app.post(`/restaurant/cuentas/${five.id}/mover-lineas`, {
    to_check_id: six.id,
    lines: [{ order_id: line.order_id, position: line.position }],
  });
  expect(lines.json().message).toBe(inParts);
  expect((await room.waiter.app.get(`/restaurant/cuentas/${five.id}`)).json().data).toMatchObject({ status: 'abierta', moves: [] });
});

it('moves lines between two open checks, leaving at least one behind', async () => {
  const room = await floor();
  const three = await room.round(
    [
      [room.menu.bandeja, 1],
      [room.menu.sancocho, 1],
    ],
    { table_id: room.tables[3].id },
  );
  const from = await room.checkOf(three.id);
  const to = await room.checkOf((await room.round([[room.menu.limonada, 1]], { table_id: room.tables[5].id })).id);
  const [bandeja, sancocho] = from.bill.lines as Array<{ order_id: string; position: number }>;
  const move = (lines: object[], to_check_id = to.id) =>
    room.waiter.app.post(`/restaurant/cuentas/${from.id}/mover-lineas`, { to_check_id, lines });

  expect((await move([{ order_id: three.id, position: 9 }])).json().message).toBe(
    'Líneas inválidas: elige de 1 a 200 líneas de esta cuenta, cada una una sola vez',
  );
  const all = [bandeja, sancocho].map((line) => ({ order_id: line!.order_id, position: line!.position }));
  expect((await move(all)).json().message).toBe(
    'Deja al menos una línea en la cuenta original: para cobrarla toda no hace falta dividirla',
  );

  const moved = await move([all[1]!]);
  expect(moved.statusCode).toBe(200);
  expect(moved.json().data).toMatchObject({
    bill: { total: 32900, lines: [{ name: 'Bandeja paisa' }] },
    moves: [{ kind: 'lineas_movidas', check_id: from.id, other_check_id: to.id, lines: 1, from_table_number: 3, to_table_number: 5 }],
  });
  const received = (await room.waiter.app.get(`/restaurant/cuentas/${to.id}`)).json().data;
  expect(received).toMatchObject({
    bill: { total: 9999 + 27333, lines: [{ name: 'Sancocho' }, { name: 'Limonada de coco' }] },
    moves: [{ kind: 'lineas_movidas', lines: 1 }],
  });
  expect((await room.checkUpdates(to.id)).at(-1)).toMatchObject({ change: 'lines_moved', otherCheckId: from.id, total: 37332 });
  // Both tables still have something to charge; paying the table 3 check frees it, the moved line stays on table 5.
  expect(await room.statusOf(3)).toBe('ocupada');
  await charge(room.waiter.app, from.id, { payments: [card(32900)] });
  expect([await room.statusOf(3), await room.statusOf(5)]).toEqual(['disponible', 'ocupada']);
});
