import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { restaurantPlanPrices, annualPrice, planTypes } from '@mb/contracts';
import { adminToken, signTestToken, startTestService, testNamespace } from '@mb/service-kit/testing';
import { startWompiSimulator } from '../../../simulators/wompi/src/app.js';
import { signUpVerified, startIdentity } from '../../identity/test/helpers.js';
import { completeProfile, startInvoicing } from '../../invoicing/test/helpers.js';
import { buildApp } from '../src/app.js';
import { billingOwnEnv, migrationsDir } from '../src/config.js';
import { upsertCatalogProduct } from '../src/modules/products/products.repository.js';

export const restaurantId = '7c0e6f5e-2d0b-4b5e-9a51-6f2f1d0c0a01';

/** The restaurant software's plans as catalog announces them: the specs' monthly prices and their annual price. */
export const restaurantCatalogPlans = planTypes.map((planType) => ({
  planType,
  name: planType,
  price: restaurantPlanPrices[planType],
  priceAnnual: annualPrice(restaurantPlanPrices[planType]),
}));

/** Where billing asks who is buying. */
export interface BuyerOwnerUrls {
  IDENTITY_URL: string;
  INVOICING_URL: string;
}

/**
 * Identity and invoicing, listening, for a billing to ask who is buying. They get a bus namespace of their own:
 * billing only calls them over HTTP, and they must not act on its events (reminder mail, DIAN invoices).
 */
export async function startBuyerOwners() {
  const namespace = testNamespace();
  const [identity, invoicing] = await Promise.all([startIdentity(namespace), startInvoicing(namespace)]);
  const urls: BuyerOwnerUrls = {
    IDENTITY_URL: await identity.app.listen({ host: '127.0.0.1', port: 0 }),
    INVOICING_URL: await invoicing.app.listen({ host: '127.0.0.1', port: 0 }),
  };
  return {
    identity,
    invoicing,
    urls,
    async close() {
      await Promise.all([identity.close(), invoicing.close()]);
    },
  };
}

/**
 * A running billing on a fresh schema, listening (Wompi's events come over HTTP), with a sandbox Wompi
 * simulator configured to send its events to it, and the restaurant software in billing's copy of the catalogue.
 * It asks `owners` who is buying; without them it starts identity and invoicing of its own (`billing.owners`).
 */
export async function startBilling(
  namespace: string,
  options: { kafkaBrokers?: string[]; sendEvents?: boolean; owners?: BuyerOwnerUrls } = {},
) {
  const owners = options.owners ? undefined : await startBuyerOwners();
  const wompi = await startWompiSimulator({ port: 0, settleAfterMs: 30, retryDelaysMs: [200, 400], logLevel: 'silent' });
  const extra = billingOwnEnv.parse({
    ...(options.owners ?? owners!.urls),
    WOMPI_API_URL: wompi.apiUrl,
    WOMPI_WIDGET_URL: `${wompi.url}/widget.js`,
    WOMPI_PUBLIC_KEY: wompi.publicKey,
    WOMPI_PRIVATE_KEY: wompi.privateKey,
    WOMPI_INTEGRITY_SECRET: wompi.integritySecret,
    WOMPI_EVENTS_SECRET: wompi.eventsSecret,
    WOMPI_TIMEOUT_MS: 3000,
    PAYMENT_REDIRECT_URL: 'http://127.0.0.1:8080/tienda',
    MEDIA_DIR: mkdtempSync(join(tmpdir(), 'mb-billing-media-')),
    // The jobs are driven by the tests, at the dates they choose.
    RECONCILE_EVERY_MS: 3_600_000,
    LIFECYCLE_EVERY_MS: 3_600_000,
  });
  const billing = await startTestService('billing', migrationsDir, buildApp, { namespace, kafkaBrokers: options.kafkaBrokers, extra });
  await billing.app.listen({ host: '127.0.0.1', port: 0 });
  const eventsUrl = `http://127.0.0.1:${(billing.app.server.address() as AddressInfo).port}/wompi/events`;
  if (options.sendEvents !== false) wompi.setDelivery({ eventsUrl });
  await upsertCatalogProduct(billing.db, {
    productId: restaurantId,
    name: 'Software Restaurante',
    slug: 'software-restaurant',
    category: 'Software',
    isActive: true,
    plans: restaurantCatalogPlans,
  });

  const as = (token: string) => ({
    post: (url: string, payload?: object) =>
      billing.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) }),
    get: (url: string) => billing.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } }),
    put: (url: string, payload: object) =>
      billing.app.inject({ method: 'PUT', url, headers: { authorization: `Bearer ${token}` }, payload }),
  });

  return {
    ...billing,
    wompi,
    owners,
    eventsUrl,
    as,
    admin: as(adminToken()),
    adminAuthorization: `Bearer ${adminToken()}`,
    async close() {
      await billing.close();
      await wompi.close();
      await owners?.close();
    },
  };
}
export type TestBilling = Awaited<ReturnType<typeof startBilling>>;

