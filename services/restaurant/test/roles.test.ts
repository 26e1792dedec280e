import { randomUUID } from 'node:crypto';
import { testNamespace } from '@mb/service-kit/testing';
import { cash, key } from './dining-room.js';
import { enterRestaurant, newPerson, ownerInside, startRestaurant, type TestRestaurant } from './helpers.js';

const namespace = testNamespace();
let restaurant: TestRestaurant;

beforeAll(async () => {
  restaurant = await startRestaurant(namespace);
}, 60000);

afterAll(async () => {
  await restaurant?.close();
});

const staffRoles = ['employee', 'waiter', 'cashier', 'cook', 'admin'] as const;
type Role = (typeof staffRoles)[number] | 'owner';

/** A Pro restaurant with a dish, tables 1 and 2, and one person of each role inside (each on their own device). */
async function staffedRestaurant() {
  const owner = await ownerInside(restaurant, namespace, 'pro');
  const category = (await owner.app.post('/restaurant/menu/categories', { name: 'Platos' })).json().data;
  const dish = (await owner.app.post('/restaurant/menu/items', { category_id: category.id, name: 'Bandeja paisa', price: 32900 })).json()
    .data as { id: string };
  const table = (await owner.app.post('/restaurant/tables', { number: 1, seats: 4 })).json().data as { id: string };
  const spareTable = (await owner.app.post('/restaurant/tables', { number: 2, seats: 2 })).json().data as { id: string };
  const names = { employee: 'Eva Empleada', waiter: 'Mario Mesero', cashier: 'Carla Cajera', cook: 'Coco Cocinero', admin: 'Ada Admin' };
  const people = {} as Record<(typeof staffRoles)[number], Awaited<ReturnType<typeof enterRestaurant>> & { email: string; sid: string }>;
  for (const role of staffRoles) {
    const person = newPerson(role);
    const assigned = await restaurant
      .as(owner.token)
      .post('/restaurant/config/assignments', { email: person.email, name: names[role], role });
    expect(assigned.statusCode).toBe(200);
    people[role] = {
      ...(await enterRestaurant(restaurant, person, owner.subscription.subscriptionId)),
      email: person.email,
      sid: person.sid,
    };
  }
  const devices: Record<Role, typeof owner.app> = { owner: owner.app, ...mapValues(people, (person) => person.app) };
  /** A new order for table 1, taken by the owner. */
  const newOrder = async () => {
    await owner.app.post('/restaurant/carrito/add', { itemId: dish.id, quantity: 1 });
    const sent = await owner.app.post('/restaurant/carrito/checkout', { table_id: table.id });
    expect(sent.statusCode).toBe(200);
    return sent.json().data as { id: string };
  };
  return { owner, dish, table, spareTable, people, devices, newOrder };
}

const mapValues = <K extends string, V, W>(record: Record<K, V>, f: (value: V) => W) =>
  Object.fromEntries(Object.entries(record).map(([k, v]) => [k, f(v as V)])) as Record<K, W>;

