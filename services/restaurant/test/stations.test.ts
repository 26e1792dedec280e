import { randomUUID } from 'node:crypto';
import { testNamespace } from '@mb/service-kit/testing';
import { enterRestaurant, newPerson, ownerInside, startRestaurant, type TestRestaurant } from './helpers.js';

const namespace = testNamespace();
let restaurant: TestRestaurant;

beforeAll(async () => {
  restaurant = await startRestaurant(namespace);
}, 60000);

afterAll(async () => {
  await restaurant?.close();
});

/**
 * A restaurant with a Bar station beside its default Cocina: 'Platos' (no station named: the kitchen's) and 'Bebidas'
 * (the bar's), table 3, and a waiter who sends rounds from the cart.
 */
async function withBar() {
  const inside = await ownerInside(restaurant, namespace);
  const bar = (await inside.app.post('/restaurant/estaciones', { name: 'Bar' })).json().data;
  const platos = (await inside.app.post('/restaurant/menu/categories', { name: 'Platos' })).json().data;
  const bebidas = (await inside.app.post('/restaurant/menu/categories', { name: 'Bebidas', station_id: bar.id })).json().data;
  const dish = async (categoryId: string, name: string, price: number) =>
    (await inside.app.post('/restaurant/menu/items', { category_id: categoryId, name, price })).json().data as { id: string };
  const menu = {
    churrasco: await dish(platos.id, 'Churrasco', 42000),
    sancocho: await dish(platos.id, 'Sancocho', 27000),
    limonada: await dish(bebidas.id, 'Limonada', 8000),
  };
  const table = (await inside.app.post('/restaurant/tables', { number: 3, seats: 4 })).json().data;
  const person = newPerson('mesero');
  await restaurant.as(inside.token).post('/restaurant/config/assignments', { email: person.email, name: 'Mesero', role: 'employee' });
  const waiter = await enterRestaurant(restaurant, person, inside.subscription.subscriptionId);
  const round = async (items: Array<[{ id: string }, number]>) => {
    for (const [item, quantity] of items) await waiter.app.post('/restaurant/carrito/add', { itemId: item.id, quantity });
    const sent = await waiter.app.post('/restaurant/carrito/checkout', { table_id: table.id });
    expect(sent.statusCode).toBe(200);
    return sent.json() as { data: Order; orders: Order[] };
  };
  return { ...inside, bar, platos, bebidas, menu, table, waiter, round };
}

interface Order {
  id: string;
  number: number;
  status: string;
  station_id: string;
  station_name: string;
  items: Array<{ name: string; quantity: number }>;
  history: Array<{ from: string | null; to: string; by: string; reason: string }>;
}

it("lists the default 'Cocina' first, lets an admin add and rename stations, and refuses bad ones with a message", async () => {
  const inside = await ownerInside(restaurant, namespace);
  const listed = (await inside.app.get('/restaurant/estaciones')).json().data;
  expect(listed).toMatchObject([{ name: 'Cocina', is_default: true }]);

  const bar = await inside.app.post('/restaurant/estaciones', { name: 'Bar' });
  expect(bar.statusCode).toBe(200);
  expect(bar.json().data).toMatchObject({ name: 'Bar', is_default: false });
  const taken = await inside.app.post('/restaurant/estaciones', { name: 'cocina' });
  expect(taken.statusCode).toBe(409);
  expect(taken.json().message).toBe('Ya existe una estación con ese nombre');
  for (const name of ['', ' ', 'x'.repeat(41), 'Bar\u0007']) {
    const bad = await inside.app.post('/restaurant/estaciones', { name });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Nombre de estación inválido (1 a 40 caracteres, sin caracteres de control)');
  }
  const renamed = await inside.app.put(`/restaurant/estaciones/${bar.json().data.id}`, { name: 'Barra' });
  expect(renamed.json().data).toMatchObject({ id: bar.json().data.id, name: 'Barra' });
  expect((await inside.app.put(`/restaurant/estaciones/${randomUUID()}`, { name: 'Parrilla' })).statusCode).toBe(404);
  expect((await inside.app.get('/restaurant/estaciones')).json().data.map((one: { name: string }) => one.name)).toEqual([
    'Cocina',
    'Barra',
  ]);

  // Staff read the stations (their boards) but do not name them.
  const person = newPerson('cocinera');
  await restaurant.as(inside.token).post('/restaurant/config/assignments', { email: person.email, name: 'Cocinera', role: 'employee' });
  const cook = await enterRestaurant(restaurant, person, inside.subscription.subscriptionId);
  expect((await cook.app.get('/restaurant/estaciones')).json().data).toHaveLength(2);
  expect((await cook.app.post('/restaurant/estaciones', { name: 'Postres' })).statusCode).toBe(403);
});

