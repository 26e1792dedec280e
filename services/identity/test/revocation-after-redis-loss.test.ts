import { Redis } from 'ioredis';
import { startPrivateRedis, testKeys, testNamespace, eventually, type PrivateRedis, infraEnv } from '@mb/service-kit/testing';
import { buildGateway } from '../../../gateway/src/app.js';
import { gatewayEnv } from '../../../gateway/src/config.js';
import { signUpVerified, startIdentity } from './helpers.js';

// A logout must outlive Redis: its list of revoked sessions flushed, or Redis down, the sessions table still says so,
// to identity itself and to every other process (here the gateway), which asks identity.
const namespace = testNamespace();
let redis: PrivateRedis;
let client: Redis;
let identity: Awaited<ReturnType<typeof startIdentity>>;
let gateway: Awaited<ReturnType<typeof buildGateway>>;

beforeAll(async () => {
  redis = await startPrivateRedis();
  client = new Redis(redis.url, { maxRetriesPerRequest: 1 });
  identity = await startIdentity(namespace, { REDIS_URL: redis.url });
  const identityUrl = await identity.app.listen({ host: '127.0.0.1', port: 0 });
  gateway = await buildGateway(
    gatewayEnv.parse({
      ...infraEnv(),
      SESSION_PUBLIC_KEY: testKeys.publicKey,
      LOG_LEVEL: 'silent',
      IDENTITY_URL: identityUrl,
      NODE_ENV: 'test',
      BUS_NAMESPACE: namespace,
      REDIS_URL: redis.url,
    }),
  );
});
afterAll(async () => {
  await gateway?.close();
  await identity?.close();
  client?.disconnect();
  await redis?.stop();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const identityStatus = async (token: string) => (await identity.app.inject({ url: '/me', headers: bearer(token) })).statusCode;
const gatewaySays = async (token: string) => (await gateway.inject({ url: '/auth/session', headers: bearer(token) })).json().authenticated;

it('keeps a logged-out session refused after Redis loses its data or goes away, and writes the list again', async () => {
  const person = { email: 'salio@example.co', password: 'secreto1', full_name: 'Salió', legal_id: '55' };
  await signUpVerified(identity, person);
  const login = async () => (await identity.app.inject({ method: 'POST', url: '/login', payload: person })).json().token as string;
  const [revoked, live] = [await login(), await login()];
  expect((await identity.app.inject({ method: 'POST', url: '/logout', headers: bearer(revoked) })).statusCode).toBe(200);
  expect([await identityStatus(revoked), await gatewaySays(revoked), await gatewaySays(live)]).toEqual([401, false, true]);

  // Redis comes back empty (flushed, or restarted without its disk copy): the table answers at once.
  await client.flushall();
  expect([await identityStatus(revoked), await gatewaySays(revoked)]).toEqual([401, false]);
  expect([await identityStatus(live), await gatewaySays(live)]).toEqual([200, true]);
  // identity writes the list again from its table, so the request path is back to one Redis read.
  await eventually(async () => expect(await client.keys('mb:session:revoked:*')).toHaveLength(2));

  // Redis away: the same.
  await redis.stop();
  try {
    expect([await identityStatus(revoked), await gatewaySays(revoked)]).toEqual([401, false]);
    expect(await gatewaySays(live)).toBe(true);
  } finally {
    await redis.start();
  }
  await eventually(async () => expect(await client.exists('mb:session:revoked:complete')).toBe(1));
  expect([await identityStatus(revoked), await gatewaySays(revoked), await gatewaySays(live)]).toEqual([401, false, true]);
});

it('a session the table was asked about while the list was incomplete is refused once logged out, Redis flushed', async () => {
  const person = { email: 'pregunto@example.co', password: 'secreto1', full_name: 'Preguntó', legal_id: '56' };
  await signUpVerified(identity, person);
  const token = (await identity.app.inject({ method: 'POST', url: '/login', payload: person })).json().token as string;
  // The list lacks its mark (a start-up whose first check failed): the table is asked, and says "live".
  await client.del('mb:session:revoked:complete');
  expect(await identityStatus(token)).toBe(200);
  expect((await identity.app.inject({ method: 'POST', url: '/logout', headers: bearer(token) })).statusCode).toBe(200);
  await client.flushall();
  expect(await identityStatus(token)).toBe(401);
});
