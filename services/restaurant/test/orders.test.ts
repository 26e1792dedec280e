import { randomUUID } from 'node:crypto';
import { orderStatuses } from '@mb/contracts';
import { testNamespace } from '@mb/service-kit/testing';
import { colombianDay } from '../src/domain/stats-range.js';
import { enterRestaurant, newPerson, ownerInside, startRestaurant, type TestRestaurant } from './helpers.js';

const namespace = testNamespace();
let restaurant: TestRestaurant;

beforeAll(async () => {
  restaurant = await startRestaurant(namespace);
}, 60000);

afterAll(async () => {
  await restaurant?.close();
});

type Inside = Awaited<ReturnType<typeof ownerInside>>;

/** A restaurant with a menu of two dishes and table 1, plus an employee inside it. */
async function furnished(): Promise<
  Inside & { waiter: Awaited<ReturnType<typeof enterRestaurant>>; soup: { id: string }; juice: { id: string }; table: { id: string } }
> {
  const inside = await ownerInside(restaurant, namespace);
  const category = (await inside.app.post('/restaurant/menu/categories', { name: 'Carta' })).json().data;
  const soup = (await inside.app.post('/restaurant/menu/items', { category_id: category.id, name: 'Ajiaco', price: 28000 })).json().data;
  const juice = (await inside.app.post('/restaurant/menu/items', { category_id: category.id, name: 'Jugo de lulo', price: 7000 })).json()
    .data;
  const table = (await inside.app.post('/restaurant/tables', { number: 1, seats: 4, zone: 'Terraza' })).json().data;
  const person = newPerson('mesero');
  await restaurant.as(inside.token).post('/restaurant/config/assignments', { email: person.email, name: 'Mesero', role: 'employee' });
  const waiter = await enterRestaurant(restaurant, person, inside.subscription.subscriptionId);
  return { ...inside, waiter, soup, juice, table };
}

