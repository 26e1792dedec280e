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
  expect(lemonade.json().data).toMatchObject({ name: 'Limonada de coco', description: '', price: 9000, available: true, category_name: 'Bebidas', image_url: null });
  await inside.app.post('/restaurant/menu/items', { category_id: mains.id, name: 'Bandeja paisa', description: 'Con chicharrón', price: 32000 });
  const soup = (await inside.app.post('/restaurant/menu/items', { category_id: mains.id, name: 'Ajiaco', price: 28000, available: false })).json().data;

  const names = async (query: string) => (await inside.app.get(`/restaurant/menu/items${query}`)).json().data.map((dish: { name: string }) => dish.name);
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
  expect((await inside.app.put(`/restaurant/menu/categories/${mains.id}`, { name: 'Fuertes' })).json().data).toMatchObject({ name: 'Fuertes', dishes: 1 });

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
  expect((await admin.app.post('/restaurant/menu/items', { category_id: category.id, name: 'Empanadas', price: 6000 })).statusCode).toBe(200);
});

it('answers the plan’s features, with the plan that unlocks the rest', async () => {
  const inside = await ownerInside(restaurant, namespace, 'pro');
  const features = (await inside.app.get('/restaurant/menu/user/features')).json();
  expect(features).toMatchObject({ success: true, plan_type: 'pro' });
  expect(features.features).toContain('menu_rapido');
  expect(features.features).not.toContain('reportes_avanzados');
  expect(features.all).toContainEqual({ key: 'reportes_avanzados', included: false, unlocked_by: 'gold' });
});
