import { staffSeatLimits } from '@mb/contracts';
import { testNamespace } from '@mb/service-kit/testing';
import { colombianDay } from '../src/domain/stats-range.js';
import { card, charge, diningRoom } from './dining-room.js';
import { enterRestaurant, newPerson, ownerInside, startRestaurant, type TestRestaurant } from './helpers.js';

const namespace = testNamespace();
let restaurant: TestRestaurant;

beforeAll(async () => {
  restaurant = await startRestaurant(namespace);
}, 60000);

afterAll(async () => {
  await restaurant?.close();
});

const refused = 'No tienes acceso a esta sede: pide al administrador que te asigne a ella';

/** A client of a session working in one branch (the `X-Sede` header), or in its default one. */
const inBranch = (session: string, branchId?: string) => {
  const headers = { authorization: `Bearer ${session}`, ...(branchId ? { 'x-sede': branchId } : {}) };
  const send = (method: 'POST' | 'PUT', url: string, payload?: object) =>
    restaurant.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    get: (url: string) => restaurant.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload?: object) => send('POST', url, payload),
    put: (url: string, payload?: object) => send('PUT', url, payload),
  };
};
type Client = ReturnType<typeof inBranch>;

/** A Gold restaurant with its main branch and a second one ('Norte'), and a cashier working in each. */
async function twoBranches() {
  const owner = await ownerInside(restaurant, namespace, 'gold');
  const main = (await owner.app.get('/restaurant/sedes')).json().data[0] as { id: string; name: string };
  const created = await owner.app.post('/restaurant/sedes', { name: 'Norte' });
  expect(created.statusCode).toBe(200);
  const north = created.json().data as { id: string; slug: string };
  const cashier = async (name: string, branchId: string) => {
    const person = newPerson(name.split(' ')[0]!.toLowerCase());
    const assigned = await restaurant
      .as(owner.token)
      .post('/restaurant/config/assignments', { email: person.email, name, role: 'cashier' });
    expect(assigned.statusCode).toBe(200);
    const inside = await enterRestaurant(restaurant, person, owner.subscription.subscriptionId);
    const staffed = await owner.app.put(`/restaurant/sedes/${branchId}/personal`, { user_ids: [inside.user.id] });
    expect(staffed.statusCode).toBe(200);
    return inside;
  };
  return { owner, main, north, a: await cashier('Ana Principal', main.id), b: await cashier('Beto Norte', north.id) };
}

