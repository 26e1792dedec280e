import { tableOrdersPerWindow } from '@mb/contracts';
import { testNamespace } from '@mb/service-kit/testing';
import { diningRoom } from './dining-room.js';
import { startRestaurant, type TestRestaurant } from './helpers.js';

const namespace = testNamespace();
let restaurant: TestRestaurant;

beforeAll(async () => {
  restaurant = await startRestaurant(namespace);
}, 60000);

afterAll(async () => {
  await restaurant?.close();
});

const anyone = {
  get: (url: string) => restaurant.app.inject({ method: 'GET', url }),
  post: (url: string, payload: object) => restaurant.app.inject({ method: 'POST', url, payload }),
};

/** A Pro dining room with its QR menu set up: its public address and table 2's. */
async function qrRoom(planType: 'pro' | 'gold' = 'pro') {
  const room = await diningRoom(restaurant, namespace, planType);
  const settings = await room.app.get('/restaurant/menu-qr');
  expect(settings.statusCode).toBe(200);
  const { slug, tables } = settings.json().data;
  const token = tables[0].path.split('/').at(-1) as string;
  return { ...room, slug, token, tablePath: `/public/menu/${slug}/mesa/${token}` };
}

it('serves a Pro restaurant’s menu by its readable address, to anyone, without dishes that ran out', async () => {
  const room = await qrRoom();
  expect(room.slug).toMatch(/^software-restaurante(-[0-9a-f]+)?$/);
  const settings = (await room.app.get('/restaurant/menu-qr')).json().data;
  expect(settings).toMatchObject({ path: `/m/${room.slug}`, ordering_enabled: false, tables: [{ number: 2 }] });
  expect(settings.tables[0].path).toMatch(new RegExp(`^/m/${room.slug}/mesa/[0-9a-f]{32}$`));

  await room.app.put(`/restaurant/menu/items/${room.menu.sancocho.id}`, { available: false });
  const menu = await anyone.get(`/public/menu/${room.slug}`);
  expect(menu.statusCode).toBe(200);
  const data = menu.json().data;
  expect(data).toMatchObject({ slug: room.slug, ordering: false, table: null });
  const names = data.categories.flatMap((category: { dishes: Array<{ name: string }> }) => category.dishes.map((dish) => dish.name));
  expect(names.sort()).toEqual(['Bandeja paisa', 'Limonada de coco']);
  expect(data.categories[0].dishes[0]).toMatchObject({ price: 32900, image_url: null, option_groups: [] });
  const available = (await anyone.get(`/public/menu/${room.slug}/disponibles`)).json().data.dish_ids;
  expect(available).not.toContain(room.menu.sancocho.id);
  expect(available).toContain(room.menu.bandeja.id);

  const atTable = (await anyone.get(room.tablePath)).json().data;
  expect(atTable).toMatchObject({ table: { number: 2 }, ordering: false });
});

it('answers 404 for an Estándar restaurant, an unknown address and a wrong table token', async () => {
  const estandar = await diningRoom(restaurant, namespace, 'estandar');
  const locked = await estandar.app.get('/restaurant/menu-qr');
  expect(locked.statusCode).toBe(403);
  expect(locked.json()).toMatchObject({ required_plan: 'pro' });
  // Set up while it was Pro elsewhere is not needed: an Estándar restaurant has no address to find.
  await restaurant.db.query(`INSERT INTO qr_menus (restaurant_id, slug) VALUES ($1, $2)`, [
    estandar.subscription.subscriptionId,
    `estandar-${estandar.subscription.subscriptionId.slice(0, 8)}`,
  ]);
  const hidden = await anyone.get(`/public/menu/estandar-${estandar.subscription.subscriptionId.slice(0, 8)}`);
  expect(hidden.statusCode).toBe(404);
  expect(hidden.json().message).toBe('Menú no encontrado');

  expect((await anyone.get('/public/menu/no-existe-este-menu')).statusCode).toBe(404);
  const malformed = await anyone.get('/public/menu/Mal%20Slug');
  expect(malformed.statusCode).toBe(400);
  expect(malformed.json().message).toContain('Menú no encontrado');
  const room = await qrRoom();
  const wrong = await anyone.get(`/public/menu/${room.slug}/mesa/${'0'.repeat(32)}`);
  expect(wrong.statusCode).toBe(404);
  expect(wrong.json().message).toBe('Mesa no encontrada: escanea de nuevo el código QR de tu mesa');
  expect((await anyone.post(`/public/menu/${room.slug}/mesa/${'0'.repeat(32)}/pedidos`, { lines: [] })).statusCode).toBe(400);
  const unknown = await anyone.post(`/public/menu/${room.slug}/mesa/${'0'.repeat(32)}/pedidos`, {
    lines: [{ itemId: room.menu.bandeja.id }],
  });
  expect(unknown.statusCode).toBe(404);
});

