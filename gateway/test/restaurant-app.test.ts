import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { samePixels, testKeys, testNamespace, infraEnv } from '@mb/service-kit/testing';
import { buildGateway } from '../src/app.js';
import { gatewayEnv } from '../src/config.js';
import { pngOf } from '../../services/catalog/test/helpers.js';
import { newOwner, ownerInside, startRestaurant } from '../../services/restaurant/test/helpers.js';
import { listeningGateways } from './listening-gateways.js';

// The restaurant app through a listening gateway in front of a real restaurant service: login, the menu, an
// order and the kitchen board's live stream.
const namespace = testNamespace();
let restaurant: Awaited<ReturnType<typeof startRestaurant>>;
const gateways = listeningGateways(namespace);
let base: string;
const webDist = mkdtempSync(join(tmpdir(), 'web-'));
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>MB</title>');

beforeAll(async () => {
  restaurant = await startRestaurant(namespace);
  gateways.urls.RESTAURANT_URL = await restaurant.app.listen({ host: '127.0.0.1', port: 0 });
  base = await gateways.start({ WEB_DIST: webDist });
}, 60000);

afterAll(async () => {
  await gateways.close();
  await restaurant?.close();
});

const call = async (token: string | undefined, method: string, path: string, body?: unknown) => {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, type: response.headers.get('content-type'), body: (await response.json()) as Record<string, any> };
};

/** Reads server-sent events until one `event: order` matches. */
async function nextOrderEvent(reader: ReadableStreamDefaultReader<Uint8Array>, buffer: { text: string }, kind: string) {
  const decoder = new TextDecoder();
  for (;;) {
    const events = buffer.text.split('\n\n');
    buffer.text = events.pop()!;
    for (const event of events) {
      const data = /^event: order\ndata: (.*)$/m.exec(event)?.[1];
      if (data && JSON.parse(data).kind === kind) return JSON.parse(data);
    }
    const { value, done } = await reader.read();
    if (done) throw new Error('stream ended');
    buffer.text += decoder.decode(value, { stream: true });
  }
}

it('logs in with the restaurant_token, builds the menu, takes an order and streams its changes to the kitchen board', async () => {
  const owner = await newOwner(restaurant, namespace, 'pro');
  const opened = await call(owner.token, 'POST', `/auth/subscriptions/${owner.subscription.subscriptionId}/open-restaurant`);
  expect(opened.status).toBe(200);
  const restaurantToken = opened.body.restaurant_token;

  expect((await call(restaurantToken, 'POST', '/restaurant/auth/setup-user')).body).toMatchObject({
    success: true,
    user: { role: 'super_admin' },
  });
  const login = await call(restaurantToken, 'POST', '/restaurant/auth/login');
  expect(login).toMatchObject({ status: 200, body: { success: true, restaurant: { plan_type: 'pro', read_only: false } } });
  const session = login.body.token as string;

  // Without the app's session, JSON refusals, not the web app: no token at all, or the platform session.
  expect(await call(undefined, 'GET', '/restaurant/menu/categories')).toMatchObject({
    status: 401,
    type: expect.stringContaining('application/json'),
  });
  expect((await call(owner.token, 'GET', '/restaurant/menu/categories')).status).toBe(401);

  const category = (await call(session, 'POST', '/restaurant/menu/categories', { name: 'Sopas' })).body.data;
  const dish = await call(session, 'POST', '/restaurant/menu/items', { category_id: category.id, name: 'Ajiaco', price: 28000 });
  expect(dish).toMatchObject({ status: 200, body: { data: { name: 'Ajiaco', price: 28000 } } });
  expect((await call(session, 'POST', '/restaurant/menu/items', { category_id: category.id, name: 'Ajiaco', price: -1 })).status).toBe(400);
  const table = (await call(session, 'POST', '/restaurant/tables', { number: 1, seats: 4 })).body.data;

  const board = new AbortController();
  const stream = await fetch(`${base}/restaurant/pedidos/stream`, {
    headers: { authorization: `Bearer ${session}` },
    signal: board.signal,
  });
  expect(stream.status).toBe(200);
  expect(stream.headers.get('content-type')).toContain('text/event-stream');
  const reader = stream.body!.getReader();
  const buffer = { text: '' };
  // The branch the board works in (X-Sede) goes along: one that is no branch of the restaurant is refused.
  const elsewhere = await fetch(`${base}/restaurant/pedidos/stream`, {
    headers: { authorization: `Bearer ${session}`, 'x-sede': '6f1d2c3b-4a59-4e8f-9d7c-1b2a3c4d5e6f' },
  });
  expect(elsewhere.status).toBe(403);

  await call(session, 'POST', '/restaurant/carrito/add', { itemId: dish.body.data.id, quantity: 2, note: 'sin cilantro' });
  const order = await call(session, 'POST', '/restaurant/carrito/checkout', { table_id: table.id });
  expect(order).toMatchObject({ status: 200, body: { data: { status: 'pendiente', total: 56000, table_number: 1 } } });
  const created = await nextOrderEvent(reader, buffer, 'created');
  expect(created.order).toMatchObject({ id: order.body.data.id, items: [{ name: 'Ajiaco', quantity: 2, note: 'sin cilantro' }] });

  const moved = await call(session, 'PUT', `/restaurant/pedidos/${order.body.data.id}/estado`, { status: 'confirmado' });
  expect(moved.body.data.status).toBe('confirmado');
  const changed = await nextOrderEvent(reader, buffer, 'status_changed');
  expect(changed.order).toMatchObject({ id: order.body.data.id, status: 'confirmado' });

  const refused = await call(session, 'PUT', `/restaurant/pedidos/${order.body.data.id}/estado`, { status: 'pagado' });
  expect(refused).toMatchObject({
    status: 409,
    body: { success: false, message: 'No se puede pasar el pedido de "confirmado" a "pagado"', current_status: 'confirmado' },
  });
  board.abort();

  // What the plan lacks is refused with the plan that unlocks it, and the browser gets the fields to say so.
  const quarter = await call(session, 'GET', '/restaurant/pedidos/analytics/stats?from=2026-01-01&to=2026-03-31');
  expect(quarter).toMatchObject({
    status: 403,
    body: { success: false, feature: 'reportes_avanzados', plan_type: 'pro', required_plan: 'gold' },
  });
});