describe('branches (issue 37 item 4)', () => {
  it('gives every restaurant its main branch, the only one a lower plan lists', async () => {
    const owner = await ownerInside(restaurant, namespace, 'pro');
    expect((await owner.app.get('/restaurant/sedes')).json().data).toEqual([
      expect.objectContaining({ name: 'Principal', slug: 'principal', is_main: true, staff: [] }),
    ]);
  });

  it('keeps a cash shift to its branch: branch A’s session cannot read branch B’s shift, the owner reads both', async () => {
    const { owner, main, north, a, b } = await twoBranches();
    const opened = await inBranch(b.session).post('/restaurant/caja/turno/abrir', { opening_float: 50000 });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.opening_float).toBe(50000);

    // A's cashier sees their own branch's register (none open), and is refused branch B's.
    expect((await inBranch(a.session).get('/restaurant/caja/turno')).json().data).toBeNull();
    const intrusion = await inBranch(a.session, north.id).get('/restaurant/caja/turno');
    expect({ status: intrusion.statusCode, message: intrusion.json().message }).toEqual({ status: 403, message: refused });
    expect((await inBranch(a.session, 'no-es-una-sede').get('/restaurant/caja/turno')).statusCode).toBe(403);
    // B's cashier reads theirs, and cannot move to A's branch either.
    expect((await inBranch(b.session, north.id).get('/restaurant/caja/turno')).json().data.id).toBe(opened.json().data.id);
    expect((await inBranch(b.session, main.id).get('/restaurant/caja/turno')).statusCode).toBe(403);

    // The owner reads B's shift in B and A's (none) in A; each branch opens its own.
    expect((await inBranch(owner.session, north.id).get('/restaurant/caja/turno')).json().data.id).toBe(opened.json().data.id);
    expect((await inBranch(owner.session, main.id).get('/restaurant/caja/turno')).json().data).toBeNull();
    expect((await inBranch(a.session).post('/restaurant/caja/turno/abrir', { opening_float: 20000 })).statusCode).toBe(200);
    expect((await inBranch(owner.session, main.id).get('/restaurant/caja/turno')).json().data.opening_float).toBe(20000);

    // Another restaurant's branch is no branch of this one, even for its owner.
    const other = await ownerInside(restaurant, namespace, 'gold');
    expect((await inBranch(other.session, north.id).get('/restaurant/caja/turno')).statusCode).toBe(403);
  });

  it('keeps tables to their branch, with the same number allowed in each', async () => {
    const { owner, main, north, b } = await twoBranches();
    expect((await inBranch(owner.session, main.id).post('/restaurant/tables', { number: 1, seats: 4 })).statusCode).toBe(200);
    expect((await inBranch(owner.session, north.id).post('/restaurant/tables', { number: 1, seats: 2 })).statusCode).toBe(200);
    const northTables = (await inBranch(b.session).get('/restaurant/tables')).json().data;
    expect(northTables).toEqual([expect.objectContaining({ number: 1, seats: 2 })]);
    expect((await inBranch(owner.session, main.id).get('/restaurant/tables')).json().data).toEqual([
      expect.objectContaining({ number: 1, seats: 4 }),
    ]);
  });

  it('lists to staff only the branches they work in, and refuses an unknown user or a taken name', async () => {
    const { owner, north, b } = await twoBranches();
    expect((await owner.app.get('/restaurant/sedes')).json().data.map((one: { name: string }) => one.name)).toEqual(['Principal', 'Norte']);
    expect((await b.app.get('/restaurant/sedes')).json().data).toEqual([expect.objectContaining({ id: north.id, staff: [b.user.id] })]);
    expect((await owner.app.post('/restaurant/sedes', { name: 'norte' })).statusCode).toBe(409);
    const stranger = '6f1d2c3b-4a59-4e8f-9d7c-1b2a3c4d5e6f';
    expect((await owner.app.put(`/restaurant/sedes/${north.id}/personal`, { user_ids: [stranger] })).statusCode).toBe(400);
    expect((await b.app.post('/restaurant/sedes', { name: 'Sur' })).statusCode).toBe(403);
  });

  it('reports each branch’s sales with `sede`, and every branch’s together without it', async () => {
    const room = await diningRoom(restaurant, namespace, 'gold');
    const north = (await room.app.post('/restaurant/sedes', { name: 'Norte' })).json().data as { id: string };
    const main = (await room.app.get('/restaurant/sedes')).json().data[0] as { id: string };
    const owner = inBranch(room.session, north.id);
    const northTable = (await owner.post('/restaurant/tables', { number: 2, seats: 2 })).json().data as { id: string };

    const mainOrder = await room.round([[room.menu.bandeja, 1]]);
    const mainCheck = await room.checkOf(mainOrder.id);
    expect((await charge(room.waiter.app, mainCheck.id, { payments: [card(32900)] })).statusCode).toBe(200);
    await owner.post('/restaurant/carrito/add', { itemId: room.menu.sancocho.id, quantity: 2 });
    const northOrder = (await owner.post('/restaurant/carrito/checkout', { table_id: northTable.id })).json().data as { id: string };
    const northCheck = (await owner.get(`/restaurant/cuentas?order_id=${northOrder.id}`)).json().data[0];
    expect((await charge(room.app, northCheck.id, { payments: [card(54666)] })).statusCode).toBe(200);

    const day = colombianDay(new Date());
    const salesOf = async (sede?: string) => {
      const answer = await room.app.get(`/restaurant/reportes/ventas?day=${day}${sede ? `&sede=${sede}` : ''}`);
      expect(answer.statusCode).toBe(200);
      const { summary, by_dish } = answer.json().data;
      return { sales: summary.sales, checks: summary.checks, dishes: by_dish.map((dish: { name: string }) => dish.name) };
    };
    expect(await salesOf(main.id)).toEqual({ sales: 32900, checks: 1, dishes: ['Bandeja paisa'] });
    expect(await salesOf(north.id)).toEqual({ sales: 54666, checks: 1, dishes: ['Sancocho'] });
    expect(await salesOf()).toEqual({ sales: 32900 + 54666, checks: 2, dishes: expect.any(Array) });

    const other = await ownerInside(restaurant, namespace, 'gold');
    expect((await other.app.get(`/restaurant/reportes/ventas?day=${day}&sede=${north.id}`)).statusCode).toBe(404);
  });

  it('counts the order stats of the branch the request works in, one `sede`, or every branch together for the owner', async () => {
    const { owner, main, north, a, b } = await twoBranches();
    const category = (await owner.app.post('/restaurant/menu/categories', { name: 'Platos' })).json().data;
    const dish = async (name: string) =>
      (await owner.app.post('/restaurant/menu/items', { category_id: category.id, name, price: 10000 })).json().data as { id: string };
    const [arepa, tamal] = [await dish('Arepa'), await dish('Tamal')];
    const roundIn = async (client: Client, branchId: string, item: { id: string }, quantity: number) => {
      const table = (await inBranch(owner.session, branchId).post('/restaurant/tables', { number: quantity, seats: 2 })).json().data;
      const sent = await client.post('/restaurant/pedidos', { table_id: table.id, lines: [{ itemId: item.id, quantity }] });
      expect(sent.statusCode).toBe(200);
    };
    await roundIn(inBranch(a.session), main.id, arepa, 1);
    await roundIn(inBranch(b.session), north.id, tamal, 2);
    await roundIn(inBranch(b.session), north.id, arepa, 3);

    const stats = async (client: Client, sede?: string) => {
      const answer = await client.get(`/restaurant/pedidos/analytics/stats${sede ? `?sede=${sede}` : ''}`);
      expect(answer.statusCode).toBe(200);
      const data = answer.json().data as {
        orders: number;
        top_dishes: Array<{ name: string; quantity: number }>;
        per_hour: Array<{ orders: number }>;
      };
      return {
        orders: data.orders,
        top: data.top_dishes.map((one) => [one.name, one.quantity]),
        perHour: data.per_hour.reduce((sum, hour) => sum + hour.orders, 0),
      };
    };
    const principal = { orders: 1, top: [['Arepa', 1]], perHour: 1 };
    const norte = {
      orders: 2,
      top: [
        ['Arepa', 3],
        ['Tamal', 2],
      ],
      perHour: 2,
    };
    expect(await stats(inBranch(a.session))).toEqual(principal);
    expect(await stats(inBranch(b.session))).toEqual(norte);
    expect(await stats(inBranch(owner.session))).toEqual(principal);
    expect(await stats(inBranch(owner.session, north.id))).toEqual(norte);
    expect(await stats(inBranch(owner.session), north.id)).toEqual(norte);
    expect(await stats(inBranch(owner.session, north.id), 'todas')).toEqual({
      orders: 3,
      top: [
        ['Arepa', 4],
        ['Tamal', 2],
      ],
      perHour: 3,
    });

    // Staff read their own branch's only; an unknown or malformed sede is refused.
    const refusals = [
      [
        await inBranch(a.session).get('/restaurant/pedidos/analytics/stats?sede=todas'),
        403,
        'Solo un administrador del restaurante puede hacer esto',
      ],
      [await inBranch(a.session).get(`/restaurant/pedidos/analytics/stats?sede=${north.id}`), 403, refused],
      [
        await inBranch(owner.session).get('/restaurant/pedidos/analytics/stats?sede=6f1d2c3b-4a59-4e8f-9d7c-1b2a3c4d5e6f'),
        404,
        'Sede no encontrada',
      ],
      [await inBranch(owner.session).get('/restaurant/pedidos/analytics/stats?sede=norte'), 400, 'Sede no encontrada'],
    ] as const;
    for (const [answer, status, message] of refusals) {
      expect(answer.statusCode).toBe(status);
      expect(answer.json().message).toContain(message);
    }
  });

  it('sells the shared menu at a branch’s own price and availability, in its menu, cart and rounds', async () => {
    const room = await diningRoom(restaurant, namespace, 'gold');
    const north = (await room.app.post('/restaurant/sedes', { name: 'Norte' })).json().data as { id: string };
    const setDish = (dish: { id: string }, body: object) => room.app.put(`/restaurant/sedes/${north.id}/carta/${dish.id}`, body);
    expect((await setDish(room.menu.sancocho, { price: 30000, available: true })).json().data).toEqual({
      dish_id: room.menu.sancocho.id,
      price: 30000,
      available: true,
    });
    expect((await setDish(room.menu.bandeja, { price: null, available: false })).statusCode).toBe(200);
    expect((await setDish({ id: north.id }, { price: null, available: false })).statusCode).toBe(404);
    expect((await room.app.get(`/restaurant/sedes/${north.id}/carta`)).json().data).toHaveLength(2);

    const menuIn = async (client: { get: (url: string) => ReturnType<typeof room.app.get> }) =>
      Object.fromEntries(
        (await client.get('/restaurant/menu/items'))
          .json()
          .data.map((dish: { name: string; price: number; available: boolean }) => [dish.name, [dish.price, dish.available]]),
      );
    const owner = inBranch(room.session, north.id);
    expect(await menuIn(owner)).toEqual({ 'Bandeja paisa': [32900, false], Sancocho: [30000, true], 'Limonada de coco': [9999, true] });
    expect(await menuIn(room.waiter.app)).toEqual({
      'Bandeja paisa': [32900, true],
      Sancocho: [27333, true],
      'Limonada de coco': [9999, true],
    });

    expect((await owner.post('/restaurant/carrito/add', { itemId: room.menu.bandeja.id })).statusCode).toBe(409);
    expect((await owner.post('/restaurant/carrito/add', { itemId: room.menu.sancocho.id, quantity: 2 })).json().data.unit_price).toBe(
      30000,
    );
    const round = await owner.post('/restaurant/carrito/checkout', { takeaway: true });
    expect(round.statusCode).toBe(200);
    expect(round.json().data.total).toBe(60000);
    const direct = await owner.post('/restaurant/pedidos', { takeaway: true, lines: [{ itemId: room.menu.sancocho.id, quantity: 1 }] });
    expect(direct.json().data.total).toBe(30000);
    const sharedPrice = (await room.round([[room.menu.sancocho, 1]])) as { id: string; total?: number };
    expect(sharedPrice.total).toBe(27333);
  });

  it('counts the staff of every branch against the plan’s one seat limit', async () => {
    const { owner, north, b } = await twoBranches();
    expect((await owner.app.get('/restaurant/sedes')).json().data[1]).toEqual(
      expect.objectContaining({ id: north.id, staff: [b.user.id] }),
    );
    const assign = (email: string) =>
      restaurant.as(owner.token).post('/restaurant/config/assignments', { email, name: 'Persona', role: 'waiter' });
    // Two seats are taken already, one by each branch's cashier: Gold's 25 leave 23.
    for (let seat = 3; seat <= staffSeatLimits.gold; seat += 1) expect((await assign(`puesto-${seat}@example.com`)).statusCode).toBe(200);
    const full = await assign('una-mas@example.com');
    expect({ status: full.statusCode, message: full.json().message }).toEqual({
      status: 409,
      message: 'Tu plan Gold admite 25 usuarios asignados. Mejora tu plan para asignar más.',
    });
    const seats = (await restaurant.as(owner.token).get('/restaurant/config/assignments')).json().seats;
    expect(seats).toEqual({ used: 25, limit: 25 });
  });

  it('shows a branch’s table its QR menu at the branch’s prices, and lists each branch’s own tables for their QR codes', async () => {
    const room = await diningRoom(restaurant, namespace, 'gold');
    const north = (await room.app.post('/restaurant/sedes', { name: 'Norte' })).json().data as { id: string };
    const owner = inBranch(room.session, north.id);
    await owner.post('/restaurant/tables', { number: 7, seats: 2 });
    await room.app.put(`/restaurant/sedes/${north.id}/carta/${room.menu.sancocho.id}`, { price: 30000, available: true });
    await room.app.put(`/restaurant/sedes/${north.id}/carta/${room.menu.bandeja.id}`, { price: null, available: false });
    const settings = (await owner.get('/restaurant/menu-qr')).json().data;
    expect(settings.tables.map((table: { number: number }) => table.number)).toEqual([7]);
    const publicMenu = (await restaurant.app.inject({ method: 'GET', url: settings.tables[0].path.replace('/m/', '/public/menu/') })).json()
      .data;
    const dishes = publicMenu.categories.flatMap((category: { dishes: Array<{ name: string; price: number }> }) => category.dishes);
    expect(dishes.map((dish: { name: string; price: number }) => [dish.name, dish.price])).toEqual([
      ['Limonada de coco', 9999],
      ['Sancocho', 30000],
    ]);
    // The branch's own address (/m/<slug>/<sede>) shows the same, and an unknown branch is no menu.
    const menuPath = settings.tables[0].path.replace(/\/mesa\/.*$/, '').replace('/m/', '/public/menu/');
    const branchMenu = (await restaurant.app.inject({ method: 'GET', url: `${menuPath}/sede/norte` })).json().data;
    expect(branchMenu.categories.flatMap((category: { dishes: object[] }) => category.dishes)).toEqual(dishes);
    expect((await restaurant.app.inject({ method: 'GET', url: `${menuPath}/sede/sur` })).statusCode).toBe(404);
    const mainTables = (await room.app.get('/restaurant/menu-qr')).json().data.tables;
    expect(mainTables.map((table: { number: number }) => table.number)).toEqual([2]);
  });
});