it("sends a new restaurant's first rounds, arriving at once, all to the one 'Cocina' they make", async () => {
  const inside = await ownerInside(restaurant, namespace);
  const platos = (await inside.app.post('/restaurant/menu/categories', { name: 'Platos' })).json().data;
  const dish = (await inside.app.post('/restaurant/menu/items', { category_id: platos.id, name: 'Ajiaco', price: 28000 })).json().data;
  const rounds = await Promise.all(
    Array.from({ length: 16 }, () => inside.app.post('/restaurant/pedidos', { takeaway: true, lines: [{ itemId: dish.id, quantity: 1 }] })),
  );
  expect(rounds.map((sent) => sent.statusCode)).toEqual(Array(16).fill(200));
  const stations = (await inside.app.get('/restaurant/estaciones')).json().data;
  expect(stations).toMatchObject([{ name: 'Cocina', is_default: true }]);
  expect(stations).toHaveLength(1);
  expect(new Set(rounds.map((sent) => sent.json().data.station_id))).toEqual(new Set([stations[0].id]));
});

it('sends each category to its station: a category names one, or none (the default), and another restaurant’s is refused', async () => {
  const room = await withBar();
  expect(room.platos.station_id).toBeNull();
  expect(room.bebidas.station_id).toBe(room.bar.id);

  const other = await withBar();
  const refused = await room.app.put(`/restaurant/menu/categories/${room.platos.id}`, { name: 'Platos', station_id: other.bar.id });
  expect(refused.statusCode).toBe(404);
  expect(refused.json().message).toBe('Estación no encontrada');
  const created = await room.app.post('/restaurant/menu/categories', { name: 'Postres', station_id: other.bar.id });
  expect(created.statusCode).toBe(404);
  const categories = (await room.app.get('/restaurant/menu/categories')).json().data;
  expect(categories.map((category: { name: string; station_id: string | null }) => [category.name, category.station_id])).toEqual([
    ['Platos', null],
    ['Bebidas', room.bar.id],
  ]);

  // A rename keeps the station; naming the bar moves the category there.
  const renamed = await room.app.put(`/restaurant/menu/categories/${room.bebidas.id}`, { name: 'Bebidas frías' });
  expect(renamed.json().data).toMatchObject({ name: 'Bebidas frías', station_id: room.bar.id });
  const moved = await room.app.put(`/restaurant/menu/categories/${room.platos.id}`, { name: 'Platos', station_id: room.bar.id });
  expect(moved.json().data.station_id).toBe(room.bar.id);
  const back = await room.app.put(`/restaurant/menu/categories/${room.platos.id}`, { name: 'Platos', station_id: null });
  expect(back.json().data.station_id).toBeNull();
});

it('splits a round into one numbered order per station; the check gets every line once; each board reads its own', async () => {
  const room = await withBar();
  const cocina = (await room.app.get('/restaurant/estaciones')).json().data[0];
  const sent = await room.round([
    [room.menu.churrasco, 1],
    [room.menu.limonada, 2],
    [room.menu.sancocho, 1],
  ]);

  expect(sent.orders).toHaveLength(2);
  const [kitchen, bar] = sent.orders as [Order, Order];
  expect(sent.data).toEqual(kitchen);
  expect(kitchen).toMatchObject({ station_id: cocina.id, station_name: 'Cocina', status: 'pendiente', total: 69000 });
  expect(kitchen.items.map((item) => [item.name, item.quantity])).toEqual([
    ['Churrasco', 1],
    ['Sancocho', 1],
  ]);
  expect(bar).toMatchObject({ station_id: room.bar.id, station_name: 'Bar', total: 16000 });
  expect(bar.items.map((item) => [item.name, item.quantity])).toEqual([['Limonada', 2]]);
  expect(bar.number).toBe(kitchen.number + 1);
  // Each order's restaurant.order.created names its station.
  const created = await restaurant.db.query(
    "SELECT aggregateid, payload FROM outbox WHERE type = 'restaurant.order.created' AND aggregateid = ANY($1)",
    [[kitchen.id, bar.id]],
  );
  expect(Object.fromEntries(created.rows.map((row) => [row.aggregateid, row.payload.station]))).toEqual({
    [kitchen.id]: { id: cocina.id, name: 'Cocina' },
    [bar.id]: { id: room.bar.id, name: 'Bar' },
  });

  const check = (await room.waiter.app.get(`/restaurant/cuentas?order_id=${bar.id}`)).json().data[0];
  expect(check.order_ids).toEqual([kitchen.id, bar.id]);
  expect(check.bill.lines.map((line: { name: string; quantity: number }) => [line.name, line.quantity])).toEqual([
    ['Churrasco', 1],
    ['Sancocho', 1],
    ['Limonada', 2],
  ]);
  expect(check.bill.total).toBe(85000);

  const board = async (stationId: string) =>
    (await room.app.get(`/restaurant/pedidos?station_id=${stationId}`)).json().data.map((order: Order) => order.id);
  expect(await board(room.bar.id)).toEqual([bar.id]);
  expect(await board(cocina.id)).toEqual([kitchen.id]);
  expect((await room.app.get('/restaurant/pedidos')).json().data).toHaveLength(2);

  // A round of one station is one order.
  const drinks = await room.round([[room.menu.limonada, 1]]);
  expect(drinks.orders).toEqual([drinks.data]);
  expect(drinks.data).toMatchObject({ station_name: 'Bar', number: bar.number + 1 });
});

