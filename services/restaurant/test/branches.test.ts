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
  return {
    get: (url: string) => restaurant.app.inject({ method: 'GET', url, headers }),
    post: (url: string, payload?: object) => restaurant.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) }),
  };
};

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
    const mainTables = (await room.app.get('/restaurant/menu-qr')).json().data.tables;
    expect(mainTables.map((table: { number: number }) => table.number)).toEqual([2]);
  });
});