describe('stock per branch (issue 37 item 4)', () => {
  it('moves the stock of the branch a round is sent in, and hides a dish only where its supplies ran out', async () => {
    const room = await diningRoom(restaurant, namespace, 'gold');
    const main = (await room.app.get('/restaurant/sedes')).json().data[0] as { id: string };
    const north = (await room.app.post('/restaurant/sedes', { name: 'Norte' })).json().data as { id: string };
    const inMain = inBranch(room.session, main.id);
    const inNorth = inBranch(room.session, north.id);

    // One catalogue: the supply and the recipe are the restaurant's; each branch buys its own limones.
    const limon = (
      await room.app.post('/restaurant/inventario/insumos', { name: 'Limón', unit: 'unidad', cost: 15000, cost_quantity: 30, low_stock: 2 })
    ).json().data as { id: string };
    await room.app.put(`/restaurant/inventario/recetas/${room.menu.limonada.id}`, { lines: [{ supply_id: limon.id, quantity: 2 }] });
    await room.app.put('/restaurant/inventario/ajustes', { hide_unmakeable: true });
    const buy = async (client: Client, quantity: number) =>
      expect(
        (await client.post('/restaurant/inventario/movimientos', { reason: 'compra', supply_id: limon.id, quantity })).json().data,
      ).toEqual(expect.objectContaining({ id: limon.id }));
    const stockIn = async (client: Client) =>
      ((await client.get('/restaurant/inventario/insumos')).json().data as Array<{ stock: number }>)[0]!.stock;
    const limonadaIn = async (client: Client) =>
      ((await client.get('/restaurant/menu/items')).json().data as Array<{ id: string; available: boolean }>).find(
        (dish) => dish.id === room.menu.limonada.id,
      )!.available;
    // Norte has none yet: the limonada is off its menu, not Principal's (which has none either until it buys).
    expect(await limonadaIn(inNorth)).toBe(false);
    await buy(inMain, 10);
    await buy(inNorth, 3);
    expect([await stockIn(inMain), await stockIn(inNorth)]).toEqual([10, 3]);
    expect([await limonadaIn(inMain), await limonadaIn(inNorth)]).toEqual([true, true]);

    // A round in Norte takes Norte's limones, not Principal's; Norte is under its threshold and can no longer make one.
    const sent = await inNorth.post('/restaurant/pedidos', { takeaway: true, lines: [{ itemId: room.menu.limonada.id, quantity: 1 }] });
    expect(sent.statusCode).toBe(200);
    expect([await stockIn(inMain), await stockIn(inNorth)]).toEqual([10, 1]);
    expect((await inNorth.get('/restaurant/inventario/alertas')).json().data).toHaveLength(1);
    expect((await inMain.get('/restaurant/inventario/alertas')).json().data).toEqual([]);
    expect([await limonadaIn(inMain), await limonadaIn(inNorth)]).toEqual([true, false]);
    // So do the QR menus: a Norte table's page polls Norte's availability, the restaurant's address Principal's.
    await inNorth.post('/restaurant/tables', { number: 9, seats: 2 });
    const [northTable] = (await inNorth.get('/restaurant/menu-qr')).json().data.tables as Array<{ path: string }>;
    const qrAvailable = async (path: string) =>
      (
        (await restaurant.app.inject({ method: 'GET', url: `${path.replace('/m/', '/public/menu/')}/disponibles` })).json().data
          .dish_ids as string[]
      ).includes(room.menu.limonada.id);
    expect(await qrAvailable(northTable!.path)).toBe(false);
    expect(await qrAvailable(northTable!.path.replace(/\/mesa\/.*$/, ''))).toBe(true);
    // The waiter in Principal still sells it there.
    const mainRound = await room.round([[room.menu.limonada, 2]]);
    expect(mainRound.id).toBeDefined();
    expect([await stockIn(inMain), await stockIn(inNorth)]).toEqual([6, 1]);
    const alerts = await restaurant.db.query(
      "SELECT payload->>'branchId' AS branch FROM outbox WHERE type = 'restaurant.stock.ran_low' AND aggregateid = $1",
      [limon.id],
    );
    expect(alerts.rows).toEqual([{ branch: north.id }]);

    // Each branch's ledger holds its own moves.
    const reasons = async (client: Client) =>
      ((await client.get('/restaurant/inventario/movimientos')).json().data as Array<{ reason: string; delta: number }>).map((move) => [
        move.reason,
        move.delta,
      ]);
    expect(await reasons(inNorth)).toEqual([
      ['venta', -2],
      ['compra', 3],
    ]);
    expect(await reasons(inMain)).toEqual([
      ['venta', -4],
      ['compra', 10],
    ]);

    // Cancelled from a session working in Principal, Norte's order gives its limones back to Norte.
    const order = sent.json().data as { id: string };
    expect((await inMain.put(`/restaurant/pedidos/${order.id}/cancelar`, { reason: 'se fueron' })).statusCode).toBe(200);
    expect([await stockIn(inMain), await stockIn(inNorth)]).toEqual([6, 3]);
    expect(await limonadaIn(inNorth)).toBe(true);

    // A count in Norte finds Norte's figure and sets only it.
    const counted = await inNorth.post('/restaurant/inventario/conteo', { counts: [{ supply_id: limon.id, counted: 5 }], note: '' });
    expect(counted.json().data).toEqual([expect.objectContaining({ expected: 3, counted: 5, difference: 2 })]);
    expect([await stockIn(inMain), await stockIn(inNorth)]).toEqual([6, 5]);
  });
});