// Each write route with a body or path its validation refuses: a role allowed through the guard gets that 400 and
// nothing changes; a role the guard stops gets 403 first (guards run before validation).
const bad = 'no-es-un-id';
const routes: Array<{ action: string; method: 'post' | 'put' | 'delete' | 'get'; url: string; body?: object }> = [
  { action: 'tomar pedidos', method: 'post', url: '/restaurant/carrito/add', body: { itemId: bad } },
  { action: 'tomar pedidos', method: 'put', url: '/restaurant/carrito/update-quantity', body: { id: bad } },
  { action: 'tomar pedidos', method: 'delete', url: `/restaurant/carrito/item/${bad}` },
  { action: 'tomar pedidos', method: 'post', url: '/restaurant/carrito/checkout', body: { table_id: bad } },
  { action: 'tomar pedidos', method: 'post', url: '/restaurant/pedidos', body: { table_id: bad } },
  { action: 'mover pedidos en la cocina', method: 'put', url: `/restaurant/pedidos/${bad}/estado`, body: { status: 'listo' } },
  { action: 'mover pedidos en la cocina', method: 'post', url: '/restaurant/pedidos/recuperar', body: { station_id: bad } },
  { action: 'cancelar pedidos', method: 'put', url: `/restaurant/pedidos/${bad}/cancelar`, body: {} },
  { action: 'atender mesas ni mover cuentas', method: 'put', url: `/restaurant/tables/${bad}/status`, body: { status: 'ocupada' } },
  { action: 'atender mesas ni mover cuentas', method: 'post', url: `/restaurant/cuentas/${bad}/dividir`, body: {} },
  { action: 'atender mesas ni mover cuentas', method: 'post', url: `/restaurant/cuentas/${bad}/mover-mesa`, body: {} },
  { action: 'atender mesas ni mover cuentas', method: 'post', url: `/restaurant/cuentas/${bad}/unir`, body: {} },
  { action: 'atender mesas ni mover cuentas', method: 'post', url: `/restaurant/cuentas/${bad}/mover-lineas`, body: {} },
  { action: 'atender mesas ni mover cuentas', method: 'post', url: `/restaurant/cuentas/${bad}/dividir-partes`, body: {} },
  { action: 'cobrar', method: 'post', url: `/restaurant/cuentas/${bad}/cobrar`, body: {} },
  { action: 'cobrar', method: 'post', url: `/restaurant/cuentas/${bad}/recibo/enviar`, body: {} },
  { action: 'hacer descuentos, anulaciones ni reembolsos', method: 'post', url: `/restaurant/cuentas/${bad}/ajustes`, body: {} },
  { action: 'hacer descuentos, anulaciones ni reembolsos', method: 'post', url: `/restaurant/cuentas/${bad}/reembolsos`, body: {} },
  { action: 'manejar la caja', method: 'post', url: '/restaurant/caja/turno/abrir', body: { opening_float: -1 } },
  { action: 'manejar la caja', method: 'post', url: '/restaurant/caja/turno/movimientos', body: {} },
  { action: 'manejar la caja', method: 'post', url: '/restaurant/caja/turno/cerrar', body: {} },
  { action: 'administrar', method: 'post', url: '/restaurant/menu/categories', body: { name: '' } },
  { action: 'administrar', method: 'post', url: '/restaurant/tables', body: { number: 0 } },
  { action: 'administrar', method: 'put', url: '/restaurant/caja/ajustes', body: { nit: 'x' } },
  { action: 'administrar', method: 'put', url: '/restaurant/personal/ajustes', body: { idle_lock_minutes: 241 } },
];

// What issue 36 asks of each role (and spec 2's employee as it always was).
const allowed: Record<Role, string[]> = {
  owner: ['*'],
  admin: ['*'],
  employee: [
    'tomar pedidos',
    'mover pedidos en la cocina',
    'cancelar pedidos',
    'atender mesas ni mover cuentas',
    'cobrar',
    'hacer descuentos, anulaciones ni reembolsos',
    'manejar la caja',
  ],
  waiter: ['tomar pedidos', 'mover pedidos en la cocina', 'atender mesas ni mover cuentas'],
  cashier: [
    'tomar pedidos',
    'mover pedidos en la cocina',
    'atender mesas ni mover cuentas',
    'cobrar',
    'hacer descuentos, anulaciones ni reembolsos',
    'manejar la caja',
  ],
  cook: ['mover pedidos en la cocina'],
};
const roleNames: Record<Role, string> = {
  owner: 'Super administrador',
  admin: 'Administrador',
  employee: 'Empleado',
  waiter: 'Mesero',
  cashier: 'Cajero',
  cook: 'Cocinero',
};

it('lets each role through only the routes of the actions it may take, and tells the others why in Spanish', async () => {
  const { devices } = await staffedRestaurant();
  const seen: string[] = [];
  const expected: string[] = [];
  for (const role of Object.keys(devices) as Role[]) {
    for (const route of routes) {
      const answer = await devices[role][route.method](route.url, route.body);
      const may = allowed[role].includes('*') || allowed[role].includes(route.action);
      let refusal = `Tu rol (${roleNames[role]}) no permite ${route.action}`;
      if (route.action === 'administrar') refusal = 'Solo un administrador del restaurante puede hacer esto';
      seen.push(`${role} ${route.method} ${route.url}: ${answer.statusCode} ${answer.statusCode === 403 ? answer.json().message : ''}`);
      expected.push(`${role} ${route.method} ${route.url}: ${may ? `400 ` : `403 ${refusal}`}`);
    }
  }
  expect(seen).toEqual(expected);
});

