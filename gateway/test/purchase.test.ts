import { adminToken, freePort, testNamespace } from '@mb/service-kit/testing';
import { payByCard } from '../../simulators/wompi/src/testing.js';
import { restaurantId, startBilling, subscriptionsOf } from '../../services/billing/test/helpers.js';
import { signUpVerified, startIdentity } from '../../services/identity/test/helpers.js';
import { completeProfile, startInvoicing } from '../../services/invoicing/test/helpers.js';
import { startRestaurant } from '../../services/restaurant/test/helpers.js';
import { listeningGateways } from './listening-gateways.js';

// A purchase as the browser makes it, through a listening gateway to real identity, invoicing, billing and restaurant,
// with Wompi's sandbox simulator sending its events to the gateway's public webhook.
const namespace = testNamespace();
let identity: Awaited<ReturnType<typeof startIdentity>>;
let invoicing: Awaited<ReturnType<typeof startInvoicing>>;
let billing: Awaited<ReturnType<typeof startBilling>>;
let restaurant: Awaited<ReturnType<typeof startRestaurant>>;
const gateways = listeningGateways(namespace);
const urls = gateways.urls;
let base: string;

const gateway = gateways.start;

beforeAll(async () => {
  [identity, invoicing, restaurant] = await Promise.all([startIdentity(namespace), startInvoicing(namespace), startRestaurant(namespace)]);
  urls.IDENTITY_URL = await identity.app.listen({ host: '127.0.0.1', port: 0 });
  urls.INVOICING_URL = await invoicing.app.listen({ host: '127.0.0.1', port: 0 });
  // Billing asks identity and invoicing itself who is buying.
  billing = await startBilling(namespace, { owners: { IDENTITY_URL: urls.IDENTITY_URL, INVOICING_URL: urls.INVOICING_URL } });
  urls.BILLING_URL = new URL(billing.eventsUrl).origin;
  urls.RESTAURANT_URL = await restaurant.app.listen({ host: '127.0.0.1', port: 0 });
  base = await gateway();
  billing.wompi.setDelivery({ eventsUrl: `${base}/webhooks/wompi` });
}, 90000);

afterAll(async () => {
  await gateways.close();
  await Promise.all([identity?.close(), invoicing?.close(), billing?.close(), restaurant?.close()]);
});

