import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '@mb/contracts';
import { samePixels, testNamespace } from '@mb/service-kit/testing';
import { multipart, pngOf } from '../../catalog/test/helpers.js';
import { enterRestaurant, newPerson, ownerInside, startRestaurant, type TestRestaurant } from './helpers.js';

const namespace = testNamespace();
let restaurant: TestRestaurant;

beforeAll(async () => {
  restaurant = await startRestaurant(namespace);
}, 60000);

afterAll(async () => {
  await restaurant?.close();
});

it('lets the owner build the menu and anyone inside read it, by category, availability and search', async () => {
  const inside = await ownerInside(restaurant, namespace);
  const drinks = (await inside.app.post('/restaurant/menu/categories', { name: 'Bebidas' })).json().data;
  const mains = (await inside.app.post('/restaurant/menu/categories', { name: 'Platos fuertes' })).json().data;
  expect(drinks).toMatchObject({ name: 'Bebidas', dishes: 0 });
  const taken = await inside.app.post('/restaurant/menu/categories', { name: 'bebidas' });
  expect(taken.statusCode).toBe(409);
  expect(taken.json().message).toBe('Ya existe una categoría con ese nombre');

  const lemonade = await inside.app.post('/restaurant/menu/items', { category_id: drinks.id, name: 'Limonada de coco', price: 9000 });
  expect(lemonade.statusCode).toBe(200);
  expect(lemonade.json().data).toMatchObject({
    name: 'Limonada de coco',
    description: '',
    price: 9000,
    available: true,
    category_name: 'Bebidas',
    image_url: null,
  });
  await inside.app.post('/restaurant/menu/items', {
    category_id: mains.id,
    name: 'Bandeja paisa',
    description: 'Con chicharrón',
    price: 32000,
  });
  const soup = (
    await inside.app.post('/restaurant/menu/items', { category_id: mains.id, name: 'Ajiaco', price: 28000, available: false })
  ).json().data;

  const names = async (query: string) =>
    (await inside.app.get(`/restaurant/menu/items${query}`)).json().data.map((dish: { name: string }) => dish.name);
  expect(await names('')).toEqual(['Limonada de coco', 'Ajiaco', 'Bandeja paisa']);
  expect(await names(`?category=${mains.id}`)).toEqual(['Ajiaco', 'Bandeja paisa']);
  expect(await names('?available=false')).toEqual(['Ajiaco']);
  expect(await names('?q=CHICHARR')).toEqual(['Bandeja paisa']);
  expect(await names('?q=100%25')).toEqual([]);

  const edited = await inside.app.put(`/restaurant/menu/items/${soup.id}`, { available: true, price: 29000 });
  expect(edited.json().data).toMatchObject({ name: 'Ajiaco', price: 29000, available: true });
  const moved = await inside.app.put(`/restaurant/menu/items/${soup.id}`, { category_id: drinks.id });
  expect(moved.json().data).toMatchObject({ category_name: 'Bebidas' });

  const full = await inside.app.delete(`/restaurant/menu/categories/${mains.id}`);
  expect(full.statusCode).toBe(409);
  expect(full.json().message).toBe('No se puede eliminar una categoría que tiene platos asociados');
  expect((await inside.app.put(`/restaurant/menu/categories/${mains.id}`, { name: 'Fuertes' })).json().data).toMatchObject({
    name: 'Fuertes',
    dishes: 1,
  });

  expect((await inside.app.get('/restaurant/menu/stats')).json().data).toEqual({
    categories: 2,
    dishes: 3,
    available: 3,
    unavailable: 0,
    average_price: Math.round((9000 + 32000 + 29000) / 3),
    by_category: [
      { category_id: drinks.id, name: 'Bebidas', dishes: 2 },
      { category_id: mains.id, name: 'Fuertes', dishes: 1 },
    ],
  });
  expect((await inside.app.delete(`/restaurant/menu/items/${soup.id}`)).statusCode).toBe(200);
  expect((await inside.app.get(`/restaurant/menu/items/${soup.id}`)).statusCode).toBe(404);
});

