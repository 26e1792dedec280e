import { eventually, freePort, testNamespace } from '@mb/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { restaurantId, startBilling } from '../../services/billing/test/helpers.js';
import { signUpVerified, startIdentity } from '../../services/identity/test/helpers.js';
import { completeProfile, startInvoicing } from '../../services/invoicing/test/helpers.js';
import { restaurantTokens } from '../../services/restaurant/src/modules/apps/restaurant-token.js';
import { startRestaurant, tokenSecret } from '../../services/restaurant/test/helpers.js';
import { listeningGateways } from './listening-gateways.js';

// The restaurant app as the browser reaches it: a listening gateway in front of real identity, billing and
// restaurant. Billing's own event tells restaurant that a licence became active.
const namespace = testNamespace();
let identity: Awaited<ReturnType<typeof startIdentity>>;
let billing: Awaited<ReturnType<typeof startBilling>>;
let invoicing: Awaited<ReturnType<typeof startInvoicing>>;
let restaurant: Awaited<ReturnType<typeof startRestaurant>>;
const gateways = listeningGateways(namespace);
const urls = gateways.urls;
let base: string;

const gateway = gateways.start;

beforeAll(async () => {
  // Billing asks this identity and invoicing who pays (invoicing on a bus of its own: no DIAN invoices here).
  [identity, invoicing, restaurant] = await Promise.all([
    startIdentity(namespace),
    startInvoicing(`${namespace}fe`),
    startRestaurant(namespace),
  ]);
  urls.IDENTITY_URL = await identity.app.listen({ host: '127.0.0.1', port: 0 });
  billing = await startBilling(namespace, {
    owners: { IDENTITY_URL: urls.IDENTITY_URL, INVOICING_URL: await invoicing.app.listen({ host: '127.0.0.1', port: 0 }) },
  });
  urls.BILLING_URL = new URL(billing.eventsUrl).origin;
  urls.RESTAURANT_URL = await restaurant.app.listen({ host: '127.0.0.1', port: 0 });
  base = await gateway();
}, 90000);

afterAll(async () => {
  await gateways.close();
  await Promise.all([identity?.close(), billing?.close(), invoicing?.close(), restaurant?.close()]);
});

