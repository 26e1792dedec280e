import { randomUUID } from 'node:crypto';
import { billingSubscriptionRenewed } from '@mb/contracts';
import { eventually, sendRaw, testNamespace } from '@mb/service-kit/testing';
import { restaurantTokens } from '../src/modules/apps/restaurant-token.js';
import {
  enterRestaurant,
  newOwner,
  newPerson,
  ownerInside,
  publishSubscription,
  startRestaurant,
  tokenSecret,
  type TestRestaurant,
} from './helpers.js';

const namespace = testNamespace();
let restaurant: TestRestaurant;

beforeAll(async () => {
  restaurant = await startRestaurant(namespace);
}, 60000);

afterAll(async () => {
  await restaurant?.close();
});

it('creates the owner’s restaurant user once, as super_admin, and logs in with the restaurant_token', async () => {
  const owner = await newOwner(restaurant, namespace, 'pro');
  const opened = await restaurant.as(owner.token).post(`/subscriptions/${owner.subscription.subscriptionId}/open-restaurant`);
  const restaurantToken = opened.json().restaurant_token;

  const beforeSetup = await restaurant.as(restaurantToken).post('/restaurant/auth/login');
  expect(beforeSetup.statusCode).toBe(409);
  expect(beforeSetup.json().message).toContain('setup-user');

  const first = await restaurant.as(restaurantToken).post('/restaurant/auth/setup-user');
  expect(first.statusCode).toBe(200);
  expect(first.json()).toMatchObject({
    success: true,
    created: true,
    user: { user_id: owner.userId, email: owner.email, role: 'super_admin', is_owner: true },
  });
  const again = await restaurant.as(restaurantToken).post('/restaurant/auth/setup-user');
  expect(again.json()).toMatchObject({ created: false, user: { id: first.json().user.id } });

  const login = await restaurant.as(restaurantToken).post('/restaurant/auth/login');
  expect(login.statusCode).toBe(200);
  expect(login.json()).toMatchObject({
    success: true,
    user: { id: first.json().user.id, role: 'super_admin' },
    restaurant: {
      id: owner.subscription.subscriptionId,
      plan_type: 'pro',
      subscription_status: 'active',
      read_only: false,
      suspends_at: null,
    },
  });
  // An hour (RESTAURANT_SESSION_TTL_MINUTES), or less when the platform session ends sooner (the test's lasts an hour).
  expect(login.json().expires_in).toBeGreaterThan(3500);
  expect(login.json().expires_in).toBeLessThanOrEqual(3600);
  const profile = await restaurant.as(login.json().token).get('/restaurant/auth/profile');
  expect(profile.statusCode).toBe(200);
  expect(profile.json()).toMatchObject({ user: { id: first.json().user.id }, restaurant: { plan_type: 'pro' } });
});

it('refuses the platform session, the restaurant_token as a session, a forged or expired session, and none', async () => {
  const inside = await ownerInside(restaurant, namespace);
  for (const token of [inside.token, inside.restaurantToken, `${inside.session}x`, 'nada']) {
    const answer = await restaurant.as(token).get('/restaurant/auth/profile');
    expect(answer.statusCode).toBe(401);
    expect(answer.json().message).toBe(
      'Tu sesión del restaurante venció o no es válida: abre la aplicación de nuevo desde Mis Suscripciones',
    );
  }
  expect((await restaurant.app.inject({ method: 'GET', url: '/restaurant/auth/profile' })).statusCode).toBe(401);
  // The session is not a restaurant_token either.
  expect((await restaurant.as(inside.session).post('/restaurant/auth/login')).statusCode).toBe(401);
  const expired = restaurantTokens({ secret: tokenSecret, ttlSeconds: 60 }).sign(
    {
      ...{ sub: inside.userId, email: inside.email, subscription_id: inside.subscription.subscriptionId, product_name: 'x' },
      ...{ role: 'owner' as const, plan_type: 'pro' as const, sid: inside.sid, sexp: 4102444800, jti: randomUUID() },
    },
    new Date(Date.now() - 3600_000),
  );
  expect((await restaurant.as(expired).post('/restaurant/auth/login')).statusCode).toBe(401);
});

it('gives staff their assignment’s role, and refuses their session once the assignment is removed', async () => {
  const owner = await newOwner(restaurant, namespace);
  const cook = newPerson('cocinero');
  const added = await restaurant
    .as(owner.token)
    .post('/restaurant/config/assignments', { email: cook.email, name: 'Cocinero', role: 'employee' });
  const staff = await enterRestaurant(restaurant, cook, owner.subscription.subscriptionId);
  expect(staff.user).toMatchObject({ role: 'employee' });
  expect((await staff.app.get('/restaurant/auth/profile')).statusCode).toBe(200);

  expect((await restaurant.as(owner.token).delete(`/restaurant/config/assignments/${added.json().data.id}`)).statusCode).toBe(200);
  const refused = await staff.app.get('/restaurant/auth/profile');
  expect(refused.statusCode).toBe(401);
  expect(refused.json().message).toBe('Ya no tienes acceso a este restaurante: el propietario retiró tu asignación');
  expect((await restaurant.as(staff.restaurantToken).post('/restaurant/auth/login')).statusCode).toBe(401);
  expect((await restaurant.as(staff.restaurantToken).post('/restaurant/auth/setup-user')).statusCode).toBe(401);
});

