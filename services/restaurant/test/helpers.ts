import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  billingSubscriptionActivated,
  billingSubscriptionCancelled,
  billingSubscriptionExpired,
  billingSubscriptionGraceStarted,
  billingSubscriptionRenewed,
  catalogProductUpserted,
  type EventDefinition,
  type PlanType,
} from '@mb/contracts';
import { eventually, sendRaw, signTestToken, startTestService } from '@mb/service-kit/testing';
import { buildApp } from '../src/app.js';
import { migrationsDir, restaurantOwnEnv } from '../src/config.js';
import { restaurantCatalogPlans, restaurantId } from '../../billing/test/helpers.js';

export const tokenSecret = 'restaurant-test-secret-0123456789';
/** The restaurant software's id in these tests: billing's, so both services hear of the same product. */
export const restaurantProductId = restaurantId;

/**
 * A running restaurant on a fresh schema and media folder that already knows which product is the restaurant software.
 * `identityUrl`: a running identity to check passwords with (an administrator's approval); none by default.
 * `invoicingUrl`: a running invoicing (the facturación section, the receipt's DIAN files).
 * `smtpPort`: a mail simulator's, for the receipts it mails.
 * `env`: more of restaurant's own settings (webhook origins and back-off, say).
 */
export async function startRestaurant(
  namespace: string,
  options: { identityUrl?: string; invoicingUrl?: string; smtpPort?: number; env?: Record<string, string> } = {},
) {
  const mediaDir = mkdtempSync(join(tmpdir(), 'mb-restaurant-media-'));
  const service = await startTestService('restaurant', migrationsDir, buildApp, {
    namespace,
    extra: {
      ...restaurantOwnEnv.parse({ RESTAURANT_TOKEN_SECRET: tokenSecret, MEDIA_DIR: mediaDir, ...options.env }),
      ...(options.identityUrl ? { IDENTITY_URL: options.identityUrl } : {}),
      ...(options.invoicingUrl ? { INVOICING_URL: options.invoicingUrl } : {}),
      ...(options.smtpPort ? { SMTP_PORT: options.smtpPort } : {}),
    },
  });
  await announceProduct(namespace, { productId: restaurantProductId, name: 'Software Restaurante', slug: 'software-restaurant' });
  await eventually(async () => {
    const { rowCount } = await service.db.query('SELECT 1 FROM catalog_products WHERE product_id = $1', [restaurantProductId]);
    if (rowCount !== 1) throw new Error('restaurant product not synced yet');
  });

  const as = (token: string) => {
    const headers = { authorization: `Bearer ${token}` };
    return {
      get: (url: string) => service.app.inject({ method: 'GET', url, headers }),
      post: (url: string, payload?: object) => service.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) }),
      put: (url: string, payload?: object) => service.app.inject({ method: 'PUT', url, headers, ...(payload ? { payload } : {}) }),
      delete: (url: string) => service.app.inject({ method: 'DELETE', url, headers }),
    };
  };
  return {
    ...service,
    as,
    mediaDir,
    async close() {
      await service.close();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}
export type TestRestaurant = Awaited<ReturnType<typeof startRestaurant>>;

function envelope(event: EventDefinition, aggregateId: string, payload: object, occurredAt = new Date()) {
  return { id: randomUUID(), type: event.type, version: 1, occurredAt: occurredAt.toISOString(), source: 'test', aggregateId, payload };
}

/**
 * Catalog's announcement of a product, as billing would hear it too when a test runs both: with the real plans, so
 * billing's price list is not emptied under a purchase.
 */
export async function announceProduct(namespace: string, product: { productId: string; name: string; slug: string }) {
  const event = envelope(catalogProductUpserted, product.productId, {
    ...product,
    category: 'Software',
    isActive: true,
    plans: restaurantCatalogPlans,
  });
  await sendRaw({ namespace, topic: catalogProductUpserted.topic, messages: [{ key: product.productId, value: JSON.stringify(event) }] });
}

const subscriptionEvents = {
  activated: billingSubscriptionActivated,
  renewed: billingSubscriptionRenewed,
  grace_started: billingSubscriptionGraceStarted,
  expired: billingSubscriptionExpired,
  cancelled: billingSubscriptionCancelled,
};
const statusAfter = { activated: 'active', renewed: 'active', grace_started: 'grace', expired: 'expired', cancelled: 'cancelled' } as const;

export interface TestSubscription {
  subscriptionId: string;
  userId: string;
  planType: PlanType;
  productId?: string;
}

/**
 * Publishes billing's event for a subscription as billing would (keyed by its id) and waits until restaurant
 * holds the status it names — unless `wait` is false (an event restaurant must ignore).
 */
export async function publishSubscription(
  service: TestRestaurant,
  namespace: string,
  change: keyof typeof subscriptionEvents,
  subscription: TestSubscription,
  options: { occurredAt?: Date; wait?: boolean } = {},
) {
  const payload = {
    subscriptionId: subscription.subscriptionId,
    userId: subscription.userId,
    productId: subscription.productId ?? restaurantProductId,
    productName: 'Software Restaurante',
    planType: subscription.planType,
    status: statusAfter[change],
    startsAt: '2026-01-01T00:00:00.000Z',
    expiresAt: '2026-02-01T00:00:00.000Z',
    ...(change === 'activated' ? { paymentId: null } : {}),
    ...(change === 'renewed'
      ? { paymentId: randomUUID(), previousPlanType: 'estandar', previousExpiresAt: '2026-01-15T00:00:00.000Z' }
      : {}),
  };
  const event = envelope(subscriptionEvents[change], subscription.subscriptionId, payload, options.occurredAt);
  await sendRaw({
    namespace,
    topic: subscriptionEvents[change].topic,
    messages: [{ key: subscription.subscriptionId, value: JSON.stringify(event) }],
  });
  if (options.wait === false) return event;
  await eventually(async () => {
    const { rows } = await service.db.query('SELECT status, plan_type FROM subscriptions WHERE id = $1', [subscription.subscriptionId]);
    if (rows[0]?.status !== payload.status || rows[0]?.plan_type !== payload.planType)
      throw new Error(`subscription not yet ${payload.status}`);
  });
  return event;
}

/** A customer of their own for each test: id, e-mail and a platform session (its id and token). */
export function newPerson(name: string) {
  const userId = randomUUID();
  const sid = randomUUID();
  const email = `${name}-${userId.slice(0, 6)}@example.com`;
  return { userId, email, sid, token: signTestToken({ sub: userId, sid, email }) };
}

/** A customer who owns a live restaurant on a plan. */
export async function newOwner(service: TestRestaurant, namespace: string, planType: PlanType = 'estandar') {
  const owner = newPerson('duena');
  const subscription = { subscriptionId: randomUUID(), userId: owner.userId, planType };
  await publishSubscription(service, namespace, 'activated', subscription);
  return { ...owner, subscription };
}

/**
 * Into the restaurant app as the browser goes: open-restaurant with the platform session, then setup-user and login
 * with the restaurant_token. Answers the app's session token, the restaurant user and a client that sends it.
 */
export async function enterRestaurant(service: TestRestaurant, person: { token: string }, subscriptionId: string) {
  const opened = await service.as(person.token).post(`/subscriptions/${subscriptionId}/open-restaurant`);
  if (opened.statusCode !== 200) throw new Error(`open-restaurant: ${opened.statusCode} ${opened.body}`);
  const restaurantToken = opened.json().restaurant_token as string;
  const setup = await service.as(restaurantToken).post('/restaurant/auth/setup-user');
  if (setup.statusCode !== 200) throw new Error(`setup-user: ${setup.statusCode} ${setup.body}`);
  const login = await service.as(restaurantToken).post('/restaurant/auth/login');
  if (login.statusCode !== 200) throw new Error(`login: ${login.statusCode} ${login.body}`);
  const session = login.json().token as string;
  return { restaurantToken, session, user: login.json().user as { id: string; role: string }, app: service.as(session) };
}

/** An owner's live restaurant on a plan, entered: the owner's app client and their restaurant user. */
export async function ownerInside(service: TestRestaurant, namespace: string, planType: PlanType = 'pro') {
  const owner = await newOwner(service, namespace, planType);
  return { ...owner, ...(await enterRestaurant(service, owner, owner.subscription.subscriptionId)) };
}