const call = async (token: string, method: string, path: string, body?: unknown, at = base) => {
  const response = await fetch(`${at}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
};

let people = 0;
async function person(name: string) {
  people += 1;
  const email = `${name}${people}@example.com`;
  const { token, user } = await signUpVerified(identity, {
    email,
    password: 'Secreta123',
    full_name: `${name} ${people}`,
    legal_id: `20${people}`,
  });
  await invoicing.app.inject({
    method: 'PUT',
    url: '/fe/profile',
    headers: { authorization: `Bearer ${token}` },
    payload: completeProfile,
  });
  return { token, user, email };
}

/** An administrator gives the customer a pro licence and records its payment in cash; restaurant learns of it from billing's event. */
async function restaurantOf(owner: { user: { id: string } }): Promise<string> {
  const licence = await billing.admin.post(`/users/${owner.user.id}/subscriptions`, {
    product_id: restaurantId,
    plan_type: 'pro',
    duration_months: 12,
  });
  const id = licence.json().subscription.id as string;
  const paid = await billing.admin.post(`/subscriptions/${id}/manual-payments`, {
    idempotency_key: randomUUID(),
    methods: [{ type: 'cash', amount: 1620000 }],
  });
  expect(paid.statusCode).toBe(200);
  await eventually(async () => {
    const { rows } = await restaurant.db.query('SELECT status FROM subscriptions WHERE id = $1', [id]);
    expect(rows[0]?.status).toBe('active');
  });
  return id;
}

const tokens = restaurantTokens({ secret: tokenSecret, ttlSeconds: 1 });

it('the owner assigns staff under /mb; the staff member sees the app on the dashboard and opens it by both paths', async () => {
  const owner = await person('duena');
  const waiter = await person('mesero');
  const subscriptionId = await restaurantOf(owner);

  const added = await call(owner.token, 'POST', '/mb/restaurant/config/assignments', {
    email: waiter.email,
    name: 'Mesero Uno',
    role: 'employee',
  });
  expect(added).toMatchObject({
    status: 200,
    body: { success: true, message: 'Usuario asignado', data: { assigned_email: waiter.email, role: 'employee', status: 'active' } },
  });
  const list = await call(owner.token, 'GET', '/mb/restaurant/config/assignments');
  expect(list.body).toMatchObject({ success: true, plan_type: 'pro', seats: { used: 1, limit: 10 }, data: [{ id: added.body.data.id }] });

  const dashboard = await call(waiter.token, 'GET', '/auth/dashboard/client');
  expect(dashboard.body).toMatchObject({
    success: true,
    unavailable: [],
    user: {
      email: waiter.email,
      subscriptions: [],
      shared_apps: [
        {
          id: added.body.data.id,
          subscription_id: subscriptionId,
          product_name: 'Software Restaurante',
          subscription_status: 'active',
          owner_email: owner.email,
          role: 'employee',
          plan_type: 'pro',
        },
      ],
    },
  });
  expect((await call(waiter.token, 'GET', '/auth/shared/apps')).body.apps).toEqual(dashboard.body.user.shared_apps);

  const byAuth = await call(waiter.token, 'POST', `/auth/subscriptions/${subscriptionId}/open-restaurant`);
  expect(byAuth).toMatchObject({ status: 200, body: { success: true, role: 'employee', subscription_id: subscriptionId } });
  expect(tokens.verify(byAuth.body.restaurant_token)).toMatchObject({
    sub: waiter.user.id,
    subscription_id: subscriptionId,
    role: 'employee',
    plan_type: 'pro',
  });
  const byProduct = await call(owner.token, 'POST', `/mb/auth/subscriptions/${subscriptionId}/open-restaurant`);
  expect(byProduct).toMatchObject({ status: 200, body: { role: 'owner', subscription_id: subscriptionId } });
  expect(tokens.verify(byProduct.body.restaurant_token)).toMatchObject({
    sub: owner.user.id,
    subscription_id: subscriptionId,
    role: 'owner',
  });

  // Deleting the seat closes the door: the same call is now refused.
  expect((await call(owner.token, 'DELETE', `/mb/restaurant/config/assignments/${added.body.data.id}`)).body).toEqual({
    success: true,
    message: 'Usuario asignado eliminado',
  });
  const refused = await call(waiter.token, 'POST', `/mb/auth/subscriptions/${subscriptionId}/open-restaurant`);
  expect(refused).toMatchObject({ status: 403, body: { success: false, message: 'No tienes acceso a esta aplicación' } });
});

it('passes restaurant’s refusals on, and checks input and CSRF before asking it', async () => {
  const owner = await person('dueno');
  const subscriptionId = await restaurantOf(owner);
  expect((await billing.admin.put(`/subscriptions/${subscriptionId}/status`, { status: 'cancelled' })).statusCode).toBe(200);
  await eventually(async () =>
    expect((await call(owner.token, 'POST', `/auth/subscriptions/${subscriptionId}/open-restaurant`)).status).toBe(409),
  );
  const inactive = await call(owner.token, 'POST', `/mb/auth/subscriptions/${subscriptionId}/open-restaurant`);
  expect(inactive.body).toEqual({ success: false, message: 'La suscripción no está activa: renuévala para abrir la aplicación' });

  const invalid = await call(owner.token, 'POST', '/mb/restaurant/config/assignments', { email: 'x@example', name: 'X', role: 'employee' });
  expect(invalid.status).toBe(400);
  expect(invalid.body.message).toContain('Correo electrónico inválido');

  const cookieOnly = await fetch(`${base}/auth/subscriptions/${subscriptionId}/open-restaurant`, {
    method: 'POST',
    headers: { cookie: `mb_session=${owner.token}` },
  });
  expect(cookieOnly.status).toBe(403);
  expect((await fetch(`${base}/auth/shared/apps`)).status).toBe(401);
});

it('a dashboard without restaurant still answers, naming shared_apps unavailable; opening says the connection failed', async () => {
  const client = await person('cliente');
  const noRestaurant = await gateway({ RESTAURANT_URL: `http://127.0.0.1:${await freePort()}` });
  const dashboard = await call(client.token, 'GET', '/auth/dashboard/client', undefined, noRestaurant);
  expect(dashboard).toMatchObject({
    status: 200,
    body: { success: true, unavailable: ['shared_apps'], user: { email: client.email, subscriptions: [], shared_apps: [] } },
  });

  const open = await call(client.token, 'POST', `/auth/subscriptions/${restaurantId}/open-restaurant`, undefined, noRestaurant);
  expect(open).toMatchObject({ status: 503, body: { success: false, message: 'Error de conexión al abrir la aplicación.' } });
});