it('a cook moves tickets, recorded as the cook, but neither takes orders nor charges; a waiter takes orders but does not void', async () => {
  const { people, dish, table, newOrder, owner } = await staffedRestaurant();
  const order = await newOrder();

  const cookOrders = await people.cook.app.post('/restaurant/carrito/add', { itemId: dish.id, quantity: 1 });
  expect({ status: cookOrders.statusCode, message: cookOrders.json().message }).toEqual({
    status: 403,
    message: 'Tu rol (Cocinero) no permite tomar pedidos',
  });
  const moved = await people.cook.app.put(`/restaurant/pedidos/${order.id}/estado`, { status: 'confirmado' });
  expect(moved.statusCode).toBe(200);
  expect(moved.json().data.history.at(-1)).toMatchObject({ to: 'confirmado', by: people.cook.user.id, by_email: people.cook.email });

  expect((await owner.app.post('/restaurant/caja/turno/abrir', { opening_float: 50000 })).statusCode).toBe(200);
  const check = (await owner.app.get(`/restaurant/cuentas?order_id=${order.id}`)).json().data[0];
  const payment = { idempotency_key: key(), payments: [cash(50000)] };
  const cookCharges = await people.cook.app.post(`/restaurant/cuentas/${check.id}/cobrar`, payment);
  expect({ status: cookCharges.statusCode, message: cookCharges.json().message }).toEqual({
    status: 403,
    message: 'Tu rol (Cocinero) no permite cobrar',
  });
  const waiterCharges = await people.waiter.app.post(`/restaurant/cuentas/${check.id}/cobrar`, payment);
  expect(waiterCharges.json().message).toBe('Tu rol (Mesero) no permite cobrar');
  expect((await owner.app.get(`/restaurant/cuentas/${check.id}`)).json().data.status).toBe('abierta');

  await people.waiter.app.post('/restaurant/carrito/add', { itemId: dish.id, quantity: 2 });
  const taken = await people.waiter.app.post('/restaurant/carrito/checkout', { table_id: table.id });
  expect(taken.statusCode).toBe(200);
  expect(taken.json().data.created_by).toBe(people.waiter.user.id);
  const voided = await people.waiter.app.put(`/restaurant/pedidos/${taken.json().data.id}/cancelar`, { reason: 'Se equivocó' });
  expect({ status: voided.statusCode, message: voided.json().message }).toEqual({
    status: 403,
    message: 'Tu rol (Mesero) no permite cancelar pedidos',
  });
  expect((await owner.app.get(`/restaurant/pedidos/${taken.json().data.id}`)).json().data.status).toBe('pendiente');

  // The cashier charges the check (both rounds of table 1) in cash.
  const total = (await owner.app.get(`/restaurant/cuentas/${check.id}`)).json().data.bill.total as number;
  const charged = await people.cashier.app.post(`/restaurant/cuentas/${check.id}/cobrar`, {
    idempotency_key: key(),
    payments: [cash(total)],
  });
  expect(charged.statusCode).toBe(200);
  expect(charged.json().data.status).toBe('pagada');
});

it('tells each person what their role allows, and lists the staff with their roles and whether they have a PIN', async () => {
  const { people, owner } = await staffedRestaurant();
  const profile = await people.cook.app.get('/restaurant/auth/profile');
  expect(profile.json().user).toMatchObject({ role: 'cook', permissions: ['move_ticket'] });
  expect((await people.waiter.app.get('/restaurant/auth/profile')).json().user.permissions).toEqual([
    'take_order',
    'move_ticket',
    'serve_floor',
  ]);
  expect((await people.cook.app.put(`/restaurant/personal/${people.cook.user.id}/pin`, { pin: '4321' })).statusCode).toBe(200);
  const staff = (await people.cook.app.get('/restaurant/personal')).json().data;
  expect(
    staff.map((person: { name: string; role: string; has_pin: boolean; is_owner: boolean }) => [person.name, person.role, person.has_pin]),
  ).toEqual([
    [owner.email, 'super_admin', false],
    ['Ada Admin', 'admin', false],
    ['Carla Cajera', 'cashier', false],
    ['Coco Cocinero', 'cook', true],
    ['Eva Empleada', 'employee', false],
    ['Mario Mesero', 'waiter', false],
  ]);
});

