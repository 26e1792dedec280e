import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { restaurantPlanPrices, annualPrice, planTypes } from '@mb/contracts';
import { adminToken, signTestToken, startTestService } from '@mb/service-kit/testing';
import { startWompiSimulator, type WompiSimulator } from '../../../simulators/wompi/src/app.js';
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
export const customer = { email: 'cliente@example.com', full_name: 'Cliente de Prueba' };

/**
 * A running billing on a fresh schema, listening (Wompi's events come over HTTP), with a sandbox Wompi
 * simulator configured to send its events to it, and the restaurant software in billing's copy of the catalogue.
 */
export async function startBilling(namespace: string, options: { kafkaBrokers?: string[]; sendEvents?: boolean } = {}) {
  const wompi = await startWompiSimulator({ port: 0, settleAfterMs: 30, retryDelaysMs: [200, 400], logLevel: 'silent' });
  const extra = billingOwnEnv.parse({
    WOMPI_API_URL: wompi.apiUrl,
    WOMPI_WIDGET_URL: `${wompi.url}/widget.js`,
    WOMPI_PUBLIC_KEY: wompi.publicKey,
    WOMPI_PRIVATE_KEY: wompi.privateKey,
    WOMPI_INTEGRITY_SECRET: wompi.integritySecret,
    WOMPI_EVENTS_SECRET: wompi.eventsSecret,
    WOMPI_TIMEOUT_MS: 3000,
    PAYMENT_REDIRECT_URL: 'http://127.0.0.1:8080/tienda',
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
    put: (url: string, payload: object) => billing.app.inject({ method: 'PUT', url, headers: { authorization: `Bearer ${token}` }, payload }),
  });

  return {
    ...billing,
    wompi,
    eventsUrl,
    as,
    admin: as(adminToken()),
    async close() {
      await billing.close();
      await wompi.close();
    },
  };
}
export type TestBilling = Awaited<ReturnType<typeof startBilling>>;

/** A client of their own for each test, so subscriptions never meet. */
export function newClient() {
  const userId = randomUUID();
  return { userId, token: signTestToken({ sub: userId, email: `${userId.slice(0, 8)}@example.com` }) };
}

/** Buys a plan of the restaurant software as the store does (order, then payment init); returns the init answer. */
export async function startPurchase(
  billing: TestBilling,
  token: string,
  line: { plan_type?: string; billing_cycle?: string; quantity?: number } = {},
) {
  const client = billing.as(token);
  const order = await client.post('/orders', {
    items: [{ product_id: restaurantId, plan_type: line.plan_type ?? 'pro', billing_cycle: line.billing_cycle ?? 'monthly', quantity: line.quantity ?? 1 }],
    customer,
  });
  if (order.statusCode !== 200) throw new Error(`order: ${order.statusCode} ${order.body}`);
  const init = await client.post(`/orders/${order.json().order.id}/payments`);
  if (init.statusCode !== 200) throw new Error(`init: ${init.statusCode} ${init.body}`);
  return init.json() as { reference: string; amountInCents: number; signatureIntegrity: string; publicKey: string; order_id: string };
}

export async function subscriptionsOf(billing: TestBilling, userId: string) {
  const { rows } = await billing.db.query('SELECT id, plan_type, status, starts_at, expires_at, amount_paid FROM subscriptions WHERE user_id = $1', [userId]);
  return rows;
}

export async function paymentByReference(billing: TestBilling, reference: string) {
  const { rows } = await billing.db.query('SELECT status, wompi_status, wompi_transaction_id FROM payments WHERE reference = $1', [reference]);
  return rows[0];
}
