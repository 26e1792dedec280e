import { startPrivateRedis, testNamespace, type PrivateRedis } from '@mb/service-kit/testing';
import { startCatalog } from '../../services/catalog/test/helpers.js';
import { signUpVerified, startIdentity } from '../../services/identity/test/helpers.js';
import { testGateway } from './test-gateway.js';

// Redis down and back under a gateway, catalog and identity that share a Redis of this test's own: the request path
// carries on without it (no 5xx, no hanging), and the jobs queued meanwhile are not lost.
let redis: PrivateRedis;
let catalog: Awaited<ReturnType<typeof startCatalog>>;
let identity: Awaited<ReturnType<typeof startIdentity>>;
let gateway: Awaited<ReturnType<typeof testGateway>>;
const ana = { email: 'ana.redis@example.co', password: 'Clave-2026', full_name: 'Ana', legal_id: '1020304050' };

beforeAll(async () => {
  redis = await startPrivateRedis();
  [catalog, identity] = await Promise.all([
    startCatalog(testNamespace(), { redisUrl: redis.url }),
    startIdentity(testNamespace(), { REDIS_URL: redis.url }),
  ]);
  const [catalogUrl, identityUrl] = await Promise.all([
    catalog.app.listen({ host: '127.0.0.1', port: 0 }),
    identity.app.listen({ host: '127.0.0.1', port: 0 }),
  ]);
  gateway = await testGateway({ REDIS_URL: redis.url, CATALOG_URL: catalogUrl, IDENTITY_URL: identityUrl, DOWNSTREAM_TIMEOUT_MS: '3000' });
  await signUpVerified(identity, ana);
}, 60_000);
// identity's mail worker takes a while to let go of a Redis that came back: closing gets time enough.
afterAll(async () => {
  await gateway?.close();
  await Promise.all([catalog?.close(), identity?.close()]);
  await redis?.stop();
}, 150_000);

const timed = async <T>(work: () => Promise<T>) => {
  const started = Date.now();
  const result = await work();
  return { result, ms: Date.now() - started };
};

it('serves the store, sessions and sign-in without Redis, and loses no mail queued meanwhile', async () => {
  expect((await gateway.inject({ url: '/auth/public/products' })).statusCode).toBe(200); // cached now
  const login = await gateway.inject({ method: 'POST', url: '/auth/login', payload: { email: ana.email, password: ana.password } });
  const token = login.cookies.find((cookie) => cookie.name === 'mb_session')!.value;

  await redis.stop();
  try {
    const products = await timed(() => Promise.all(Array.from({ length: 10 }, () => gateway.inject({ url: '/auth/public/products' }))));
    expect(products.result.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(products.ms).toBeLessThan(2500);
    const me = await gateway.inject({ url: '/auth/me', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(ana.email);
    const login = await gateway.inject({ method: 'POST', url: '/auth/login', payload: { email: ana.email, password: ana.password } });
    expect(login.statusCode).toBe(200);
    // Sign-up's mail waits for Redis: the account is stored, the caller may be told to retry, never a 500.
    const signUp = await gateway.inject({ method: 'POST', url: '/auth/register', payload: { ...ana, email: 'luis.redis@example.co' } });
    expect([201, 503]).toContain(signUp.statusCode);
  } finally {
    await redis.start();
  }

  const code = await identity.mailTo('luis.redis@example.co', 'Verifica tu cuenta de MB Platform');
  expect(code.text).toMatch(/código de verificación es/);
  expect((await gateway.inject({ url: '/auth/public/products' })).statusCode).toBe(200);
}, 60_000);