describe('rows named by id (issue 37 item 4)', () => {
  it('refuses a table, order or check of another branch to its staff, and lets the owner reach it', async () => {
    const { owner, main, north, a, b } = await twoBranches();
    const ownerNorth = inBranch(owner.session, north.id);
    const category = (await owner.app.post('/restaurant/menu/categories', { name: 'Platos' })).json().data;
    const dish = (await owner.app.post('/restaurant/menu/items', { category_id: category.id, name: 'Arepa', price: 5000 })).json().data;
    const table = (await ownerNorth.post('/restaurant/tables', { number: 5, seats: 4 })).json().data as { id: string };
    const mainTable = (await inBranch(owner.session, main.id).post('/restaurant/tables', { number: 5, seats: 4 })).json().data;
    const round = { table_id: table.id, lines: [{ itemId: dish.id, quantity: 1 }] };

    // Principal's cashier can send no round to Norte's table; Norte's can, and the owner too, working in Norte.
    const intruding = await inBranch(a.session).post('/restaurant/pedidos', round);
    expect({ status: intruding.statusCode, message: intruding.json().message }).toEqual({ status: 403, message: refused });
    expect((await inBranch(owner.session).post('/restaurant/pedidos', round)).statusCode).toBe(403);
    const sent = await inBranch(b.session).post('/restaurant/pedidos', round);
    expect(sent.statusCode).toBe(200);
    const order = sent.json().data as { id: string };
    const check = (await inBranch(b.session).get(`/restaurant/cuentas?order_id=${order.id}`)).json().data[0] as { id: string };
    expect((await ownerNorth.post('/restaurant/pedidos', { ...round, lines: [{ itemId: dish.id, quantity: 2 }] })).statusCode).toBe(200);

    // By id, every read and write of Norte's rows from Principal's cashier is refused with the branch's message.
    const asA = inBranch(a.session);
    for (const attempt of [
      asA.get(`/restaurant/pedidos/${order.id}`),
      asA.put(`/restaurant/pedidos/${order.id}/estado`, { status: 'preparando' }),
      asA.get(`/restaurant/cuentas/${check.id}`),
      asA.get(`/restaurant/cuentas/${check.id}/precuenta`),
      asA.post(`/restaurant/cuentas/${check.id}/cobrar`, {
        payments: [{ method: 'efectivo', received: 5000 }],
        idempotency_key: 'cobro-de-otra-sede',
      }),
      asA.put(`/restaurant/tables/${table.id}/status`, { status: 'reservada' }),
      asA.get(`/restaurant/cuentas?table_id=${table.id}`),
    ]) {
      const answer = await attempt;
      expect({ status: answer.statusCode, message: answer.json().message }).toEqual({ status: 403, message: refused });
    }
    // Principal's lists of checks and of kitchen tickets hold none of Norte's; Norte's hold its own.
    expect((await asA.get('/restaurant/cuentas')).json().data).toEqual([]);
    expect((await asA.get('/restaurant/pedidos')).json().data).toEqual([]);
    const northOrders = (await inBranch(b.session).get('/restaurant/pedidos')).json().data as Array<{ id: string; branch_id: string }>;
    expect(northOrders).toHaveLength(2);
    expect(northOrders.every((one) => one.branch_id === north.id)).toBe(true);

    // Norte's cashier and the owner (in any branch) read them; the owner cannot move Norte's check to Principal's table.
    expect((await inBranch(b.session).get(`/restaurant/pedidos/${order.id}`)).statusCode).toBe(200);
    expect((await inBranch(owner.session).get(`/restaurant/cuentas/${check.id}`)).json().data.id).toBe(check.id);
    const across = await inBranch(owner.session).post(`/restaurant/cuentas/${check.id}/mover-mesa`, { table_id: mainTable.id });
    expect({ status: across.statusCode, message: across.json().message }).toEqual({ status: 403, message: refused });
    // An id that is no row of the restaurant is still 404.
    expect((await asA.get('/restaurant/cuentas/6f1d2c3b-4a59-4e8f-9d7c-1b2a3c4d5e6f')).statusCode).toBe(404);
  });

  it('refuses a pending QR table order of another branch to its staff: neither confirmed nor rejected there', async () => {
    const { owner, north, a, b } = await twoBranches();
    const ownerNorth = inBranch(owner.session, north.id);
    const category = (await owner.app.post('/restaurant/menu/categories', { name: 'Platos' })).json().data;
    const dish = (await owner.app.post('/restaurant/menu/items', { category_id: category.id, name: 'Arepa', price: 5000 })).json().data;
    await ownerNorth.post('/restaurant/tables', { number: 4, seats: 2 });
    expect((await owner.app.put('/restaurant/menu-qr', { ordering_enabled: true })).statusCode).toBe(200);
    const [northTable] = (await ownerNorth.get('/restaurant/menu-qr')).json().data.tables as Array<{ path: string }>;
    const diner = (path: string) =>
      restaurant.app.inject({
        method: 'POST',
        url: `${path.replace('/m/', '/public/menu/')}/pedidos`,
        payload: { lines: [{ itemId: dish.id, quantity: 1 }] },
      });
    const first = (await diner(northTable!.path)).json().data as { id: string };
    const second = (await diner(northTable!.path)).json().data as { id: string };

    // Principal's cashier neither lists, confirms nor rejects Norte's pending orders; each stays pendiente.
    const asA = inBranch(a.session);
    expect((await asA.get('/restaurant/menu-qr/pedidos')).json().data).toEqual([]);
    for (const decision of ['confirmar', 'rechazar'])
      for (const id of [first.id, second.id]) {
        const answer = await asA.post(`/restaurant/menu-qr/pedidos/${id}/${decision}`);
        expect({ status: answer.statusCode, message: answer.json().message }).toEqual({ status: 403, message: refused });
      }
    const { rows } = await restaurant.db.query('SELECT status FROM table_orders WHERE id = ANY($1) ORDER BY status', [
      [first.id, second.id],
    ]);
    expect(rows).toEqual([{ status: 'pendiente' }, { status: 'pendiente' }]);
    expect((await asA.get('/restaurant/pedidos')).json().data).toEqual([]);

    // Norte's cashier confirms one into Norte's kitchen and rejects the other.
    const asB = inBranch(b.session);
    expect((await asB.get('/restaurant/menu-qr/pedidos')).json().data).toHaveLength(2);
    const confirmed = await asB.post(`/restaurant/menu-qr/pedidos/${first.id}/confirmar`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.branch_id).toBe(north.id);
    expect((await asB.post(`/restaurant/menu-qr/pedidos/${second.id}/rechazar`)).statusCode).toBe(200);
  });
});