it('takes a diner’s order from the table as pendiente, and staff confirm it into a round for the kitchen', async () => {
  const room = await qrRoom();
  const order = { lines: [{ itemId: room.menu.bandeja.id, quantity: 2 }], note: 'Sin cebolla' };
  const closed = await anyone.post(`${room.tablePath}/pedidos`, order);
  expect(closed.statusCode).toBe(409);
  expect(closed.json().message).toBe('Este restaurante no recibe pedidos desde la mesa: llama a tu mesero');

  expect((await room.app.put('/restaurant/menu-qr', { ordering_enabled: true })).json().data.ordering_enabled).toBe(true);
  expect((await anyone.get(room.tablePath)).json().data.ordering).toBe(true);
  // The page without a table never orders.
  expect((await anyone.get(`/public/menu/${room.slug}`)).json().data.ordering).toBe(false);

  const sent = await anyone.post(`${room.tablePath}/pedidos`, order);
  expect(sent.statusCode).toBe(201);
  expect(sent.json()).toMatchObject({
    message: 'Pedido enviado: el personal lo confirmará en un momento',
    data: { status: 'pendiente', table_number: 2, total: 65800, note: 'Sin cebolla', lines: [{ name: 'Bandeja paisa', quantity: 2 }] },
  });
  const id = sent.json().data.id;
  const { rows } = await restaurant.db.query('SELECT qr_token FROM table_orders WHERE id = $1', [id]);
  expect(rows[0].qr_token).toBe(room.token);

  const waiting = (await room.waiter.app.get('/restaurant/menu-qr/pedidos')).json().data;
  expect(waiting).toMatchObject([{ id, status: 'pendiente', table_number: 2 }]);
  // Nothing reached the kitchen yet.
  expect((await room.waiter.app.get('/restaurant/pedidos')).json().data).toHaveLength(0);

  const confirmed = await room.waiter.app.post(`/restaurant/menu-qr/pedidos/${id}/confirmar`);
  expect(confirmed.statusCode).toBe(200);
  const kitchen = (await room.waiter.app.get('/restaurant/pedidos')).json().data;
  expect(kitchen).toMatchObject([{ status: 'pendiente', table_number: 2, total: 65800, note: 'Sin cebolla' }]);
  expect((await room.waiter.app.get('/restaurant/menu-qr/pedidos')).json().data).toHaveLength(0);
  const again = await room.waiter.app.post(`/restaurant/menu-qr/pedidos/${id}/confirmar`);
  expect(again.statusCode).toBe(409);
  expect(again.json().message).toBe('Este pedido de mesa ya fue confirmado');
});

it('refuses a bad table order with a Spanish message and changes nothing', async () => {
  const room = await qrRoom('gold');
  await room.app.put('/restaurant/menu-qr', { ordering_enabled: true });
  await room.app.put(`/restaurant/menu/items/${room.menu.sancocho.id}`, { available: false });
  const cases: Array<[object, number, string]> = [
    [{ lines: [] }, 400, 'Elige de 1 a 50 platos para tu pedido'],
    [{ lines: [{ itemId: room.menu.bandeja.id, quantity: 0 }] }, 400, 'Cantidad inválida: un entero de 1 a 99'],
    [{ lines: [{ itemId: 'x' }] }, 400, 'Plato no encontrado'],
    [{ lines: [{ itemId: '00000000-0000-4000-8000-000000000000' }] }, 404, 'Plato no encontrado'],
    [{ lines: [{ itemId: room.menu.sancocho.id }] }, 409, 'El plato "Sancocho" no está disponible'],
    [
      { lines: [{ itemId: room.menu.bandeja.id, options: ['00000000-0000-4000-8000-000000000000'] }] },
      400,
      'Esa opción no es del plato "Bandeja paisa"',
    ],
  ];
  for (const [body, status, message] of cases) {
    const refused = await anyone.post(`${room.tablePath}/pedidos`, body);
    expect(refused.statusCode).toBe(status);
    expect(refused.json().message).toContain(message);
  }
  const { rows } = await restaurant.db.query('SELECT count(*)::int AS n FROM table_orders WHERE qr_token = $1', [room.token]);
  expect(rows[0].n).toBe(0);
});

it('limits the orders one table token sends (429 with Retry-After), and staff may reject one', async () => {
  const room = await qrRoom();
  await room.app.put('/restaurant/menu-qr', { ordering_enabled: true });
  const order = { lines: [{ itemId: room.menu.limonada.id }] };
  const ids: string[] = [];
  for (let sent = 0; sent < tableOrdersPerWindow; sent++) {
    const answer = await anyone.post(`${room.tablePath}/pedidos`, order);
    expect(answer.statusCode).toBe(201);
    ids.push(answer.json().data.id);
  }
  const limited = await anyone.post(`${room.tablePath}/pedidos`, order);
  expect(limited.statusCode).toBe(429);
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  expect(limited.json().message).toBe('Enviaste demasiados pedidos desde esta mesa: espera un momento e inténtalo de nuevo');

  const rejected = await room.waiter.app.post(`/restaurant/menu-qr/pedidos/${ids[0]}/rechazar`);
  expect(rejected.statusCode).toBe(200);
  expect(rejected.json().data.status).toBe('cancelado');
  expect((await room.waiter.app.get('/restaurant/menu-qr/pedidos')).json().data).toHaveLength(tableOrdersPerWindow - 1);
});