it('keeps the categories in the order the owner sets: new ones last, a reorder names each once, dishes follow', async () => {
  const inside = await ownerInside(restaurant, namespace);
  const add = async (name: string) =>
    (await inside.app.post('/restaurant/menu/categories', { name })).json().data as { id: string; position: number };
  const [starters, mains, drinks] = [await add('Entradas'), await add('Platos fuertes'), await add('Bebidas')];
  expect([starters.position, mains.position, drinks.position]).toEqual([1, 2, 3]);
  const listed = async () =>
    (await inside.app.get('/restaurant/menu/categories'))
      .json()
      .data.map((category: { name: string; position: number }) => [category.name, category.position]);
  expect(await listed()).toEqual([
    ['Entradas', 1],
    ['Platos fuertes', 2],
    ['Bebidas', 3],
  ]);
  await inside.app.post('/restaurant/menu/items', { category_id: starters.id, name: 'Empanadas', price: 6000 });
  await inside.app.post('/restaurant/menu/items', { category_id: drinks.id, name: 'Limonada', price: 5000 });

  const moved = await inside.app.put('/restaurant/menu/categories/order', { ids: [drinks.id, starters.id, mains.id] });
  expect(moved.statusCode).toBe(200);
  expect(moved.json().data.map((category: { name: string }) => category.name)).toEqual(['Bebidas', 'Entradas', 'Platos fuertes']);
  expect(await listed()).toEqual([
    ['Bebidas', 1],
    ['Entradas', 2],
    ['Platos fuertes', 3],
  ]);
  expect((await inside.app.get('/restaurant/menu/items')).json().data.map((dish: { name: string }) => dish.name)).toEqual([
    'Limonada',
    'Empanadas',
  ]);
  expect(
    (await inside.app.get('/restaurant/menu/stats')).json().data.by_category.map((category: { name: string }) => category.name),
  ).toEqual(['Bebidas', 'Entradas', 'Platos fuertes']);
  expect((await add('Postres')).position).toBe(4);

  // A list that is not this menu's categories, each once, changes nothing.
  const other = await ownerInside(restaurant, namespace);
  const foreign = (await other.app.post('/restaurant/menu/categories', { name: 'Ajena' })).json().data.id;
  const postres = (await inside.app.get('/restaurant/menu/categories')).json().data[3].id;
  for (const ids of [
    [drinks.id, starters.id, mains.id],
    [drinks.id, drinks.id, starters.id, mains.id],
    [drinks.id, starters.id, mains.id, foreign],
    [],
    ['x'],
  ]) {
    const refused = await inside.app.put('/restaurant/menu/categories/order', { ids });
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      expect.stringContaining('Orden inválido: envía cada categoría del menú una sola vez'),
    ]);
  }
  expect(await listed()).toEqual([
    ['Bebidas', 1],
    ['Entradas', 2],
    ['Platos fuertes', 3],
    ['Postres', 4],
  ]);
  expect((await inside.app.put('/restaurant/menu/categories/order', { ids: [postres, drinks.id, starters.id, mains.id] })).statusCode).toBe(
    200,
  );
  expect((await listed())[0]).toEqual(['Postres', 1]);
});

it('refuses bad dishes with a message, never a 5xx', async () => {
  const inside = await ownerInside(restaurant, namespace);
  const category = (await inside.app.post('/restaurant/menu/categories', { name: 'Postres' })).json().data;
  const cases = [
    { category_id: category.id, name: 'Flan', price: -500 },
    { category_id: category.id, name: 'Flan', price: 0 },
    { category_id: category.id, name: 'Flan', price: 1500.5 },
    { category_id: category.id, name: 'Fl\u0000an', price: 1500 },
    { category_id: category.id, name: '   ', price: 1500 },
    { category_id: 'no-es-id', name: 'Flan', price: 1500 },
  ];
  for (const body of cases) {
    const answer = await inside.app.post('/restaurant/menu/items', body);
    expect({ body, status: answer.statusCode }).toEqual({ body, status: 400 });
    expect(answer.json().message).toMatch(/^Datos inválidos: /);
  }
  expect((await inside.app.post('/restaurant/menu/items', { category_id: category.id, name: 'Flan', price: -1 })).json().message).toContain(
    'Precio inválido: un número entero de pesos mayor que 0',
  );
  const unknownCategory = await inside.app.post('/restaurant/menu/items', { category_id: randomUUID(), name: 'Flan', price: 1500 });
  expect(unknownCategory.statusCode).toBe(404);
  expect(unknownCategory.json().message).toBe('Categoría no encontrada');
  expect((await inside.app.post('/restaurant/menu/categories', { name: 'a\u0000b' })).statusCode).toBe(400);
  expect((await inside.app.get('/restaurant/menu/items?q=%00')).statusCode).toBe(400);
  expect((await inside.app.get('/restaurant/menu/items')).json().data).toEqual([]);
});