describe('stations per branch (issue 37 item 4)', () => {
  it('lists and names each branch’s own stations, sends a round to its branch’s station of its category’s name, and keeps them to their staff', async () => {
    const { owner, main, north, a, b } = await twoBranches();
    const ownerMain = inBranch(owner.session, main.id);
    const ownerNorth = inBranch(owner.session, north.id);
    const station = async (client: Client, name: string) => {
      const made = await client.post('/restaurant/estaciones', { name });
      expect(made.statusCode).toBe(200);
      return made.json().data as { id: string; name: string };
    };
    const parrilla = await station(ownerNorth, 'Parrilla');
    const northBar = await station(ownerNorth, 'Barra');
    // The same name in another branch is another station.
    const mainBar = await station(ownerMain, 'Barra');
    expect(mainBar.id).not.toBe(northBar.id);
    expect((await ownerNorth.post('/restaurant/estaciones', { name: 'parrilla' })).statusCode).toBe(409);

    // Each branch lists its own, its own Cocina first: Norte's Parrilla is not Principal's.
    const names = async (client: Client) =>
      ((await client.get('/restaurant/estaciones')).json().data as Array<{ id: string; name: string }>).map((one) => one.name);
    expect(await names(inBranch(a.session))).toEqual(['Cocina', 'Barra']);
    expect(await names(ownerMain)).toEqual(['Cocina', 'Barra']);
    expect(await names(inBranch(b.session))).toEqual(['Cocina', 'Parrilla', 'Barra']);

    // Principal's cashier neither renames Norte's station nor reads or recalls its board; Norte's reads it.
    const asA = inBranch(a.session);
    expect((await asA.put(`/restaurant/estaciones/${parrilla.id}`, { name: 'Asador' })).statusCode).toBe(403);
    for (const attempt of [
      asA.get(`/restaurant/pedidos?station_id=${parrilla.id}`),
      asA.post('/restaurant/pedidos/recuperar', { station_id: parrilla.id }),
    ]) {
      const answer = await attempt;
      expect({ status: answer.statusCode, message: answer.json().message }).toEqual({ status: 403, message: refused });
    }
    expect((await inBranch(b.session).get(`/restaurant/pedidos?station_id=${parrilla.id}`)).statusCode).toBe(200);
    // The owner works in every branch: from Principal they rename Norte's station.
    const renamed = await ownerMain.put(`/restaurant/estaciones/${parrilla.id}`, { name: 'Asador' });
    expect(renamed.json().data).toMatchObject({ id: parrilla.id, name: 'Asador' });

    // The shared menu's categories name a station; each branch prepares them at its station of that name, else its Cocina.
    const category = async (name: string, stationId?: string) =>
      (await owner.app.post('/restaurant/menu/categories', { name, ...(stationId ? { station_id: stationId } : {}) })).json().data;
    const dish = async (categoryId: string, name: string) =>
      (await owner.app.post('/restaurant/menu/items', { category_id: categoryId, name, price: 10000 })).json().data as { id: string };
    const limonada = await dish((await category('Bebidas', mainBar.id)).id, 'Limonada');
    const churrasco = await dish((await category('Asados', parrilla.id)).id, 'Churrasco');
    const arepa = await dish((await category('Platos')).id, 'Arepa');
    const lines = [limonada, churrasco, arepa].map((one) => ({ itemId: one.id, quantity: 1 }));
    const stationsOfRound = async (client: Client, table: { id: string }) => {
      const sent = await client.post('/restaurant/pedidos', { table_id: table.id, lines });
      expect(sent.statusCode).toBe(200);
      const orders = sent.json().orders as Array<{ station_id: string; station_name: string; items: Array<{ name: string }> }>;
      return orders.map((order) => [order.station_id, order.station_name, order.items.map((item) => item.name)]);
    };
    const [northCocina, mainCocina] = [
      (await inBranch(b.session).get('/restaurant/estaciones')).json().data[0].id,
      (await asA.get('/restaurant/estaciones')).json().data[0].id,
    ];
    const northTable = (await ownerNorth.post('/restaurant/tables', { number: 8, seats: 2 })).json().data;
    const mainTable = (await ownerMain.post('/restaurant/tables', { number: 8, seats: 2 })).json().data;
    expect(new Set(await stationsOfRound(inBranch(b.session), northTable))).toEqual(
      new Set([
        [northBar.id, 'Barra', ['Limonada']],
        [parrilla.id, 'Asador', ['Churrasco']],
        [northCocina, 'Cocina', ['Arepa']],
      ]),
    );
    expect(new Set(await stationsOfRound(asA, mainTable))).toEqual(
      new Set([
        [mainBar.id, 'Barra', ['Limonada']],
        [mainCocina, 'Cocina', ['Churrasco', 'Arepa']],
      ]),
    );

    // The menu screen of each branch shows each category at the station that prepares it there: its own of that name,
    // or none (its Cocina); picking Norte's Barra there is Principal's Barra in Principal.
    const categoryStations = async (client: Client) =>
      Object.fromEntries(
        ((await client.get('/restaurant/menu/categories')).json().data as Array<{ name: string; station_id: string | null }>).map((one) => [
          one.name,
          one.station_id,
        ]),
      );
    expect(await categoryStations(ownerNorth)).toEqual({ Bebidas: northBar.id, Asados: parrilla.id, Platos: null });
    expect(await categoryStations(ownerMain)).toEqual({ Bebidas: mainBar.id, Asados: null, Platos: null });
    const platos = (await ownerNorth.get('/restaurant/menu/categories')).json().data.find((one: { name: string }) => one.name === 'Platos');
    const picked = await ownerNorth.put(`/restaurant/menu/categories/${platos.id}`, { name: 'Platos', station_id: northBar.id });
    expect(picked.json().data.station_id).toBe(northBar.id);
    expect((await categoryStations(ownerMain)).Platos).toBe(mainBar.id);
  });
});