it('keeps a PIN only hashed; a person sets their own, an administrator anyone but the owner, and a bad PIN is refused', async () => {
  const { people, owner } = await staffedRestaurant();
  const pinOf = async (userId: string) =>
    (await restaurant.db.query('SELECT pin_hash FROM staff_pins WHERE user_id = $1', [userId])).rows[0]?.pin_hash as string | undefined;

  for (const pin of ['123', '1234567', '12a4', 1234]) {
    const refused = await people.waiter.app.put(`/restaurant/personal/${people.waiter.user.id}/pin`, { pin });
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
      status: 400,
      message: 'Datos inválidos: pin: PIN inválido: de 4 a 6 dígitos',
    });
  }
  expect(await pinOf(people.waiter.user.id)).toBeUndefined();

  const own = await people.waiter.app.put(`/restaurant/personal/${people.waiter.user.id}/pin`, { pin: '246810' });
  expect(own.json()).toEqual({ success: true, message: 'PIN guardado' });
  const hash = await pinOf(people.waiter.user.id);
  expect(hash).toMatch(/^\$argon2id\$/);
  expect(hash).not.toContain('246810');

  const notYours = await people.waiter.app.put(`/restaurant/personal/${people.cook.user.id}/pin`, { pin: '1111' });
  expect({ status: notYours.statusCode, message: notYours.json().message }).toEqual({
    status: 403,
    message: 'Solo un administrador del restaurante puede fijar el PIN de otra persona',
  });
  expect((await people.admin.app.put(`/restaurant/personal/${people.cook.user.id}/pin`, { pin: '1111' })).statusCode).toBe(200);
  const ownersPin = await people.admin.app.put(`/restaurant/personal/${owner.user.id}/pin`, { pin: '9999' });
  expect({ status: ownersPin.statusCode, message: ownersPin.json().message }).toEqual({
    status: 403,
    message: 'Solo el propietario puede fijar su propio PIN',
  });
  expect(await pinOf(owner.user.id)).toBeUndefined();
  expect((await people.admin.app.put(`/restaurant/personal/${randomUUID()}/pin`, { pin: '1111' })).statusCode).toBe(404);
});

it('switches the person on a device by PIN: the next action is recorded as them, with their role, until the device session ends', async () => {
  const { people, owner, dish, table } = await staffedRestaurant();
  await people.waiter.app.put(`/restaurant/personal/${people.waiter.user.id}/pin`, { pin: '2468' });
  await people.cook.app.put(`/restaurant/personal/${people.cook.user.id}/pin`, { pin: '1357' });

  const noPin = await owner.app.post('/restaurant/personal/cambiar', { user_id: people.cashier.user.id, pin: '1234' });
  expect({ status: noPin.statusCode, message: noPin.json().message }).toEqual({
    status: 409,
    message: 'Esa persona aún no tiene PIN: ella misma o un administrador debe fijarlo en Personal',
  });
  const switched = await owner.app.post('/restaurant/personal/cambiar', { user_id: people.waiter.user.id, pin: '2468' });
  expect(switched.statusCode).toBe(200);
  expect(switched.json()).toMatchObject({
    message: 'Ahora trabaja en este dispositivo: Mario Mesero',
    user: { id: people.waiter.user.id, role: 'waiter', is_owner: false },
  });
  const ownerSession = (await owner.app.get('/restaurant/auth/profile')).statusCode;
  expect(ownerSession).toBe(200);
  const tablet = restaurant.as(switched.json().token);
  expect((await tablet.get('/restaurant/auth/profile')).json().user).toMatchObject({
    id: people.waiter.user.id,
    email: people.waiter.email,
  });
  await tablet.post('/restaurant/carrito/add', { itemId: dish.id, quantity: 1 });
  const order = await tablet.post('/restaurant/carrito/checkout', { table_id: table.id });
  expect(order.json().data).toMatchObject({ created_by: people.waiter.user.id, history: [{ by: people.waiter.user.id }] });
  // The waiter's session on the owner's tablet may not do what a waiter may not.
  expect((await tablet.put('/restaurant/caja/ajustes', { inc_responsible: true, suggested_tip_percent: 10 })).statusCode).toBe(403);

  // The cook takes over the same tablet: moves the ticket, as the cook, and cannot take an order.
  const cook = restaurant.as(
    (await tablet.post('/restaurant/personal/cambiar', { user_id: people.cook.user.id, pin: '1357' })).json().token,
  );
  const moved = await cook.put(`/restaurant/pedidos/${order.json().data.id}/estado`, { status: 'confirmado' });
  expect(moved.json().data.history.at(-1)).toMatchObject({ by: people.cook.user.id });
  expect((await cook.post('/restaurant/carrito/add', { itemId: dish.id })).json().message).toBe(
    'Tu rol (Cocinero) no permite tomar pedidos',
  );

  // The switched session stands on the device's platform session: when that ends, so does it.
  await restaurant.db.query(
    `INSERT INTO ended_platform_sessions (session_id, user_id, reason, expires_at) VALUES ($1, $2, 'logout', now() + interval '1 day')`,
    [owner.sid, owner.userId],
  );
  expect((await cook.get('/restaurant/auth/profile')).statusCode).toBe(401);
});