it('lets employees read the menu but not change it (403 before the body is read)', async () => {
  const inside = await ownerInside(restaurant, namespace);
  const waiter = newPerson('mesera');
  await restaurant.as(inside.token).post('/restaurant/config/assignments', { email: waiter.email, name: 'Mesera', role: 'employee' });
  const staff = await enterRestaurant(restaurant, waiter, inside.subscription.subscriptionId);
  const category = (await inside.app.post('/restaurant/menu/categories', { name: 'Entradas' })).json().data;

  expect((await staff.app.get('/restaurant/menu/categories')).json().data).toMatchObject([{ id: category.id }]);
  for (const [method, url] of [
    ['post', '/restaurant/menu/categories'],
    ['put', `/restaurant/menu/categories/${category.id}`],
    ['put', '/restaurant/menu/categories/order'],
    ['delete', `/restaurant/menu/categories/${category.id}`],
    ['post', '/restaurant/menu/items'],
    ['put', `/restaurant/menu/items/${randomUUID()}`],
  ] as const) {
    const answer = await staff.app[method](url);
    expect({ url, method, status: answer.statusCode, message: answer.json().message }).toEqual({
      url,
      method,
      status: 403,
      message: 'Solo un administrador del restaurante puede hacer esto',
    });
  }
  // An admin assigned by the owner manages it.
  const manager = newPerson('gerente');
  await restaurant.as(inside.token).post('/restaurant/config/assignments', { email: manager.email, name: 'Gerente', role: 'admin' });
  const admin = await enterRestaurant(restaurant, manager, inside.subscription.subscriptionId);
  expect((await admin.app.post('/restaurant/menu/items', { category_id: category.id, name: 'Empanadas', price: 6000 })).statusCode).toBe(
    200,
  );
});

it('answers the plan’s features, with the plan that unlocks the rest', async () => {
  const inside = await ownerInside(restaurant, namespace, 'pro');
  const features = (await inside.app.get('/restaurant/menu/user/features')).json();
  expect(features).toMatchObject({ success: true, plan_type: 'pro' });
  expect(features.features).toContain('menu_rapido');
  expect(features.features).not.toContain('reportes_avanzados');
  expect(features.all).toContainEqual({ key: 'reportes_avanzados', included: false, unlocked_by: 'gold' });
  expect(features.stats_max_days).toBe(31);
});

it('refuses stats over more days than the plan reads with 403, naming the plan that unlocks them', async () => {
  const week = '/restaurant/pedidos/analytics/stats?from=2026-03-01&to=2026-03-07';
  const quarter = '/restaurant/pedidos/analytics/stats?from=2026-01-01&to=2026-03-31';
  const [estandar, pro, gold] = await Promise.all(
    ['estandar', 'pro', 'gold'].map((plan) => ownerInside(restaurant, namespace, plan as 'pro')),
  );

  expect((await estandar!.app.get('/restaurant/menu/user/features')).json().stats_max_days).toBe(1);
  expect((await estandar!.app.get('/restaurant/pedidos/analytics/stats?day=2026-03-01')).statusCode).toBe(200);
  const locked = await estandar!.app.get(week);
  expect(locked.statusCode).toBe(403);
  expect(locked.json()).toEqual({
    success: false,
    message:
      'Tu plan Estándar no incluye el análisis intermedio (estadísticas de varios días, hasta 31): está disponible desde el plan Pro. Mejora tu plan para usarlo.',
    feature: 'analisis_intermedio',
    plan_type: 'estandar',
    required_plan: 'pro',
  });

  expect((await pro!.app.get(week)).statusCode).toBe(200);
  const gated = await pro!.app.get(quarter);
  expect(gated.statusCode).toBe(403);
  expect(gated.json()).toMatchObject({
    feature: 'reportes_avanzados',
    plan_type: 'pro',
    required_plan: 'gold',
    message: expect.stringContaining('desde el plan Gold'),
  });

  expect((await gold!.app.get(quarter)).json().data).toMatchObject({ from: '2026-01-01', to: '2026-03-31', orders: 0 });
});

