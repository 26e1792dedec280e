// The restaurant app's calls as a device makes them, and the stack they reach, shared by the benches that drive it
// (kitchen board, charging, offline replay).
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, inflateSync } from 'node:zlib';
import { restaurantProductSlug } from '@mb/contracts';
import { createPool, withTransaction } from '@mb/service-kit';
import { adminDatabaseUrl, createTestSchema, dropSchema, freePort, signTestToken, testNamespace } from '@mb/service-kit/testing';
import { migrationsDir } from '../services/restaurant/src/config.js';
import { upsertCatalogProduct } from '../services/restaurant/src/modules/products/products.repository.js';
import { applySubscriptionFacts } from '../services/restaurant/src/modules/subscriptions/subscriptions.repository.js';
import { type Dispatcher, request } from 'undici';
import { launch, ready } from './bench-kit.js';

export type Json = Record<string, any>;

/** Six dishes whose prices (INC included) do not divide evenly by 1,08: the menu of the charge and report benches. */
export const sixDishes = [
  ['Bandeja paisa', 32900],
  ['Sancocho', 27333],
  ['Ajiaco', 28500],
  ['Limonada de coco', 9999],
  ['Arepa de choclo', 7450],
  ['Tres leches', 11111],
] as const;

/**
 * A JSON call with the device's bearer token (and `headers`: an Idempotency-Key, say); anything but 200 stops the bench.
 * Sent with undici's `request` rather than `fetch`: the benches' devices share the 2 cores with what they measure, and
 * fetch's own work was a seventh of the CPU a round took (bench/README.md, stock rounds). The same headers as fetch
 * sent, `accept-encoding` included, so the gateway compresses as it did.
 */
export async function api(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Json> {
  const response = await request(`${base}${path}`, {
    method: method as Dispatcher.HttpMethod,
    headers: {
      authorization: `Bearer ${token}`,
      'accept-encoding': 'gzip, deflate',
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.body.arrayBuffer());
  const encoding = response.headers['content-encoding'];
  const text = (encoding === 'gzip' ? gunzipSync(bytes) : encoding === 'deflate' ? inflateSync(bytes) : bytes).toString();
  const answer = JSON.parse(text) as Json;
  if (response.statusCode !== 200) throw new Error(`${method} ${path}: ${response.statusCode} ${answer.message}`);
  return answer;
}

/** Into the app as the browser goes: open-restaurant with the platform session, setup-user, login. */
export async function enterRestaurant(base: string, person: { userId: string; email: string }, restaurantId: string): Promise<string> {
  const platform = signTestToken({ sub: person.userId, email: person.email });
  const { restaurant_token: restaurantToken } = await api(base, platform, 'POST', `/subscriptions/${restaurantId}/open-restaurant`);
  await api(base, restaurantToken, 'POST', '/restaurant/auth/setup-user');
  return (await api(base, restaurantToken, 'POST', '/restaurant/auth/login')).token;
}

/**
 * The restaurant service and a gateway in front of it, each in its own process, on a fresh schema (real PostgreSQL,
 * Redis, Kafka), with one restaurant subscribed to `plan` (what billing's and catalog's events would have left). The
 * gateway reaches only this restaurant service: every other service's address is a closed port. The service keeps its
 * pool full, as deployed (deploy/k8s/restaurant.yaml). `stop()` ends the processes and drops the schema.
 */
export async function restaurantStack(plan: 'pro' | 'gold') {
  const schema = await createTestSchema('restaurant', migrationsDir);
  const pool = createPool({ url: adminDatabaseUrl, schema, max: 2 });
  const scratch = mkdtempSync(join(tmpdir(), 'bench-restaurant-'));
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await pool.end();
    await dropSchema(schema);
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    const owner = { userId: randomUUID(), email: 'duena@example.com' };
    const restaurantId = randomUUID();
    await withTransaction(pool, async (tx) => {
      const productId = randomUUID();
      await upsertCatalogProduct(tx, { productId, slug: restaurantProductSlug, name: 'Software Restaurante' });
      const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
      const facts = { subscriptionId: restaurantId, userId: owner.userId, productId, productName: 'Software Restaurante' };
      await applySubscriptionFacts(tx, { ...facts, planType: plan, status: 'active' as const, expiresAt }, new Date().toISOString());
    });
    const [restaurantPort, gatewayPort] = [await freePort(), await freePort()];
    const namespace = testNamespace();
    const service = `http://127.0.0.1:${restaurantPort}`;
    const gateway = `http://127.0.0.1:${gatewayPort}`;
    const closed = 'http://127.0.0.1:9';
    children.push(
      launch('services/restaurant/src/server.ts', {
        PORT: String(restaurantPort),
        DATABASE_URL: adminDatabaseUrl,
        DATABASE_SCHEMA: schema,
        BUS_NAMESPACE: namespace,
        MEDIA_DIR: scratch,
        DATABASE_POOL_MIN: '10',
      }),
      launch('gateway/src/server.ts', {
        PORT: String(gatewayPort),
        RESTAURANT_URL: service,
        ...Object.fromEntries(['IDENTITY', 'CATALOG', 'BILLING', 'INVOICING', 'ANALYTICS'].map((name) => [`${name}_URL`, closed])),
        BUS_NAMESPACE: namespace,
      }),
    );
    await ready(`${service}/readyz`);
    await ready(`${gateway}/healthz`);
    return { pool, scratch, children, owner, restaurantId, service, gateway, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
