import { generateKeyPairSync } from 'node:crypto';
import { messages } from '@mb/contracts';
import { createServer, authPlugin } from '@mb/service-kit';
import { adminToken, signTestToken, testKeys, infraEnv } from '@mb/service-kit/testing';
import { createSigner } from 'fast-jwt';
import { buildGateway } from '../src/app.js';
import { gatewayEnv } from '../src/config.js';
import { registerAccess } from '../src/plugins/access.js';
import { accessDifferences } from '../../e2e/api/expected-access.js';

// Every service behind points at a closed port: an answer other than 503 proves the gateway answered by itself.
const closed = 'http://127.0.0.1:9';
let app: Awaited<ReturnType<typeof buildGateway>>;

beforeAll(async () => {
  app = await buildGateway(
    gatewayEnv.parse({
      ...infraEnv(),
      SESSION_PUBLIC_KEY: testKeys.publicKey,
      LOG_LEVEL: 'silent',
      ...Object.fromEntries(
        ['IDENTITY', 'CATALOG', 'BILLING', 'INVOICING', 'ANALYTICS', 'RESTAURANT'].map((name) => [`${name}_URL`, closed]),
      ),
      DOWNSTREAM_TIMEOUT_MS: '1000',
    }),
  );
});
afterAll(() => app.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

it('checks the session before the body: an anonymous purchase, product or user change gets 401, not the schema', async () => {
  for (const [method, url] of [
    ['POST', '/auth/purchase'],
    ['POST', '/auth/products'],
    ['PUT', '/auth/users/123'],
    ['POST', '/auth/payments/wompi/init'],
  ] as const) {
    const response = await app.inject({ method, url, payload: { nonsense: true } });
    expect({ url, status: response.statusCode, body: response.json() }).toEqual({
      url,
      status: 401,
      body: { success: false, message: messages.noToken },
    });
  }
});

it('turns a client away from administrator calls before reading the body or calling a service', async () => {
  const client = bearer(signTestToken());
  const change = await app.inject({ method: 'PUT', url: '/auth/users/123', headers: client, payload: { role: 'SuperAdmin' } });
  expect(change.statusCode).toBe(403);
  expect(change.json()).toEqual({ success: false, message: messages.forbidden });
  const list = await app.inject({ method: 'GET', url: '/auth/payments', headers: client });
  expect(list.statusCode).toBe(403);
  // An administrator passes the gate and reaches the (here unreachable) service.
  const admin = await app.inject({ method: 'GET', url: '/auth/payments', headers: bearer(adminToken()) });
  expect(admin.statusCode).toBe(503);
});

it('refuses every administrator call to a client (403) and to nobody signed in (401), before the body is read', async () => {
  const spec = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
  const adminCalls = Object.entries(spec.paths as Record<string, Record<string, Record<string, unknown>>>).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => operation['x-access'] === 'admin' || operation['x-access'] === 'superadmin')
      // Any value fills a path parameter: the gate answers before it is looked at.
      .map(([method]) => ({
        method: method.toUpperCase() as 'GET',
        url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000009'),
      })),
  );
  expect(adminCalls.length).toBeGreaterThan(40);
  for (const call of adminCalls) {
    const payload = call.method === 'GET' || call.method === ('DELETE' as string) ? undefined : { nonsense: '\u0000' };
    const anonymous = await app.inject({ method: call.method, url: call.url, payload });
    expect({ ...call, status: anonymous.statusCode }).toEqual({ ...call, status: 401 });
    const client = await app.inject({ method: call.method, url: call.url, payload, headers: bearer(signTestToken()) });
    expect({ ...call, status: client.statusCode, body: client.json() }).toEqual({
      ...call,
      status: 403,
      body: { success: false, message: expect.any(String) },
    });
  }
});