describe('dish pictures', () => {
  const picture = (width: number, height: number, field = 'image') => multipart(field, 'plato.png', 'image/png', pngOf(width, height));
  const upload = (session: string, dishId: string, body: { headers: Record<string, string>; payload: Buffer }) =>
    restaurant.app.inject({
      method: 'POST',
      url: `/restaurant/menu/items/${dishId}/image`,
      headers: { ...body.headers, authorization: `Bearer ${session}` },
      payload: body.payload,
    });
  const fileOf = (url: string) => join(restaurant.mediaDir, url.replace('/restaurant/media/', ''));
  const filesOf = (dishId: string) =>
    existsSync(restaurant.mediaDir)
      ? readdirSync(restaurant.mediaDir, { recursive: true })
          .map(String)
          .filter((path) => path.includes(`dishes/${dishId}/`))
      : [];

  async function dishInside() {
    const inside = await ownerInside(restaurant, namespace);
    const category = (await inside.app.post('/restaurant/menu/categories', { name: 'Platos' })).json().data;
    const dish = (await inside.app.post('/restaurant/menu/items', { category_id: category.id, name: 'Bandeja paisa', price: 32000 })).json()
      .data;
    return { ...inside, category, dish };
  }

  it('stores a real picture, points the dish at it and serves it to an <img> with year-long cache headers', async () => {
    const inside = await dishInside();
    const answer = await upload(inside.session, inside.dish.id, picture(800, 600));
    expect(answer.statusCode).toBe(200);
    const { image_url } = answer.json().data;
    expect(image_url).toMatch(new RegExp(`^/restaurant/media/restaurants/[0-9a-f-]{36}/dishes/${inside.dish.id}/[0-9a-f]{16}\\.png$`));
    expect((await inside.app.get('/restaurant/menu/items')).json().data).toMatchObject([{ id: inside.dish.id, image_url }]);

    const served = await restaurant.app.inject({ method: 'GET', url: image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(await samePixels(served.rawPayload, pngOf(800, 600))).toBe(true);
    expect((await restaurant.app.inject({ method: 'GET', url: '/restaurant/media/restaurants/../../etc/passwd' })).statusCode).toBe(404);
  });

  it('refuses what is not a picture, out of size or too big (400, 413, 415) with a message, changing nothing', async () => {
    const inside = await dishInside();
    const refusals: Array<[{ headers: Record<string, string>; payload: Buffer }, number, string]> = [
      [multipart('image', 'plato.png', 'image/png', Buffer.from('esto no es una imagen')), 400, messages.notAnImage],
      [picture(3001, 200), 400, 'Dimensiones inválidas (3001x200). Mínimo 50px, máximo 3000px'],
      [picture(49, 400), 400, 'Dimensiones inválidas (49x400). Mínimo 50px, máximo 3000px'],
      [picture(100, 100, 'foto'), 400, `${messages.fileMissing}: image`],
      [multipart('image', 'grande.png', 'image/png', Buffer.alloc(8 * 1024 * 1024 + 1)), 413, messages.fileTooLarge],
      [{ headers: { 'content-type': 'application/json' }, payload: Buffer.from('{"image":"x"}') }, 415, `${messages.fileMissing}: image`],
      [{ headers: { 'content-type': 'application/json' }, payload: Buffer.from('{"image":"\\u0000"}') }, 400, expect.any(String)],
    ];
    for (const [body, status, message] of refusals) {
      const answer = await upload(inside.session, inside.dish.id, body);
      expect({ status: answer.statusCode, message: answer.json().message }).toEqual({ status, message });
    }
    expect((await inside.app.get(`/restaurant/menu/items/${inside.dish.id}`)).json().data.image_url).toBeNull();
    expect(filesOf(inside.dish.id)).toEqual([]);
  });

  it('lets only restaurant admins of this restaurant change it: an employee 403, another restaurant 404, no file left', async () => {
    const inside = await dishInside();
    const cook = newPerson('cocina');
    await restaurant.as(inside.token).post('/restaurant/config/assignments', { email: cook.email, name: 'Cocina', role: 'employee' });
    const employee = await enterRestaurant(restaurant, cook, inside.subscription.subscriptionId);
    expect((await upload(employee.session, inside.dish.id, picture(100, 100))).statusCode).toBe(403);
    expect((await employee.app.delete(`/restaurant/menu/items/${inside.dish.id}/image`)).statusCode).toBe(403);

    const other = await ownerInside(restaurant, namespace);
    const foreign = await upload(other.session, inside.dish.id, picture(100, 100));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Plato no encontrado');
    // Even without a file: the dish is looked up first.
    expect((await other.app.post(`/restaurant/menu/items/${inside.dish.id}/image`)).statusCode).toBe(404);
    expect((await other.app.delete(`/restaurant/menu/items/${inside.dish.id}/image`)).statusCode).toBe(404);
    expect((await upload(inside.session, randomUUID(), picture(100, 100))).statusCode).toBe(404);
    expect(filesOf(inside.dish.id)).toEqual([]);
  });

  it('replacing, removing and deleting the dish remove the old file', async () => {
    const inside = await dishInside();
    const first = (await upload(inside.session, inside.dish.id, picture(300, 300))).json().data.image_url;
    const second = (await upload(inside.session, inside.dish.id, picture(301, 300))).json().data.image_url;
    expect(second).not.toBe(first);
    expect([existsSync(fileOf(first)), existsSync(fileOf(second))]).toEqual([false, true]);
    expect((await upload(inside.session, inside.dish.id, picture(301, 300))).json().data.image_url).toBe(second);
    expect(existsSync(fileOf(second))).toBe(true);

    const cleared = await inside.app.delete(`/restaurant/menu/items/${inside.dish.id}/image`);
    expect(cleared.json().data).toMatchObject({ id: inside.dish.id, image_url: null });
    expect(existsSync(fileOf(second))).toBe(false);
    expect((await restaurant.app.inject({ method: 'GET', url: second })).statusCode).toBe(404);

    const third = (await upload(inside.session, inside.dish.id, picture(302, 300))).json().data.image_url;
    expect((await inside.app.delete(`/restaurant/menu/items/${inside.dish.id}`)).statusCode).toBe(200);
    expect(existsSync(fileOf(third))).toBe(false);
  });
});
