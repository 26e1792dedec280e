// The authorization matrix: every operation of the gateway's OpenAPI × anonymous, client A, client B on A's objects,
// Admin and SuperAdmin, against the throwaway probe stack. Who may call each operation, and which of its parameters
// name one customer's objects, come from the checked-in table written from the specs (expected-access.ts), never from
// the routes' own `x-access` / `x-owns`: a route wrongly declared public is called anonymously as the table says it
// must not be, and the document is compared with the table, so a route the table lacks fails until someone adds it.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { before, describe, test } from 'node:test';
import { sample } from 'openapi-sampler';
import { payByCard } from '../../simulators/wompi/src/testing.js';
import { accessDifferences, expectedAccess } from './expected-access.js';

const baseUrl = process.env.PROBE_BASE_URL ?? process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
process.env.E2E_BASE_URL = baseUrl;
process.env.E2E_MAIL_URL ??= process.env.PROBE_MAIL_URL;
type Customer = { email: string; token: string; api: (path: string, options?: { method?: string; body?: unknown }) => Promise<any> };
const newCustomer: (label: string, options: { invoicingProfile: boolean }) => Promise<Customer> = (await import('../lib/customer.mjs'))
  .newCustomer;
const { demoAccounts, sessionCookie } = await import('../lib/session.mjs');

type Actor =
  | 'anonymous'
  | 'clientA'
  | 'clientB'
  | 'admin'
  | 'superAdmin'
  | 'restaurantA'
  | 'restaurantB'
  | 'restaurantTokenA'
  | 'restaurantTokenB';
type Operation = {
  id: string;
  method: string;
  path: string;
  access: 'public' | 'session' | 'admin' | 'superadmin' | 'restaurant';
  owns: Record<string, string>;
  /** A restaurant-app call taking the restaurant_token (to enter) rather than the app's session. */
  entry: boolean;
  parameters: Array<{ name: string; in: string; required?: boolean; schema?: unknown }>;
  body?: unknown;
};

/** The refusals of the access gate (and of services' own role checks); any other answer means the call got through. */
const accessRefusals = [
  'No token found',
  'Sesión expirada',
  'No tienes permisos para acceder a esta página.',
  'Solo un administrador puede usar la facturación electrónica',
  'Tu sesión del restaurante venció o no es válida: abre la aplicación de nuevo desde Mis Suscripciones',
];

const tokens = {} as Record<Exclude<Actor, 'anonymous'>, string>;
/** Client A's objects, by the kind the table's `owns` names. */
const owned: Record<string, string> = {};
let operations: Operation[] = [];
let differences: string[] = [];

