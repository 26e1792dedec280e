import { testNamespace } from '@mb/service-kit/testing';
import { ownerInside, publishSubscription, startRestaurant, type TestRestaurant } from './helpers.js';

const namespace = testNamespace();
let restaurant: TestRestaurant;

beforeAll(async () => {
  restaurant = await startRestaurant(namespace);
}, 60000);

afterAll(async () => {
  await restaurant?.close();
});

/** A restaurant with a category, a dish, table 7, a favourite, a line in the owner's cart and an open order. */
async function restaurantWithEverything() {
  const inside = await ownerInside(restaurant, namespace);
  const category = (await inside.app.post('/restaurant/menu/categories', { name: 'Carta' })).json().data;
  const dish = (await inside.app.post('/restaurant/menu/items', { category_id: category.id, name: 'Sancocho', price: 25000 })).json().data;
  const table = (await inside.app.post('/restaurant/tables', { number: 7, seats: 6 })).json().data;
  await inside.app.post('/restaurant/favoritos/add', { platoId: dish.id });
  await inside.app.post('/restaurant/carrito/add', { itemId: dish.id });
  const order = (await inside.app.post('/restaurant/carrito/checkout', { table_id: table.id })).json().data;
  const cartLine = (await inside.app.post('/restaurant/carrito/add', { itemId: dish.id, quantity: 2 })).json().data;
  return { ...inside, category, dish, table, order, cartLine };
}

it('marks, toggles, lists and counts favourites per person', async () => {
  const a = await restaurantWithEverything();
  const check = async () => (await a.app.get(`/restaurant/favoritos/check/${a.user.id}/${a.dish.id}`)).json().favorite;
  expect(await check()).toBe(true);
  expect((await a.app.post('/restaurant/favoritos/toggle', { platoId: a.dish.id })).json()).toEqual({
    success: true,
    favorite: false,
    message: 'Quitado de favoritos',
  });
  expect(await check()).toBe(false);
  expect((await a.app.post('/restaurant/favoritos/toggle', { platoId: a.dish.id })).json().favorite).toBe(true);
  expect((await a.app.post('/restaurant/favoritos/add', { platoId: a.dish.id })).json().favorite).toBe(true);
  expect((await a.app.get(`/restaurant/favoritos/user/${a.user.id}`)).json().data).toMatchObject([{ id: a.dish.id, name: 'Sancocho' }]);
  expect((await a.app.get('/restaurant/favoritos/populares')).json().data).toMatchObject([{ id: a.dish.id, favorites: 1 }]);
  expect((await a.app.post('/restaurant/favoritos/remove', { platoId: a.dish.id })).json().favorite).toBe(false);
  expect((await a.app.get(`/restaurant/favoritos/user/${a.user.id}`)).json().data).toEqual([]);
  expect((await a.app.get('/restaurant/favoritos/populares?limit=0')).statusCode).toBe(400);
});