const call = async (token: string, method: string, path: string, body?: unknown, at = base) => {
  const response = await fetch(`${at}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
};

let person = 0;
async function customer() {
  person += 1;
  const email = `comprador${person}@example.com`;
  const { token, user } = await signUpVerified(identity, {
    email,
    password: 'Secreta123',
    full_name: `Comprador ${person}`,
    legal_id: `10${person}`,
  });
  return { token, user, email };
}

it('refuses to sell before the invoicing profile is ready, then sells, and Wompi’s event through the gateway activates it', async () => {
  const { token, user, email } = await customer();
  const buy = { product_id: restaurantId, plan_type: 'pro', billing_cycle: 'monthly' };

  const early = await call(token, 'POST', '/auth/purchase', buy);
  expect(early.status).toBe(409);
  expect(early.body).toMatchObject({
    success: false,
    message: 'Configura tu perfil de Facturación Electrónica antes de pagar.',
    ready: false,
  });
  expect(early.body.missing).toContain('address');

  expect((await call(token, 'PUT', '/mb/fe/profile', completeProfile)).status).toBe(200);
  const order = await call(token, 'POST', '/auth/purchase', buy);
  expect(order.status).toBe(200);
  expect(order.body.order).toMatchObject({ total: 150000, lines: [{ plan_type: 'pro', months: 1, unit_price: 150000 }] });

  const init = await call(token, 'POST', '/auth/payments/wompi/init', { order_id: order.body.order.id });
  // Who pays comes from identity, not from the browser.
  expect(init.body).toMatchObject({
    publicKey: billing.wompi.publicKey,
    amountInCents: 15000000,
    currency: 'COP',
    customerData: { email, fullName: `Comprador ${person}` },
  });

  const transaction = await payByCard(billing.wompi, {
    reference: init.body.reference,
    amountInCents: 15000000,
    signature: init.body.signatureIntegrity,
    email,
  });
  // The simulator posts the signed event to the gateway's /webhooks/wompi; the result lookup asks Wompi too.
  let result = await call(token, 'GET', `/auth/payments/result?transaction_id=${transaction.id}`);
  for (let i = 0; i < 50 && result.body.payment?.status !== 'paid'; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    result = await call(token, 'GET', `/auth/payments/result?transaction_id=${transaction.id}`);
  }
  expect(result.body).toMatchObject({
    success: true,
    payment: { status: 'paid', wompi_status: 'APPROVED', reference: init.body.reference },
    invoice: null,
  });
  expect(billing.wompi.deliveries.some((attempt) => attempt.body.data.transaction.id === transaction.id && attempt.status === 200)).toBe(
    true,
  );

  const dashboard = await call(token, 'GET', '/auth/dashboard/client');
  expect(dashboard.body).toMatchObject({
    success: true,
    unavailable: [],
    user: {
      email,
      subscriptions: [{ product_name: 'Software Restaurante', plan_type: 'pro', status: 'active', is_active: true }],
      shared_apps: [],
    },
  });

  const payments = await call(adminToken(), 'GET', `/auth/payments?q=${encodeURIComponent(email)}`);
  expect(payments.body.payments).toEqual([
    expect.objectContaining({ user_email: email, amount: 150000, status: 'paid', wompi_transaction_id: transaction.id }),
  ]);
  expect((await call(token, 'GET', '/auth/payments')).status).toBe(403);

  const downgrade = await call(token, 'POST', '/auth/payments/wompi/init-renewal', {
    plan_type: 'estandar',
    billing_cycle: 'monthly',
    months: 2,
  });
  expect(downgrade).toMatchObject({
    status: 409,
    body: { message: 'Ya tiene un plan igual o superior activo. Solo se permiten upgrades.' },
  });
  expect(await subscriptionsOf(billing, user.id)).toHaveLength(1);
});

it('a forged event at the public webhook is refused with 401', async () => {
  const response = await fetch(`${base}/webhooks/wompi`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      event: 'transaction.updated',
      data: { transaction: { id: '1-1-1', status: 'APPROVED', amount_in_cents: 100, reference: 'MB-X', currency: 'COP' } },
      signature: { properties: ['transaction.id'], checksum: 'a'.repeat(64) },
      timestamp: 1,
    }),
  });
  expect(response.status).toBe(401);
});

it('says why when invoicing or billing cannot answer', async () => {
  const { token } = await customer();
  const closed = `http://127.0.0.1:${await freePort()}`;
  // A billing that cannot reach invoicing: its 503 and reason reach the browser.
  const cut = await startBilling(testNamespace(), {
    owners: { IDENTITY_URL: urls.IDENTITY_URL!, INVOICING_URL: closed },
    sendEvents: false,
  });
  try {
    const noInvoicing = await gateway({ BILLING_URL: new URL(cut.eventsUrl).origin });
    const gate = await call(
      token,
      'POST',
      '/auth/purchase/checkout',
      { items: [{ product_id: restaurantId, plan_type: 'pro' }] },
      noInvoicing,
    );
    expect(gate).toMatchObject({ status: 503, body: { message: 'No se pudo verificar tu perfil FE. Complétalo antes de pagar.' } });
  } finally {
    await cut.close();
  }

  const noBilling = await gateway({ BILLING_URL: closed });
  const dashboard = await call(token, 'GET', '/auth/dashboard/client', undefined, noBilling);
  expect(dashboard).toMatchObject({ status: 200, body: { unavailable: ['subscriptions'], user: { subscriptions: [] } } });
});