async function signIn(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(new URL('/auth/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const body: any = await response.json();
  assert.equal(response.status, 200, `sign-in of ${account.email}: ${body.message}`);
  return sessionCookie(response);
}

/** A new client who buys the restaurant software by card in Wompi's sandbox: their order, payment and subscription. */
async function restaurantOwner(label: string) {
  const a = await newCustomer(label, { invoicingProfile: true });
  const { products } = await a.api('/auth/public/products');
  const product = products.find((item: { slug: string }) => item.slug === 'software-restaurant');
  const init = await a.api('/auth/payments/wompi/init-checkout', {
    method: 'POST',
    body: { product_id: product.id, plan_type: 'estandar' },
  });
  await payByCard(
    { apiUrl: new URL('/v1', init.widgetUrl).href, publicKey: init.publicKey },
    { reference: init.reference, amountInCents: init.amountInCents, signature: init.signatureIntegrity, email: a.email },
  );
  let result;
  for (let attempt = 0; attempt < 60; attempt += 1) {
    result = await a.api(`/auth/payments/result?reference=${encodeURIComponent(init.reference)}`);
    if (result.payment.status === 'paid') break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.equal(result.payment.status, 'paid', 'client A’s payment was not approved');
  let subscription;
  for (let attempt = 0; attempt < 60 && !subscription; attempt += 1) {
    const dashboard = await a.api('/auth/dashboard/client');
    subscription = dashboard.user.subscriptions.find((item: { status: string }) => item.status === 'active');
    if (!subscription) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.ok(subscription, `${label} has no active subscription`);
  return { customer: a, init, payment: result.payment, subscription };
}

/** Waits out the restaurant service learning of a subscription from billing's event: retries while it answers 404 or 409. */
async function eventually<T>(what: string, attempt: () => Promise<Response>): Promise<T> {
  for (let tries = 0; tries < 60; tries += 1) {
    const response = await attempt();
    if (response.ok) return (await response.json()) as T;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not succeed`);
}

const post = (path: string, token: string, body?: unknown) =>
  fetch(new URL(path, baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Into the restaurant app as its owner: the restaurant_token, the app user and the app's session. */
async function enterRestaurant(token: string, subscriptionId: string) {
  const opened = await eventually<{ restaurant_token: string }>('open-restaurant', () =>
    post(`/auth/subscriptions/${subscriptionId}/open-restaurant`, token),
  );
  const setUp = await eventually<{ user: { id: string } }>('setup-user', () =>
    post('/restaurant/auth/setup-user', opened.restaurant_token),
  );
  const login = await eventually<{ token: string }>('restaurant login', () => post('/restaurant/auth/login', opened.restaurant_token));
  return { restaurantToken: opened.restaurant_token, session: login.token, userId: setUp.user.id };
}

/**
 * A restaurant's own objects, made in its app: a menu, a table with a round sent to the kitchen (which joined the
 * table's open check), an open cash-register shift (a charge in cash can go through), a cart line and a favourite.
 */
async function restaurantObjects(session: string) {
  const made = async (path: string, body: unknown) =>
    (await eventually<{ data: { id: string } }>(path, () => post(path, session, body))).data;
  const station = await made('/restaurant/estaciones', { name: 'Bar' });
  const category = await made('/restaurant/menu/categories', { name: 'Entradas' });
  const dish = await made('/restaurant/menu/items', { category_id: category.id, name: 'Empanadas', price: 12000 });
  const table = await made('/restaurant/tables', { number: 1, seats: 4 });
  await made('/restaurant/carrito/add', { itemId: dish.id, quantity: 2 });
  const order = await made('/restaurant/carrito/checkout', { table_id: table.id });
  const check = (
    await eventually<{ data: Array<{ id: string }> }>('check', () =>
      fetch(new URL(`/restaurant/cuentas?order_id=${order.id}`, baseUrl), { headers: { authorization: `Bearer ${session}` } }),
    )
  ).data[0]!;
  await made('/restaurant/caja/turno/abrir', { opening_float: 100000 });
  const cartLine = await made('/restaurant/carrito/add', { itemId: dish.id, quantity: 1, note: 'sin cebolla' });
  await eventually('favourite', () => post('/restaurant/favoritos/add', session, { platoId: dish.id }));
  return { station, category, dish, table, order, check, cartLine };
}

/** Client A: every kind of object a customer owns, on the platform and inside their restaurant's app. */
async function clientWithObjects() {
  const { customer: a, init, payment, subscription } = await restaurantOwner('matrix.a');
  let assignment;
  // Restaurant learns of the subscription from billing's event: retry until it has.
  for (let attempt = 0; attempt < 60 && !assignment; attempt += 1) {
    const response = await fetch(new URL('/mb/restaurant/config/assignments', baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${a.token}` },
      body: JSON.stringify({ email: `staff.${Date.now()}@example.co`, name: 'Persona de Cocina', role: 'employee' }),
    });
    if (response.ok) assignment = ((await response.json()) as any).data;
    else await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.ok(assignment, 'client A could not assign staff');
  const inside = await enterRestaurant(a.token, subscription.id);
  const { station, category, dish, table, order, check, cartLine } = await restaurantObjects(inside.session);
  Object.assign(owned, {
    subscription: subscription.id,
    order: init.order_id,
    payment: payment.id,
    'payment-reference': init.reference,
    assignment: assignment.id,
    'restaurant-category': category.id,
    'restaurant-station': station.id,
    'restaurant-dish': dish.id,
    'restaurant-table': table.id,
    'restaurant-order': order.id,
    'restaurant-check': check.id,
    'restaurant-cart-item': cartLine.id,
    'restaurant-favourite': dish.id,
    'restaurant-user': inside.userId,
  });
  return { customer: a, inside };
}

/** Client B: a customer with a restaurant of their own, so their restaurant session is a real one. */
async function clientWithRestaurant(label: string) {
  const { customer, subscription } = await restaurantOwner(label);
  return { customer, inside: await enterRestaurant(customer.token, subscription.id) };
}

/**
 * A restaurant of its own for run.mjs to fuzz from inside once these tests are done (A's and B's sessions end with
 * their owners' sign-out here): its session, written where run.mjs asks.
 */
async function restaurantToFuzz(file: string) {
  const { inside } = await clientWithRestaurant('probe.fuzz');
  await restaurantObjects(inside.session);
  writeFileSync(file, inside.session);
}

/** The document's operations the table knows, with the access the table expects (the rest fail the first test). */
function readOperations(spec: { paths: Record<string, Record<string, Record<string, any>>> }): Operation[] {
  const order = ['get', 'post', 'put', 'patch', 'delete'];
  return (
    Object.entries(spec.paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods).flatMap(([method, operation]) => {
          const id = `${method.toUpperCase()} ${path}`;
          const expected = expectedAccess[id];
          if (!expected) return [];
          const parameters = operation.parameters ?? [];
          const body = operation.requestBody?.content?.['application/json']?.schema;
          const access = { access: expected.access, owns: expected.owns ?? {}, entry: Boolean(expected.entry) };
          return [{ id, method: method.toUpperCase(), path, ...access, parameters, body }];
        }),
      )
      // Reads first, removals after changes, and signing out last of all: it ends the session the later calls use.
      .sort((x, y) => rank(x) - rank(y))
  );
  function rank(operation: { method: string; path: string }) {
    return operation.path.endsWith('/logout') ? order.length : order.indexOf(operation.method.toLowerCase());
  }
}

const placeholder = (schema: unknown) => String(sample((schema ?? { type: 'string' }) as object) ?? 'x');

/** A request for the operation: sample values from its schemas, client A's objects where it names one. */
function requestFor(operation: Operation) {
  let path = operation.path;
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    const kind = operation.owns[`${parameter.in === 'path' ? 'params' : parameter.in}.${parameter.name}`];
    const value = (kind && owned[kind]) ?? placeholder(parameter.schema);
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
    else if (parameter.in === 'query' && (parameter.required || operation.owns[`query.${parameter.name}`]))
      query.set(parameter.name, value);
  }
  let body: Record<string, unknown> | undefined;
  if (operation.body) {
    // A body refused as invalid (400) would hide whether the owned object is refused: strings with a pattern (an
    // idempotency key) are sampled to match it, and an e-mail, which the document shows as a plain string (it is
    // trimmed and lower-cased before it is checked), gets an address.
    const sampled = sample(operation.body as object, { skipReadOnly: true, enablePatterns: true });
    body = sampled && typeof sampled === 'object' && !Array.isArray(sampled) ? { ...sampled } : {};
    if (body.email === 'string') body.email = 'cliente@example.com';
    // A staff PIN (4 to 6 digits): the sampler's string for its pattern is not one.
    if (typeof body.pin === 'string') body.pin = '4321';
    // The diner's optional factura: its number's rule follows the identification type, which a sample cannot.
    delete body.factura;
    for (const [where, kind] of Object.entries(operation.owns)) if (where.startsWith('body.')) body[where.slice(5)] = owned[kind];
  }
  return { url: `${path}${query.size ? `?${query}` : ''}`, body };
}