it('answers 404 to restaurant A’s session on every one of restaurant B’s objects, and changes nothing of B', async () => {
  const a = await restaurantWithEverything();
  const b = await restaurantWithEverything();
  const before = await Promise.all([
    b.app.get(`/restaurant/menu/items/${b.dish.id}`),
    b.app.get(`/restaurant/pedidos/${b.order.id}`),
    b.app.get('/restaurant/tables'),
    b.app.get(`/restaurant/carrito/${b.user.id}`),
    b.app.get(`/restaurant/favoritos/user/${b.user.id}`),
    b.app.get('/restaurant/menu/categories'),
  ]).then((answers) => answers.map((answer) => answer.json()));

  const attempts: Array<[string, () => ReturnType<typeof a.app.get>]> = [
    ['dish read', () => a.app.get(`/restaurant/menu/items/${b.dish.id}`)],
    ['dish edit', () => a.app.put(`/restaurant/menu/items/${b.dish.id}`, { price: 1 })],
    ['dish delete', () => a.app.delete(`/restaurant/menu/items/${b.dish.id}`)],
    ['dish into A’s category', () => a.app.put(`/restaurant/menu/items/${a.dish.id}`, { category_id: b.category.id })],
    ['new dish in B’s category', () => a.app.post('/restaurant/menu/items', { category_id: b.category.id, name: 'X', price: 1000 })],
    ['category rename', () => a.app.put(`/restaurant/menu/categories/${b.category.id}`, { name: 'Robada' })],
    ['category delete', () => a.app.delete(`/restaurant/menu/categories/${b.category.id}`)],
    ['table status', () => a.app.put(`/restaurant/tables/${b.table.id}/status`, { status: 'mantenimiento' })],
    ['order read', () => a.app.get(`/restaurant/pedidos/${b.order.id}`)],
    ['order move', () => a.app.put(`/restaurant/pedidos/${b.order.id}/estado`, { status: 'confirmado' })],
    ['order cancel', () => a.app.put(`/restaurant/pedidos/${b.order.id}/cancelar`)],
    ['cart add B’s dish', () => a.app.post('/restaurant/carrito/add', { itemId: b.dish.id })],
    ['cart read', () => a.app.get(`/restaurant/carrito/${b.user.id}`)],
    ['cart summary', () => a.app.get(`/restaurant/carrito/summary/${b.user.id}`)],
    ['cart line quantity', () => a.app.put('/restaurant/carrito/update-quantity', { id: b.cartLine.id, quantity: 9 })],
    ['cart line delete', () => a.app.delete(`/restaurant/carrito/item/${b.cartLine.id}`)],
    ['favourite add', () => a.app.post('/restaurant/favoritos/add', { platoId: b.dish.id })],
    ['favourite remove', () => a.app.post('/restaurant/favoritos/remove', { platoId: b.dish.id })],
    ['favourite toggle', () => a.app.post('/restaurant/favoritos/toggle', { platoId: b.dish.id })],
    ['favourites of B’s user', () => a.app.get(`/restaurant/favoritos/user/${b.user.id}`)],
    ['favourite check', () => a.app.get(`/restaurant/favoritos/check/${b.user.id}/${b.dish.id}`)],
  ];
  for (const [what, attempt] of attempts) {
    const answer = await attempt();
    expect({ what, status: answer.statusCode }).toEqual({ what, status: 404 });
    expect(answer.body).not.toContain('Sancocho');
  }
  // Checking out onto B's table is refused before anything is written: A's cart stays.
  const onBTable = await a.app.post('/restaurant/carrito/checkout', { table_id: b.table.id });
  expect(onBTable.statusCode).toBe(404);
  expect((await a.app.get(`/restaurant/carrito/summary/${a.user.id}`)).json().data.lines).toBe(1);
  // With an empty cart too: another restaurant's table is not found, rather than the cart said to be empty.
  const empty = await ownerInside(restaurant, namespace);
  const emptyOnBTable = await empty.app.post('/restaurant/carrito/checkout', { table_id: b.table.id });
  expect(emptyOnBTable.statusCode).toBe(404);
  // Lists filtered by B's ids answer nothing of B's.
  expect((await a.app.get(`/restaurant/pedidos?table_id=${b.table.id}`)).json().data).toEqual([]);
  expect((await a.app.get(`/restaurant/menu/items?category=${b.category.id}`)).json().data).toEqual([]);
  expect((await a.app.get('/restaurant/pedidos')).json().data.map((o: { id: string }) => o.id)).toEqual([a.order.id]);

  const after = await Promise.all([
    b.app.get(`/restaurant/menu/items/${b.dish.id}`),
    b.app.get(`/restaurant/pedidos/${b.order.id}`),
    b.app.get('/restaurant/tables'),
    b.app.get(`/restaurant/carrito/${b.user.id}`),
    b.app.get(`/restaurant/favoritos/user/${b.user.id}`),
    b.app.get('/restaurant/menu/categories'),
  ]).then((answers) => answers.map((answer) => answer.json()));
  expect(after).toEqual(before);
});

it('keeps a lapsed restaurant’s data readable and refuses every write', async () => {
  const a = await restaurantWithEverything();
  await publishSubscription(restaurant, namespace, 'expired', a.subscription);
  for (const write of [
    () => a.app.post('/restaurant/menu/items', { category_id: a.category.id, name: 'Nuevo', price: 1000 }),
    () => a.app.put(`/restaurant/pedidos/${a.order.id}/estado`, { status: 'confirmado' }),
    () => a.app.post('/restaurant/carrito/checkout', { takeaway: true }),
    () => a.app.post('/restaurant/favoritos/toggle', { platoId: a.dish.id }),
    () => a.app.put(`/restaurant/tables/${a.table.id}/status`, { status: 'reservada' }),
  ]) {
    const answer = await write();
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toContain('Renueva la suscripción para seguir trabajando');
  }
  expect((await a.app.get(`/restaurant/pedidos/${a.order.id}`)).json().data).toMatchObject({ status: 'pendiente', total: 25000 });
  expect((await a.app.get('/restaurant/menu/items')).json().data).toMatchObject([{ name: 'Sancocho' }]);
  expect((await a.app.get('/restaurant/tables')).json().data).toMatchObject([{ number: 7, status: 'ocupada' }]);
});