it('keeps tables numbered once per restaurant, with 1 to 12 seats, and lets staff set their status', async () => {
  const inside = await furnished();
  const taken = await inside.app.post('/restaurant/tables', { number: 1, seats: 2 });
  expect(taken.statusCode).toBe(409);
  expect(taken.json().message).toBe('Ya existe la mesa 1 en este restaurante');
  for (const body of [
    { number: 2, seats: 0 },
    { number: 2, seats: 13 },
    { number: 0, seats: 2 },
    { number: 2, seats: 2, zone: 'a\u0000' },
  ]) {
    expect((await inside.app.post('/restaurant/tables', body)).statusCode).toBe(400);
  }
  expect((await inside.waiter.app.post('/restaurant/tables', { number: 2, seats: 2 })).statusCode).toBe(403);

  const reserved = await inside.waiter.app.put(`/restaurant/tables/${inside.table.id}/status`, { status: 'reservada' });
  expect(reserved.json().data).toMatchObject({ number: 1, seats: 4, zone: 'Terraza', status: 'reservada', open_orders: 0 });
  const bad = await inside.waiter.app.put(`/restaurant/tables/${inside.table.id}/status`, { status: 'rota' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toContain('Estado de mesa inválido');
  expect((await inside.waiter.app.put(`/restaurant/tables/${randomUUID()}/status`, { status: 'disponible' })).statusCode).toBe(404);
  expect((await inside.app.get('/restaurant/tables')).json().data).toMatchObject([{ id: inside.table.id, status: 'reservada' }]);
});

it('keeps each person’s cart, with quantities 1 to 99 and a note per line, and refuses bad ones with a message', async () => {
  const inside = await furnished();
  const cart = inside.waiter.app;
  const added = await cart.post('/restaurant/carrito/add', { itemId: inside.soup.id, quantity: 2, note: 'sin cebolla' });
  expect(added.json().data).toMatchObject({
    dish_id: inside.soup.id,
    name: 'Ajiaco',
    unit_price: 28000,
    quantity: 2,
    note: 'sin cebolla',
    line_total: 56000,
  });
  const again = await cart.post('/restaurant/carrito/add', { itemId: inside.soup.id });
  expect(again.json().data).toMatchObject({ id: added.json().data.id, quantity: 3, note: 'sin cebolla' });
  const juice = (await cart.post('/restaurant/carrito/add', { itemId: inside.juice.id, quantity: 1 })).json().data;

  for (const quantity of [0, -1, 100, 1_000_000, 1.5]) {
    const answer = await cart.put('/restaurant/carrito/update-quantity', { id: juice.id, quantity });
    expect({ quantity, status: answer.statusCode }).toEqual({ quantity, status: 400 });
    expect(answer.json().message).toContain('Cantidad inválida: un entero de 1 a 99');
    expect((await cart.post('/restaurant/carrito/add', { itemId: inside.juice.id, quantity })).statusCode).toBe(400);
  }
  const past99 = await cart.post('/restaurant/carrito/add', { itemId: inside.juice.id, quantity: 99 });
  expect(past99.statusCode).toBe(400);
  expect(past99.json().message).toBe('Cantidad inválida: un entero de 1 a 99');
  expect((await cart.post('/restaurant/carrito/add', { itemId: inside.juice.id, note: 'a\u0000' })).statusCode).toBe(400);
  expect((await cart.post('/restaurant/carrito/add', { itemId: randomUUID() })).statusCode).toBe(404);

  expect(
    (await cart.put('/restaurant/carrito/update-quantity', { id: juice.id, quantity: 4, note: 'bien frío' })).json().data,
  ).toMatchObject({ quantity: 4, note: 'bien frío', line_total: 28000 });
  expect((await cart.get(`/restaurant/carrito/summary/${inside.waiter.user.id}`)).json().data).toEqual({
    lines: 2,
    units: 7,
    total: 3 * 28000 + 4 * 7000,
  });
  expect((await cart.get(`/restaurant/carrito/${inside.waiter.user.id}`)).json().data.map((line: { name: string }) => line.name)).toEqual([
    'Ajiaco',
    'Jugo de lulo',
  ]);

  // Someone else's cart, even in the same restaurant, is not found; nor is their line.
  const owners = await inside.app.get(`/restaurant/carrito/${inside.waiter.user.id}`);
  expect(owners.statusCode).toBe(404);
  expect((await inside.app.get(`/restaurant/carrito/${inside.user.id}`)).json().data).toEqual([]);
  expect((await inside.app.delete(`/restaurant/carrito/item/${juice.id}`)).statusCode).toBe(404);
  expect((await inside.app.put('/restaurant/carrito/update-quantity', { id: juice.id, quantity: 1 })).statusCode).toBe(404);

  expect((await cart.delete(`/restaurant/carrito/item/${juice.id}`)).statusCode).toBe(200);
  expect((await cart.get(`/restaurant/carrito/summary/${inside.waiter.user.id}`)).json().data).toEqual({
    lines: 1,
    units: 3,
    total: 84000,
  });

  await inside.app.put(`/restaurant/menu/items/${inside.juice.id}`, { available: false });
  const unavailable = await cart.post('/restaurant/carrito/add', { itemId: inside.juice.id });
  expect(unavailable.statusCode).toBe(409);
  expect(unavailable.json().message).toBe('El plato "Jugo de lulo" no está disponible');
});

it('takes an order for a table, moves it one step at a time recording who and when, and frees the table once paid', async () => {
  const inside = await furnished();
  const waiter = inside.waiter.app;
  await waiter.post('/restaurant/carrito/add', { itemId: inside.soup.id, quantity: 2, note: 'sin cebolla' });
  await waiter.post('/restaurant/carrito/add', { itemId: inside.juice.id, quantity: 1 });

  for (const body of [{}, { table_id: inside.table.id, takeaway: true }]) {
    expect((await waiter.post('/restaurant/carrito/checkout', body)).statusCode).toBe(400);
  }
  const unknownTable = await waiter.post('/restaurant/carrito/checkout', { table_id: randomUUID() });
  expect(unknownTable.statusCode).toBe(404);
  expect(unknownTable.json().message).toBe('Mesa no encontrada');

  const taken = await waiter.post('/restaurant/carrito/checkout', { table_id: inside.table.id, note: 'cumpleaños' });
  expect(taken.statusCode).toBe(200);
  const order = taken.json().data;
  expect(order).toMatchObject({
    number: 1,
    status: 'pendiente',
    table_id: inside.table.id,
    table_number: 1,
    takeaway: false,
    note: 'cumpleaños',
    total: 63000,
    created_by: inside.waiter.user.id,
    items: [
      { dish_id: inside.soup.id, name: 'Ajiaco', unit_price: 28000, quantity: 2, note: 'sin cebolla', line_total: 56000 },
      { dish_id: inside.juice.id, name: 'Jugo de lulo', unit_price: 7000, quantity: 1, note: '', line_total: 7000 },
    ],
    history: [{ from: null, to: 'pendiente', by: inside.waiter.user.id, by_email: expect.stringContaining('mesero') }],
  });
  // The checkout answers what it wrote: the same order a read finds.
  expect((await waiter.get(`/restaurant/pedidos/${order.id}`)).json().data).toEqual(order);
  expect((await waiter.get(`/restaurant/carrito/summary/${inside.waiter.user.id}`)).json().data).toEqual({ lines: 0, units: 0, total: 0 });
  expect((await waiter.post('/restaurant/carrito/checkout', { takeaway: true })).json().message).toBe('El carrito está vacío');
  const table = async () => (await inside.app.get('/restaurant/tables')).json().data[0];
  expect(await table()).toMatchObject({ status: 'ocupada', open_orders: 1 });
  expect((await inside.app.put(`/restaurant/tables/${inside.table.id}/status`, { status: 'disponible' })).json().message).toBe(
    'La mesa 1 tiene pedidos abiertos: sigue ocupada hasta que se paguen o cancelen',
  );

  // A second order on the same table keeps it ocupada until both are closed.
  await waiter.post('/restaurant/carrito/add', { itemId: inside.juice.id });
  const second = (await waiter.post('/restaurant/carrito/checkout', { table_id: inside.table.id })).json().data;
  expect(second.number).toBe(2);
  expect((await waiter.put(`/restaurant/pedidos/${second.id}/cancelar`, { reason: 'se fueron' })).json().data).toMatchObject({
    status: 'cancelado',
  });
  expect(await table()).toMatchObject({ status: 'ocupada', open_orders: 1 });

  for (const [who, status] of [
    [waiter, 'confirmado'],
    [inside.app, 'preparando'],
    [inside.app, 'listo'],
    [waiter, 'entregado'],
  ] as const) {
    const moved = await who.put(`/restaurant/pedidos/${order.id}/estado`, { status });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.status).toBe(status);
  }
  expect(await table()).toMatchObject({ status: 'ocupada' });
  // A round on a check is not paid ticket by ticket: charging its check ('Cobrar') pays it and frees the table.
  const byTicket = await waiter.put(`/restaurant/pedidos/${order.id}/estado`, { status: 'pagado' });
  expect(byTicket.statusCode).toBe(409);
  expect(byTicket.json().message).toBe(
    'Este pedido es parte de una cuenta: se paga al cobrar la cuenta con "Cobrar", no pedido por pedido',
  );
  const check = (await waiter.get(`/restaurant/cuentas?order_id=${order.id}`)).json().data[0];
  const charged = await waiter.post(`/restaurant/cuentas/${check.id}/cobrar`, {
    idempotency_key: `cobro-${randomUUID()}`,
    payments: [{ method: 'nequi', amount: 63000 }],
  });
  expect(charged.statusCode).toBe(200);
  const paid = (await waiter.get(`/restaurant/pedidos/${order.id}`)).json().data;
  expect(paid.history.map((change: { from: string; to: string; by: string }) => [change.from, change.to, change.by])).toEqual([
    [null, 'pendiente', inside.waiter.user.id],
    ['pendiente', 'confirmado', inside.waiter.user.id],
    ['confirmado', 'preparando', inside.user.id],
    ['preparando', 'listo', inside.user.id],
    ['listo', 'entregado', inside.waiter.user.id],
    ['entregado', 'pagado', inside.waiter.user.id],
  ]);
  expect(paid.history.at(-1).reason).toBe('Cuenta cobrada');
  expect(await table()).toMatchObject({ status: 'disponible', open_orders: 0 });

  const outbox = await restaurant.db.query(`SELECT type, payload FROM outbox WHERE aggregateid = $1 ORDER BY created_at, type`, [order.id]);
  expect(outbox.rows.map((row) => row.type).sort()).toEqual([
    'restaurant.order.created',
    'restaurant.order.paid',
    ...Array(5).fill('restaurant.order.status_changed'),
  ]);
  expect(outbox.rows.find((row) => row.type === 'restaurant.order.paid').payload).toMatchObject({
    orderId: order.id,
    total: 63000,
    paidBy: inside.waiter.user.id,
  });

  // Filters and stats.
  const today = colombianDay(new Date());
  const list = async (query: string) =>
    (await waiter.get(`/restaurant/pedidos${query}`)).json().data.map((o: { number: number }) => o.number);
  expect(await list('')).toEqual([2, 1]);
  expect(await list('?status=pagado')).toEqual([1]);
  expect(await list(`?table_id=${inside.table.id}&day=${today}`)).toEqual([2, 1]);
  expect(await list('?day=2020-01-01')).toEqual([]);
  expect((await waiter.get('/restaurant/pedidos?status=perdido')).statusCode).toBe(400);
  for (const day of ['2026-02-30', '0000-00-00', '0000-01-01', '2026-13-01']) {
    const refused = await waiter.get(`/restaurant/pedidos?day=${day}`);
    expect({ day, status: refused.statusCode, message: refused.json().message }).toEqual({
      day,
      status: 400,
      message: expect.stringContaining('Fecha inválida: usa AAAA-MM-DD'),
    });
  }
  expect((await waiter.get(`/restaurant/pedidos/${order.id}`)).json().data).toMatchObject({ id: order.id, status: 'pagado' });

  const stats = (await waiter.get(`/restaurant/pedidos/analytics/stats?day=${today}`)).json().data;
  expect(stats).toMatchObject({
    from: today,
    to: today,
    orders: 2,
    cancelled: 1,
    paid: 1,
    revenue: 63000,
    average_ticket: 63000,
    top_dishes: [
      { dish_id: inside.soup.id, name: 'Ajiaco', quantity: 2, revenue: 56000 },
      { dish_id: inside.juice.id, name: 'Jugo de lulo', quantity: 1, revenue: 7000 },
    ],
  });
  expect(stats.per_hour).toHaveLength(24);
  expect(stats.per_hour.reduce((sum: number, hour: { orders: number }) => sum + hour.orders, 0)).toBe(2);
  expect((await waiter.get('/restaurant/pedidos/analytics/stats?from=2026-03-02&to=2026-03-01')).statusCode).toBe(400);
  expect((await waiter.get('/restaurant/pedidos/analytics/stats?day=2026-02-30')).json().message).toContain('Rango inválido');
});

it('refuses every move the flow does not allow with 409 naming both statuses, changing nothing', async () => {
  const inside = await furnished();
  const app = inside.waiter.app;
  const flow = ['pendiente', 'confirmado', 'preparando', 'listo', 'entregado', 'pagado'] as const;
  const expectRefused = async (id: string, current: string, asked: string, cancel: boolean) => {
    const answer = cancel
      ? await app.put(`/restaurant/pedidos/${id}/cancelar`)
      : await app.put(`/restaurant/pedidos/${id}/estado`, { status: asked });
    expect({ current, asked, status: answer.statusCode }).toEqual({ current, asked, status: 409 });
    expect(answer.json()).toMatchObject({ success: false, current_status: current, requested_status: asked });
    expect(answer.json().message).toContain(`"${current}"`);
    expect((await app.get(`/restaurant/pedidos/${id}`)).json().data.status).toBe(current);
  };

  await app.post('/restaurant/carrito/add', { itemId: inside.soup.id });
  const order = (await app.post('/restaurant/carrito/checkout', { takeaway: true })).json().data;
  expect(order).toMatchObject({ table_id: null, takeaway: true });
  for (const [index, current] of flow.entries()) {
    for (const asked of orderStatuses) {
      if (asked === flow[index + 1]) continue;
      if (asked === 'cancelado') {
        if (index > 2) await expectRefused(order.id, current, 'cancelado', true);
      } else await expectRefused(order.id, current, asked, false);
    }
    if (flow[index + 1] === 'pagado') {
      // Its check is charged: 'Cobrar' moves a delivered round to pagado.
      const check = (await app.get(`/restaurant/cuentas?order_id=${order.id}`)).json().data[0];
      const payments = [{ method: 'nequi', amount: 28000 }];
      expect(
        (await app.post(`/restaurant/cuentas/${check.id}/cobrar`, { idempotency_key: `cobro-${randomUUID()}`, payments })).statusCode,
      ).toBe(200);
    } else if (index + 1 < flow.length)
      expect((await app.put(`/restaurant/pedidos/${order.id}/estado`, { status: flow[index + 1] })).statusCode).toBe(200);
  }
  expect((await app.put(`/restaurant/pedidos/${order.id}/estado`, { status: 'preparando' })).json().message).toBe(
    'No se puede pasar el pedido de "pagado" a "preparando"',
  );

  await app.post('/restaurant/carrito/add', { itemId: inside.soup.id });
  const cancelled = (await app.post('/restaurant/carrito/checkout', { takeaway: true })).json().data;
  expect((await app.put(`/restaurant/pedidos/${cancelled.id}/cancelar`)).statusCode).toBe(200);
  for (const asked of orderStatuses) await expectRefused(cancelled.id, 'cancelado', asked, asked === 'cancelado');
  expect((await app.put(`/restaurant/pedidos/${cancelled.id}/estado`, { status: 'cancelado' })).statusCode).toBe(409);
  expect((await app.put(`/restaurant/pedidos/${randomUUID()}/estado`, { status: 'confirmado' })).statusCode).toBe(404);
});

it('numbers orders taken at the same time once each and in sequence, and a refused checkout takes no number', async () => {
  const inside = await furnished();
  // The juice runs out while it is in the waiter's cart.
  const line = (await inside.waiter.app.post('/restaurant/carrito/add', { itemId: inside.juice.id })).json().data;
  await inside.app.put(`/restaurant/menu/items/${inside.juice.id}`, { available: false });
  const unavailable = await inside.waiter.app.post('/restaurant/carrito/checkout', { takeaway: true });
  expect(unavailable.statusCode).toBe(409);
  expect(unavailable.json().message).toContain('Jugo de lulo');
  expect((await inside.waiter.app.post('/restaurant/carrito/checkout', { table_id: randomUUID() })).statusCode).toBe(404);
  await inside.waiter.app.delete(`/restaurant/carrito/item/${line.id}`);

  const staff = [inside.app, inside.waiter.app];
  const numbers: number[] = [];
  for (let round = 0; round < 4; round += 1) {
    await Promise.all(staff.map((app) => app.post('/restaurant/carrito/add', { itemId: inside.soup.id })));
    const taken = await Promise.all(staff.map((app) => app.post('/restaurant/carrito/checkout', { takeaway: true })));
    numbers.push(...taken.map((answer) => answer.json().data.number));
  }
  expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
});

it('refuses a checkout past 1.000.000.000 COP with a message, keeping the cart', async () => {
  const inside = await furnished();
  const category = (await inside.app.post('/restaurant/menu/categories', { name: 'Eventos' })).json().data;
  const banquet = (
    await inside.app.post('/restaurant/menu/items', { category_id: category.id, name: 'Banquete', price: 100_000_000 })
  ).json().data;
  const cart = inside.waiter.app;
  expect((await cart.post('/restaurant/carrito/add', { itemId: banquet.id, quantity: 11 })).statusCode).toBe(200);
  const refused = await cart.post('/restaurant/carrito/checkout', { table_id: inside.table.id });
  expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
    status: 400,
    message: 'El pedido supera 1.000.000.000 COP: envíalo en varios pedidos',
  });
  expect((await cart.get(`/restaurant/carrito/${inside.waiter.user.id}`)).json().data).toMatchObject([
    { dish_id: banquet.id, quantity: 11 },
  ]);
});