it('refuses a token signed by another key, or expired, with 401', async () => {
  const { privateKey } = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const forged = createSigner({ key: privateKey, algorithm: 'ES256' })({ sub: 'x', sid: 's', role: 'Admin', email: 'mallory@example.com' });
  const expired = createSigner({ key: testKeys.privateKey, algorithm: 'ES256' })({
    sub: 'x',
    sid: 's',
    role: 'Admin',
    email: 'a@example.com',
    exp: 1,
  });
  for (const token of [forged, expired]) {
    const response = await app.inject({ method: 'GET', url: '/auth/users', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(messages.sessionExpired);
  }
});

it('declares each operation’s security, access and error answers in OpenAPI', async () => {
  const spec = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
  const operations = Object.entries(spec.paths as Record<string, Record<string, Record<string, unknown>>>).flatMap(
    ([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ id: `${method.toUpperCase()} ${path}`, ...operation })) as Array<
        Record<string, any>
      >,
  );
  expect(operations.length).toBeGreaterThan(60);
  for (const operation of operations) {
    expect({ id: operation.id, access: operation['x-access'] }).toEqual({
      id: operation.id,
      access: expect.stringMatching(/^(public|session|admin|superadmin|restaurant)$/),
    });
    const secured = operation['x-access'] !== 'public';
    const restaurant =
      operation.id.startsWith('POST /restaurant/auth/') && !operation.id.endsWith('profile')
        ? [{ restaurantToken: [] }]
        : [{ restaurant: [] }];
    const signedIn = [{ bearer: [] }, { cookie: [] }];
    const security = { public: [], session: signedIn, admin: signedIn, superadmin: signedIn, restaurant };
    expect({ id: operation.id, security: operation.security }).toEqual({
      id: operation.id,
      security: security[operation['x-access'] as keyof typeof security],
    });
    const statuses = Object.keys(operation.responses);
    expect({ id: operation.id, statuses }).toEqual({
      id: operation.id,
      statuses: expect.arrayContaining(secured ? ['400', '401', '403'] : ['400']),
    });
    const envelope = operation.responses['400'].content['application/json'].schema;
    expect(envelope).toMatchObject({
      required: ['success', 'message'],
      properties: { success: { enum: [false] }, message: { type: 'string' } },
    });
  }
  const byId = (id: string) => operations.find((operation) => operation.id === id)!;
  expect(byId('GET /auth/users')['x-access']).toBe('admin');
  expect(byId('POST /auth/login').responses).toHaveProperty('429');
  expect(byId('GET /auth/public/products').responses).not.toHaveProperty('401');
  expect(byId('GET /auth/subscriptions/{id}/renewal-quote')['x-owns']).toEqual({ 'params.id': 'subscription' });
});

// The same check the authorization matrix makes on the probe stack (npm run test:api), here without one: quicker word.
it('declares for every operation the access and owned parameters of the table written from the specs', async () => {
  const spec = (await app.inject({ method: 'GET', url: '/docs/json' })).json();
  expect(accessDifferences(spec)).toEqual([]);
  const loosened = structuredClone(spec);
  loosened.paths['/auth/users'].get['x-access'] = 'public';
  delete loosened.paths['/auth/invoices/{paymentId}/pdf'].get['x-owns'];
  loosened.paths['/auth/brand-new'] = { get: { 'x-access': 'admin' } };
  delete loosened.paths['/auth/audit'];
  expect(accessDifferences(loosened)).toEqual([
    expect.stringMatching(/^GET \/auth\/users: declares .*"public".*the table says .*"admin"/),
    expect.stringMatching(/^GET \/auth\/invoices\/\{paymentId\}\/pdf: declares .*the table says .*"params.paymentId":"payment"/),
    expect.stringMatching(/^GET \/auth\/brand-new: not in e2e\/api\/expected-access.ts/),
    "GET /auth/audit: in the table, not in the gateway's document",
  ]);
});

it('refuses to start a route that does not say who may call it', async () => {
  const server = createServer({ name: 'access-test', logLevel: 'silent' });
  await server.register(authPlugin, { publicKey: testKeys.publicKey });
  registerAccess(server, async () => false);
  expect(() => server.get('/auth/forgotten', { schema: {} }, async () => ({}))).toThrow(/declare config.access/);
  await server.close();
});

it('turns away what cannot be a restaurant session before the restaurant app reads the body', async () => {
  for (const authorization of [undefined, `Bearer ${signTestToken()}`, 'Bearer not-a-jwt']) {
    const response = await app.inject({
      method: 'POST',
      url: '/restaurant/menu/items',
      headers: authorization ? { authorization } : {},
      payload: { price: -1 },
    });
    expect({ authorization, status: response.statusCode }).toEqual({ authorization, status: 401 });
  }
  const hs256 = createSigner({ key: 'restaurant-secret', algorithm: 'HS256' })({ rid: 'r', exp: Math.floor(Date.now() / 1000) + 60 });
  // A token of the restaurant's kind reaches the restaurant service (here unreachable), which alone can verify it.
  const reached = await app.inject({ method: 'GET', url: '/restaurant/menu/items', headers: bearer(hs256) });
  expect(reached.statusCode).toBe(503);
});