async function call(operation: Operation, actor: Actor) {
  const { url, body } = requestFor(operation);
  const response = await fetch(new URL(url, baseUrl), {
    method: operation.method,
    headers: {
      ...(actor === 'anonymous' ? {} : { authorization: `Bearer ${tokens[actor]}` }),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // A live stream (the kitchen board's) never ends: its status and headers are the answer.
  const streaming = response.headers.get('content-type')?.startsWith('text/event-stream');
  const text = streaming ? '' : await response.text();
  if (streaming) await response.body?.cancel();
  let message: unknown;
  try {
    message = (JSON.parse(text) as { message?: unknown } | null)?.message;
  } catch {
    message = undefined;
  }
  return { status: response.status, message, text, line: `${actor}: ${response.status} ${typeof message === 'string' ? message : ''}` };
}

const refusedByAccess = (answer: { status: number; message: unknown }) =>
  (answer.status === 401 || answer.status === 403) && accessRefusals.includes(String(answer.message));

before(async () => {
  const response = await fetch(new URL('/docs/json', baseUrl));
  const document = (await response.json()) as any;
  operations = readOperations(document);
  differences = accessDifferences(document);
  const [a, b, admin, superAdmin] = await Promise.all([
    clientWithObjects(),
    clientWithRestaurant('matrix.b'),
    signIn(demoAccounts.admin),
    signIn(demoAccounts.superAdmin),
    process.env.PROBE_RESTAURANT_SESSION_FILE ? restaurantToFuzz(process.env.PROBE_RESTAURANT_SESSION_FILE) : undefined,
  ]);
  Object.assign(tokens, {
    clientA: a.customer.token,
    clientB: b.customer.token,
    admin,
    superAdmin,
    restaurantA: a.inside.session,
    restaurantB: b.inside.session,
    restaurantTokenA: a.inside.restaurantToken,
    restaurantTokenB: b.inside.restaurantToken,
  });
});

describe('authorization matrix', () => {
  test('every operation of the OpenAPI document declares the access and owned parameters the checked-in table expects', () => {
    assert.ok(operations.length > 60, `only ${operations.length} operations`);
    assert.deepEqual(differences, [], 'the gateway and e2e/api/expected-access.ts disagree: read the specs and fix the one that is wrong');
    const unknownKinds = operations.flatMap((operation) => Object.values(operation.owns)).filter((kind) => !(kind in owned));
    assert.deepEqual(unknownKinds, [], 'an owned kind in the table this test cannot make an object of');
  });

  // One test per operation, registered once the document is read; B (the attacker) goes before A changes anything.
  test('every operation × anonymous, client B on A’s objects, client A, Admin, SuperAdmin', async (t) => {
    for (const operation of operations) {
      await t.test(operation.id, async () => {
        const seen: string[] = [];
        const expect = (condition: boolean, answer: { line: string }, why: string) => {
          if (!seen.includes(answer.line)) seen.push(answer.line);
          assert.ok(condition, `${operation.id}: ${why}\n${seen.join('\n')}`);
        };
        const anonymous = await call(operation, 'anonymous');
        if (operation.access !== 'public') expect(anonymous.status === 401, anonymous, 'anonymous must get 401');
        else expect(anonymous.status < 500, anonymous, 'no 5xx');

        if (operation.access === 'restaurant') {
          // A platform session is not a restaurant's, whoever holds it.
          for (const actor of ['clientB', 'clientA', 'admin', 'superAdmin'] as const) {
            const answer = await call(operation, actor);
            expect(answer.status === 401, answer, `${actor}'s platform session must not open a restaurant's app`);
          }
          const [b, a] = operation.entry ? (['restaurantTokenB', 'restaurantTokenA'] as const) : (['restaurantB', 'restaurantA'] as const);
          const restaurantB = await call(operation, b);
          if (Object.keys(operation.owns).length > 0) {
            expect(
              restaurantB.status === 403 || restaurantB.status === 404,
              restaurantB,
              'restaurant B must get 403 or 404 on restaurant A’s object',
            );
          }
          for (const value of Object.values(owned))
            expect(!restaurantB.text.includes(value), restaurantB, `restaurant B saw restaurant A’s ${value}`);
          const restaurantA = await call(operation, a);
          expect(!refusedByAccess(restaurantA) && restaurantA.status < 500, restaurantA, 'restaurant A must reach its own objects');
          return;
        }
        const administrative = operation.access === 'admin' || operation.access === 'superadmin';
        const clientB = await call(operation, 'clientB');
        if (administrative) expect(clientB.status === 403, clientB, 'a client must get 403 on an administrator operation');
        else if (Object.keys(operation.owns).length > 0) {
          expect(clientB.status === 403 || clientB.status === 404, clientB, 'client B must get 403 or 404 on client A’s object');
        }
        for (const value of Object.values(owned)) expect(!clientB.text.includes(value), clientB, `client B saw client A’s ${value}`);

        const clientA = await call(operation, 'clientA');
        if (administrative) expect(clientA.status === 403, clientA, 'a client must get 403 on an administrator operation');
        else expect(!refusedByAccess(clientA), clientA, 'client A must reach its own objects');

        if (operation.access === 'superadmin') {
          const admin = await call(operation, 'admin');
          expect(admin.status === 403, admin, 'an Admin must get 403 on a SuperAdmin operation');
        }
        for (const actor of operation.access === 'superadmin' ? (['superAdmin'] as const) : (['admin', 'superAdmin'] as const)) {
          const answer = await call(operation, actor);
          expect(!refusedByAccess(answer) && answer.status < 500, answer, `${actor} must get through`);
        }
      });
    }
  });
});