it('shows the suspension date in grace, and keeps a lapsed restaurant readable but refuses its writes', async () => {
  const inside = await ownerInside(restaurant, namespace);
  await publishSubscription(restaurant, namespace, 'grace_started', inside.subscription);
  expect((await inside.app.get('/restaurant/auth/profile')).json().restaurant).toMatchObject({
    subscription_status: 'grace',
    read_only: false,
    suspends_at: '2026-02-16T00:00:00.000Z',
  });

  await publishSubscription(restaurant, namespace, 'expired', inside.subscription);
  const profile = await inside.app.get('/restaurant/auth/profile');
  expect(profile.statusCode).toBe(200);
  expect(profile.json().restaurant).toMatchObject({ subscription_status: 'expired', read_only: true });
  // A write is refused before its body is even read: an empty one gets the same answer.
  const write = await inside.app.post('/restaurant/menu/categories');
  expect(write.statusCode).toBe(409);
  expect(write.json()).toMatchObject({
    read_only: true,
    message: expect.stringContaining('puedes consultar tus datos, pero no modificarlos'),
  });
});

it('keeps working in grace; once cancelled keeps every record readable and refuses writes with the renewal message', async () => {
  const inside = await ownerInside(restaurant, namespace);
  const category = (await inside.app.post('/restaurant/menu/categories', { name: 'Bebidas' })).json().data;
  const dish = (await inside.app.post('/restaurant/menu/items', { category_id: category.id, name: 'Limonada', price: 6000 })).json().data;
  await inside.app.post('/restaurant/carrito/add', { itemId: dish.id, quantity: 2 });
  const order = (await inside.app.post('/restaurant/carrito/checkout', { takeaway: true })).json().data;

  await publishSubscription(restaurant, namespace, 'grace_started', inside.subscription);
  // Grace is the app as usual, with a banner: writes go through.
  expect((await inside.app.put(`/restaurant/pedidos/${order.id}/estado`, { status: 'confirmado' })).statusCode).toBe(200);
  expect((await inside.app.post('/restaurant/tables', { number: 3, seats: 2 })).statusCode).toBe(200);

  await publishSubscription(restaurant, namespace, 'cancelled', inside.subscription);
  for (const write of [
    () => inside.app.post('/restaurant/menu/categories', { name: 'Postres' }),
    () => inside.app.delete(`/restaurant/menu/items/${dish.id}`),
    () => inside.app.put(`/restaurant/pedidos/${order.id}/estado`, { status: 'preparando' }),
    () => inside.app.put(`/restaurant/pedidos/${order.id}/cancelar`),
    () => inside.app.post('/restaurant/carrito/add', { itemId: dish.id }),
    () => inside.app.post(`/restaurant/menu/items/${dish.id}/image`),
  ]) {
    const answer = await write();
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      read_only: true,
      message: expect.stringContaining('Renueva la suscripción para seguir trabajando'),
    });
  }
  expect((await inside.app.get('/restaurant/auth/profile')).json().restaurant).toMatchObject({
    subscription_status: 'cancelled',
    read_only: true,
    suspends_at: null,
  });
  expect((await inside.app.get(`/restaurant/pedidos/${order.id}`)).json().data).toMatchObject({ status: 'confirmado', total: 12000 });
  expect((await inside.app.get('/restaurant/menu/items')).json().data).toMatchObject([{ id: dish.id, name: 'Limonada' }]);
  expect((await inside.app.get('/restaurant/tables')).json().data).toMatchObject([{ number: 3 }]);
  expect((await inside.app.get('/restaurant/pedidos/analytics/stats')).statusCode).toBe(200);
});

it('provisions nothing twice when billing’s event is delivered again', async () => {
  const inside = await ownerInside(restaurant, namespace);
  const renewed = await publishSubscription(restaurant, namespace, 'renewed', { ...inside.subscription, planType: 'gold' });
  // The very same message again (a redelivery), then a marker behind it on the same key, so it was handled first.
  await sendRaw({
    namespace,
    topic: billingSubscriptionRenewed.topic,
    messages: [{ key: inside.subscription.subscriptionId, value: JSON.stringify(renewed) }],
  });
  const marker = await publishSubscription(restaurant, namespace, 'renewed', { ...inside.subscription, planType: 'gold' }, { wait: false });
  await eventually(async () => {
    const { rowCount } = await restaurant.db.query('SELECT 1 FROM processed_events WHERE event_id = $1', [marker.id]);
    expect(rowCount).toBe(1);
  });
  const counts = await restaurant.db.query(
    `SELECT (SELECT count(*) FROM subscriptions WHERE id = $1)::int AS subscriptions,
            (SELECT count(*) FROM restaurant_users WHERE restaurant_id = $1)::int AS users,
            (SELECT count(*) FROM processed_events WHERE event_id = $2)::int AS applied`,
    [inside.subscription.subscriptionId, renewed.id],
  );
  expect(counts.rows[0]).toEqual({ subscriptions: 1, users: 1, applied: 1 });
  expect((await inside.app.get('/restaurant/auth/profile')).json().restaurant).toMatchObject({ plan_type: 'gold', read_only: false });
});