/** A caller of their own, unknown to identity: enough for everything but buying. */
export function newClient() {
  const userId = randomUUID();
  return { userId, token: signTestToken({ sub: userId, email: `${userId.slice(0, 8)}@example.com` }) };
}

/**
 * A buyer of their own for each test, so subscriptions never meet: signed up and verified at billing's identity,
 * with a ready electronic-invoicing profile at its invoicing unless `ready: false`.
 */
export async function newBuyer(billing: TestBilling, options: { ready?: boolean } = {}) {
  const owners = billing.owners!;
  const tag = randomUUID().slice(0, 8);
  const person = {
    email: `comprador-${tag}@example.com`,
    password: 'Secreta123',
    full_name: `Comprador ${tag}`,
    legal_id: `900${parseInt(tag, 16) % 1_000_000}`,
    phone: '3001234567',
  };
  const { token, user } = await signUpVerified(owners.identity, person);
  if (options.ready !== false) {
    const saved = await owners.invoicing.app.inject({
      method: 'PUT',
      url: '/fe/profile',
      headers: { authorization: `Bearer ${token}` },
      payload: completeProfile,
    });
    if (saved.statusCode !== 200) throw new Error(`profile: ${saved.statusCode} ${saved.body}`);
  }
  return { userId: user.id, token, email: person.email, full_name: person.full_name, legal_id: person.legal_id, phone: person.phone };
}

/** Buys a plan of the restaurant software as the store does (order, then payment init); returns the init answer. */
export async function startPurchase(
  billing: TestBilling,
  token: string,
  line: { plan_type?: string; billing_cycle?: string; quantity?: number } = {},
) {
  const client = billing.as(token);
  const order = await client.post('/orders', {
    items: [
      {
        product_id: restaurantId,
        plan_type: line.plan_type ?? 'pro',
        billing_cycle: line.billing_cycle ?? 'monthly',
        quantity: line.quantity ?? 1,
      },
    ],
  });
  if (order.statusCode !== 200) throw new Error(`order: ${order.statusCode} ${order.body}`);
  const init = await client.post(`/orders/${order.json().order.id}/payments`);
  if (init.statusCode !== 200) throw new Error(`init: ${init.statusCode} ${init.body}`);
  return init.json() as { reference: string; amountInCents: number; signatureIntegrity: string; publicKey: string; order_id: string };
}

export async function subscriptionsOf(billing: TestBilling, userId: string) {
  const { rows } = await billing.db.query(
    'SELECT id, plan_type, status, starts_at, expires_at, amount_paid FROM subscriptions WHERE user_id = $1',
    [userId],
  );
  return rows;
}

export async function paymentByReference(billing: TestBilling, reference: string) {
  const { rows } = await billing.db.query('SELECT status, wompi_status, wompi_transaction_id FROM payments WHERE reference = $1', [
    reference,
  ]);
  return rows[0];
}
