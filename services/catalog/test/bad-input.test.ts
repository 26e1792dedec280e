import { messages } from '@mb/contracts';
import { adminToken, testNamespace } from '@mb/service-kit/testing';
import { startIdentity } from '../../identity/test/helpers.js';
import { startCatalog } from './helpers.js';

// The outside probe's NUL findings, on the real services and their PostgreSQL: each answered 500 before.
let catalog: Awaited<ReturnType<typeof startCatalog>>;
let identity: Awaited<ReturnType<typeof startIdentity>>;

beforeAll(async () => {
  [catalog, identity] = await Promise.all([startCatalog(testNamespace()), startIdentity(testNamespace())]);
});
afterAll(async () => {
  await Promise.all([catalog?.close(), identity?.close()]);
});

const refusedNul = { status: 400, body: { success: false, message: messages.nulCharacter } };
const answer = (response: { statusCode: number; json(): unknown }) => ({ status: response.statusCode, body: response.json() });

it('answers 400 to a NUL character in a sign-in, a sign-up, a product slug and a category name, and stores nothing', async () => {
  expect(
    answer(await identity.app.inject({ method: 'POST', url: '/login', payload: { email: 'ana\u0000@example.co', password: 'x' } })),
  ).toEqual(refusedNul);
  expect(
    answer(
      await identity.app.inject({
        method: 'POST',
        url: '/register',
        payload: { email: 'ana@example.co', password: 'Clave2026!', full_name: 'Ana\u0000' },
      }),
    ),
  ).toEqual(refusedNul);
  expect((await identity.db.query("SELECT 1 FROM users WHERE email = 'ana@example.co'")).rowCount).toBe(0);

  expect(answer(await catalog.app.inject({ method: 'GET', url: '/public/products/software%00restaurante' }))).toEqual(refusedNul);
  const admin = { authorization: `Bearer ${adminToken()}` };
  const before = (await catalog.db.query('SELECT count(*)::int AS n FROM categories')).rows[0].n;
  expect(
    answer(await catalog.app.inject({ method: 'PUT', url: '/categories', headers: admin, payload: { name: 'Bebi\u0000das' } })),
  ).toEqual(refusedNul);
  expect((await catalog.db.query('SELECT count(*)::int AS n FROM categories')).rows[0].n).toBe(before);
});

it('answers 400, not 5xx, to a sign-in nested thousands of levels deep', async () => {
  const deep = `{"email":${'['.repeat(10000)}${']'.repeat(10000)},"password":"x"}`;
  const response = await identity.app.inject({
    method: 'POST',
    url: '/login',
    headers: { 'content-type': 'application/json' },
    payload: deep,
  });
  expect(answer(response)).toEqual({ status: 400, body: { success: false, message: messages.jsonTooDeep } });
});
