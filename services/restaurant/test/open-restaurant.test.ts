import { randomUUID } from 'node:crypto';
import { eventually, testNamespace } from '@mb/service-kit/testing';
import { restaurantTokens } from '../src/modules/apps/restaurant-token.js';
import { newOwner, newPerson, publishSubscription, startRestaurant, tokenSecret, type TestRestaurant } from './helpers.js';

const namespace = testNamespace();
let restaurant: TestRestaurant;
const tokens = restaurantTokens({ secret: tokenSecret, ttlSeconds: 1 });

beforeAll(async () => {
  restaurant = await startRestaurant(namespace);
}, 60000);

afterAll(async () => {
  await restaurant?.close();
});

const open = (token: string, subscriptionId: string) => restaurant.as(token).post(`/subscriptions/${subscriptionId}/open-restaurant`);

it('gives the owner a token for that restaurant only, with their role and plan in it', async () => {
  const owner = await newOwner(restaurant, namespace, 'pro');
  const response = await open(owner.token, owner.subscription.subscriptionId);
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body).toMatchObject({
    success: true,
    role: 'owner',
    subscription_id: owner.subscription.subscriptionId,
    product_name: 'Software Restaurante',
    expires_in: 5 * 60,
  });
  expect(tokens.verify(body.restaurant_token)).toMatchObject({
    sub: owner.userId,
    subscription_id: owner.subscription.subscriptionId,
    role: 'owner',
    plan_type: 'pro',
  });
});

it('still opens during grace, refuses once expired, and an older replayed event does not bring it back', async () => {
  const owner = await newOwner(restaurant, namespace);
  const activatedAt = new Date();
  await publishSubscription(restaurant, namespace, 'grace_started', owner.subscription);
  const inGrace = await open(owner.token, owner.subscription.subscriptionId);
  expect(inGrace.statusCode).toBe(200);
  expect(tokens.verify(inGrace.json().restaurant_token)).toMatchObject({
    subscription_id: owner.subscription.subscriptionId,
    role: 'owner',
  });

  await publishSubscription(restaurant, namespace, 'expired', owner.subscription);
  const expired = await open(owner.token, owner.subscription.subscriptionId);
  expect(expired.statusCode).toBe(409);
  expect(expired.json()).toEqual({ success: false, message: 'La suscripción no está activa: renuévala para abrir la aplicación' });

  const replay = await publishSubscription(restaurant, namespace, 'activated', owner.subscription, {
    occurredAt: activatedAt,
    wait: false,
  });
  await eventually(async () => {
    const { rowCount } = await restaurant.db.query('SELECT 1 FROM processed_events WHERE event_id = $1', [replay.id]);
    expect(rowCount).toBe(1);
  });
  expect((await open(owner.token, owner.subscription.subscriptionId)).statusCode).toBe(409);
});

it('refuses a cancelled subscription, and opens again when billing brings it back', async () => {
  const owner = await newOwner(restaurant, namespace);
  await publishSubscription(restaurant, namespace, 'cancelled', owner.subscription);
  expect((await open(owner.token, owner.subscription.subscriptionId)).statusCode).toBe(409);
  await publishSubscription(restaurant, namespace, 'activated', owner.subscription);
  expect((await open(owner.token, owner.subscription.subscriptionId)).statusCode).toBe(200);
});

it('lets assigned staff in with their role, and nobody else', async () => {
  const owner = await newOwner(restaurant, namespace);
  const waiter = newPerson('mesero');
  const stranger = newPerson('extrano');
  const added = await restaurant
    .as(owner.token)
    .post('/restaurant/config/assignments', { email: waiter.email.toUpperCase(), name: 'Mesero Uno', role: 'employee' });
  expect(added.statusCode).toBe(200);

  const staff = await open(waiter.token, owner.subscription.subscriptionId);
  expect(staff.statusCode).toBe(200);
  expect(staff.json()).toMatchObject({ role: 'employee', subscription_id: owner.subscription.subscriptionId });
  expect(tokens.verify(staff.json().restaurant_token)).toMatchObject({
    sub: waiter.userId,
    subscription_id: owner.subscription.subscriptionId,
    role: 'employee',
    plan_type: 'estandar',
  });

  const refused = await open(stranger.token, owner.subscription.subscriptionId);
  expect(refused.statusCode).toBe(403);
  expect(refused.json()).toEqual({ success: false, message: 'No tienes acceso a esta aplicación' });

  // Once it lapses, staff are refused too: their seat stays but the restaurant no longer opens.
  await publishSubscription(restaurant, namespace, 'expired', owner.subscription);
  expect((await open(waiter.token, owner.subscription.subscriptionId)).statusCode).toBe(409);
  expect((await open(stranger.token, owner.subscription.subscriptionId)).statusCode).toBe(403);
});

it('does not know subscriptions it never heard of, nor ones of other products', async () => {
  const person = newPerson('curioso');
  const unknown = await open(person.token, randomUUID());
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().message).toBe('Suscripción no encontrada');

  const other = { subscriptionId: randomUUID(), userId: person.userId, planType: 'pro' as const, productId: randomUUID() };
  await publishSubscription(restaurant, namespace, 'activated', other);
  expect((await open(person.token, other.subscriptionId)).statusCode).toBe(404);

  expect((await open(person.token, 'no-es-un-id')).statusCode).toBe(400);
  expect((await restaurant.app.inject({ method: 'POST', url: `/subscriptions/${randomUUID()}/open-restaurant` })).statusCode).toBe(401);
});