it("'Recuperar último' brings the station's last delivered ticket back to listo, recorded, and nothing of another station", async () => {
  const room = await withBar();
  const cocina = (await room.app.get('/restaurant/estaciones')).json().data[0];
  const first = (await room.round([[room.menu.limonada, 1]])).data;
  const second = (await room.round([[room.menu.limonada, 2]])).data;
  const food = (await room.round([[room.menu.churrasco, 1]])).data;
  const deliver = async (order: Order) => {
    for (const status of ['confirmado', 'preparando', 'listo', 'entregado'])
      expect((await room.app.put(`/restaurant/pedidos/${order.id}/estado`, { status })).statusCode).toBe(200);
  };
  await deliver(second);
  await deliver(first);

  const nothing = await room.app.post('/restaurant/pedidos/recuperar', { station_id: cocina.id });
  expect(nothing.statusCode).toBe(409);
  expect(nothing.json().message).toBe('No hay pedidos entregados para recuperar en esta estación');
  expect((await room.app.get(`/restaurant/pedidos/${food.id}`)).json().data.status).toBe('pendiente');

  const recalled = await room.waiter.app.post('/restaurant/pedidos/recuperar', { station_id: room.bar.id });
  expect(recalled.statusCode).toBe(200);
  // The one delivered last, whatever its number.
  expect(recalled.json().data).toMatchObject({ id: first.id, status: 'listo' });
  expect(recalled.json().data.history.at(-1)).toMatchObject({
    from: 'entregado',
    to: 'listo',
    by: room.waiter.user.id,
    reason: 'Recuperado',
  });
  const again = await room.waiter.app.post('/restaurant/pedidos/recuperar', { station_id: room.bar.id });
  expect(again.json().data).toMatchObject({ id: second.id, status: 'listo' });
  expect((await room.app.post('/restaurant/pedidos/recuperar', { station_id: room.bar.id })).statusCode).toBe(409);
  // Recalled, it moves on again as any ticket.
  expect((await room.app.put(`/restaurant/pedidos/${first.id}/estado`, { status: 'entregado' })).statusCode).toBe(200);
  // Without a station: the last delivered of any.
  expect((await room.app.post('/restaurant/pedidos/recuperar', {})).json().data).toMatchObject({ id: first.id, status: 'listo' });
});

it("keeps restaurants apart: another's station is not found, and a recall never reaches another restaurant's tickets", async () => {
  const room = await withBar();
  const other = await withBar();
  const theirs = (await other.round([[other.menu.limonada, 1]])).data;
  for (const status of ['confirmado', 'preparando', 'listo', 'entregado'])
    await other.app.put(`/restaurant/pedidos/${theirs.id}/estado`, { status });

  const foreign = await room.app.post('/restaurant/pedidos/recuperar', { station_id: other.bar.id });
  expect(foreign.statusCode).toBe(404);
  expect(foreign.json().message).toBe('Estación no encontrada');
  expect((await room.app.post('/restaurant/pedidos/recuperar', {})).statusCode).toBe(409);
  expect((await room.app.put(`/restaurant/estaciones/${other.bar.id}`, { name: 'Mío' })).statusCode).toBe(404);
  expect((await room.app.get(`/restaurant/pedidos?station_id=${other.bar.id}`)).json().data).toEqual([]);
  expect((await other.app.get(`/restaurant/pedidos/${theirs.id}`)).json().data.status).toBe('entregado');
  expect((await other.app.get('/restaurant/estaciones')).json().data.map((one: { name: string }) => one.name)).toEqual(['Cocina', 'Bar']);
});