describe('finance by branch (issue 37 item 4)', () => {
  it('records an expense in the branch it is made in, and reads each branch’s expenses and income statement or all together', async () => {
    const room = await diningRoom(restaurant, namespace, 'gold');
    const north = (await room.app.post('/restaurant/sedes', { name: 'Norte' })).json().data as { id: string };
    const main = (await room.app.get('/restaurant/sedes')).json().data[0] as { id: string };
    const expense = (client: ReturnType<typeof inBranch>, amount: number) =>
      client.post('/restaurant/finanzas/gastos', { category: 'servicios', description: 'Energía', amount, paid_from: 'otro' });
    expect((await expense(inBranch(room.session, north.id), 50000)).statusCode).toBe(200);
    expect((await expense(inBranch(room.session, main.id), 30000)).statusCode).toBe(200);
    const day = colombianDay(new Date());
    const figures = async (sede?: string) => {
      const query = `day=${day}${sede ? `&sede=${sede}` : ''}`;
      const list = (await room.app.get(`/restaurant/finanzas/gastos?${query}`)).json().data;
      const statement = (await room.app.get(`/restaurant/finanzas/estado-resultados?${query}`)).json().data;
      return [list.total, statement.expenses];
    };
    expect(await figures(north.id)).toEqual([50000, 50000]);
    expect(await figures(main.id)).toEqual([30000, 30000]);
    expect(await figures()).toEqual([80000, 80000]);
    const other = await ownerInside(restaurant, namespace, 'gold');
    expect((await other.app.get(`/restaurant/finanzas/gastos?day=${day}&sede=${north.id}`)).statusCode).toBe(404);
  });
});