it('uploads a dish picture as a browser does (multipart through the gateway), serves it cached, and keeps other restaurants out', async () => {
  const inside = await ownerInside(restaurant, namespace);
  const category = (await call(inside.session, 'POST', '/restaurant/menu/categories', { name: 'Postres' })).body.data;
  const dish = (await call(inside.session, 'POST', '/restaurant/menu/items', { category_id: category.id, name: 'Flan', price: 5000 })).body
    .data;
  const form = (bytes: Buffer) => {
    const body = new FormData();
    body.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'flan.png');
    return body;
  };
  const upload = (session: string, bytes: Buffer) =>
    fetch(`${base}/restaurant/menu/items/${dish.id}/image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session}` },
      body: form(bytes),
    });

  const uploaded = await upload(inside.session, pngOf(640, 480));
  expect(uploaded.status).toBe(200);
  const { image_url } = ((await uploaded.json()) as { data: { image_url: string } }).data;
  expect(image_url).toMatch(/^\/restaurant\/media\/restaurants\/.+\.png$/);
  const served = await fetch(`${base}${image_url}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(await samePixels(Buffer.from(await served.arrayBuffer()), pngOf(640, 480))).toBe(true);

  const tooSmall = await upload(inside.session, pngOf(20, 2000));
  expect(tooSmall.status).toBe(400);
  expect(((await tooSmall.json()) as { message: string }).message).toBe('Dimensiones inválidas (20x2000). Mínimo 50px, máximo 3000px');
  expect((await call(inside.session, 'POST', `/restaurant/menu/items/${dish.id}/image`, { image: 'x' })).status).toBe(415);
  expect((await call(inside.session, 'POST', `/restaurant/menu/items/${dish.id}/image`)).status).toBe(415);

  const other = await ownerInside(restaurant, namespace);
  expect((await upload(other.session, pngOf(100, 100))).status).toBe(404);
  expect((await call(other.session, 'POST', `/restaurant/menu/items/${dish.id}/image`)).status).toBe(404);
  expect((await call(other.session, 'DELETE', `/restaurant/menu/items/${dish.id}/image`)).status).toBe(404);
  expect((await upload(inside.token, pngOf(100, 100))).status).toBe(401);

  expect((await call(inside.session, 'DELETE', `/restaurant/menu/items/${dish.id}/image`)).body.data).toMatchObject({ image_url: null });
  expect((await fetch(`${base}${image_url}`)).status).toBe(404);
});

it('serves the app’s page at /restaurant/panelControl and answers unknown /restaurant/ paths with JSON', async () => {
  const page = await fetch(`${base}/restaurant/panelControl`);
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  const unknown = await fetch(`${base}/restaurant/no-existe`);
  expect(unknown.status).toBe(404);
  expect(await unknown.json()).toMatchObject({ success: false });
});

it('a gateway shutting down ends the kitchen boards it relays at once, so they reconnect to another replica', async () => {
  const inside = await ownerInside(restaurant, namespace);
  const closing = await buildGateway(
    gatewayEnv.parse({
      ...infraEnv(),
      SESSION_PUBLIC_KEY: testKeys.publicKey,
      LOG_LEVEL: 'silent',
      BUS_NAMESPACE: namespace,
      ...gateways.urls,
      WEB_DIST: webDist,
    }),
  );
  const url = await closing.listen({ host: '127.0.0.1', port: 0 });
  const stream = await fetch(`${url}/restaurant/pedidos/stream`, { headers: { authorization: `Bearer ${inside.session}` } });
  expect(stream.status).toBe(200);
  const reader = stream.body!.getReader();
  expect(new TextDecoder().decode((await reader.read()).value)).toContain('retry: 3000');

  const started = Date.now();
  await closing.close();
  // The board hears the end (its EventSource then reconnects, to whichever gateway answers).
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read());
  expect(Date.now() - started).toBeLessThan(5000);
});