it('throttles PIN tries per person and per device: the fifth wrong one locks both for five minutes', async () => {
  const { people, owner } = await staffedRestaurant();
  await people.waiter.app.put(`/restaurant/personal/${people.waiter.user.id}/pin`, { pin: '2468' });
  await people.cook.app.put(`/restaurant/personal/${people.cook.user.id}/pin`, { pin: '1357' });
  const tryOn = (device: typeof owner.app, userId: string, pin: string) =>
    device.post('/restaurant/personal/cambiar', { user_id: userId, pin });

  const answers = [];
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const wrong = await tryOn(owner.app, people.waiter.user.id, '0000');
    answers.push(`${wrong.statusCode} ${wrong.json().message}`);
  }
  expect(answers).toEqual([
    ...Array(4).fill('403 PIN incorrecto'),
    '429 Demasiados intentos con PIN incorrecto: espera 5 minutos antes de intentar de nuevo',
  ]);
  // Locked: the right PIN too, for this person from another device, and for another person on this device.
  expect((await tryOn(owner.app, people.waiter.user.id, '2468')).statusCode).toBe(429);
  expect((await tryOn(people.admin.app, people.waiter.user.id, '2468')).statusCode).toBe(429);
  expect((await tryOn(owner.app, people.cook.user.id, '1357')).statusCode).toBe(429);
  // Another person on another device is not held up.
  expect((await tryOn(people.admin.app, people.cook.user.id, '1357')).statusCode).toBe(200);

  // Five minutes later.
  await restaurant.db.query(`UPDATE pin_tries SET locked_until = now() - interval '1 second' WHERE restaurant_id = $1`, [
    owner.subscription.subscriptionId,
  ]);
  expect((await tryOn(owner.app, people.waiter.user.id, '2468')).statusCode).toBe(200);
});

it('refuses the PIN of someone whose assignment was removed, and a device of another restaurant', async () => {
  const { people, owner } = await staffedRestaurant();
  await people.waiter.app.put(`/restaurant/personal/${people.waiter.user.id}/pin`, { pin: '2468' });
  const other = await ownerInside(restaurant, namespace, 'pro');
  const elsewhere = await other.app.post('/restaurant/personal/cambiar', { user_id: people.waiter.user.id, pin: '2468' });
  expect({ status: elsewhere.statusCode, message: elsewhere.json().message }).toEqual({
    status: 404,
    message: 'Persona no encontrada en este restaurante',
  });

  const assignments = (await restaurant.as(owner.token).get('/restaurant/config/assignments')).json().data as Array<{
    id: string;
    assigned_email: string;
  }>;
  const waiterSeat = assignments.find((seat) => seat.assigned_email === people.waiter.email)!;
  expect((await restaurant.as(owner.token).delete(`/restaurant/config/assignments/${waiterSeat.id}`)).statusCode).toBe(200);
  expect((await owner.app.post('/restaurant/personal/cambiar', { user_id: people.waiter.user.id, pin: '2468' })).statusCode).toBe(404);
});

it('keeps the idle lock minutes the restaurant sets: everyone reads them, administrators change them', async () => {
  const { people } = await staffedRestaurant();
  expect((await people.cook.app.get('/restaurant/personal/ajustes')).json().data).toEqual({ idle_lock_minutes: 0 });
  const refused = await people.cashier.app.put('/restaurant/personal/ajustes', { idle_lock_minutes: 5 });
  expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
    status: 403,
    message: 'Solo un administrador del restaurante puede hacer esto',
  });
  const invalid = await people.admin.app.put('/restaurant/personal/ajustes', { idle_lock_minutes: 2.5 });
  expect(invalid.json().message).toBe(
    'Datos inválidos: idle_lock_minutes: Tiempo de bloqueo inválido: un entero de 0 (sin bloqueo) a 240 minutos',
  );
  expect((await people.admin.app.put('/restaurant/personal/ajustes', { idle_lock_minutes: 5 })).json().data).toEqual({
    idle_lock_minutes: 5,
  });
  expect((await people.cook.app.get('/restaurant/personal/ajustes')).json().data).toEqual({ idle_lock_minutes: 5 });
});

it('does not let a switched session outlive the account of the person it switched to', async () => {
  const { people, owner } = await staffedRestaurant();
  await people.waiter.app.put(`/restaurant/personal/${people.waiter.user.id}/pin`, { pin: '2468' });
  const token = (await owner.app.post('/restaurant/personal/cambiar', { user_id: people.waiter.user.id, pin: '2468' })).json().token;
  const waiterId = (await restaurant.db.query('SELECT user_id FROM restaurant_users WHERE id = $1', [people.waiter.user.id])).rows[0]
    .user_id;
  await restaurant.db.query(`INSERT INTO platform_accounts (user_id, status, changed_at) VALUES ($1, 'disabled', now())`, [waiterId]);
  const refused = await restaurant.as(token).get('/restaurant/auth/profile');
  expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
    status: 401,
    message: 'Tu cuenta está desactivada o fue eliminada: ya no puedes entrar a este restaurante',
  });
});
