import { randomUUID } from 'node:crypto';
import { restaurantAppMessages } from '@mb/contracts';
import { createRedis } from '@mb/service-kit';
import { eventually, signTestToken, testKeys, testNamespace } from '@mb/service-kit/testing';
import { createSigner } from 'fast-jwt';
import { resetToken, signUpVerified, startIdentity } from '../../identity/test/helpers.js';
import { restaurantTokens } from '../src/modules/apps/restaurant-token.js';
import { enterRestaurant, publishSubscription, startRestaurant, tokenSecret, type TestRestaurant } from './helpers.js';

/**
 * The restaurant app's access ends with the person's platform access: identity (real, same bus and Redis) logs out,
 * resets a password, disables and deletes; restaurant refuses the app session and the restaurant_token at once
 * (the shared revocation list) and for good (identity's events kept in its own tables, so a flushed Redis changes
 * nothing).
 */
const namespace = testNamespace();
let identity: Awaited<ReturnType<typeof startIdentity>>;
let restaurant: TestRestaurant;
let redis: ReturnType<typeof createRedis>;
const admin = signTestToken({ sub: randomUUID(), sid: randomUUID(), role: 'SuperAdmin', email: 'superadmin@example.com' });
const password = 'clave-segura-1';

beforeAll(async () => {
  identity = await startIdentity(namespace);
  restaurant = await startRestaurant(namespace);
  redis = createRedis(restaurant.config.REDIS_URL);
}, 90000);

afterAll(async () => {
  redis?.disconnect();
  await restaurant?.close();
  await identity?.close();
});

const identityCall = (method: 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  identity.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });

/** A real account with a live restaurant of its own, signed in: its platform session and its restaurant. */
async function ownerWithRestaurant(name: string) {
  const email = `${name}-${randomUUID().slice(0, 6)}@example.com`;
  const { token, user } = await signUpVerified(identity, { email, password, full_name: name, legal_id: '1020304050' });
  const subscription = { subscriptionId: randomUUID(), userId: user.id, planType: 'pro' as const };
  await publishSubscription(restaurant, namespace, 'activated', subscription);
  return { email, token, userId: user.id, subscriptionId: subscription.subscriptionId };
}

/** Inside the app, plus a second restaurant_token opened on the same platform session and not yet exchanged. */
async function inside(owner: Awaited<ReturnType<typeof ownerWithRestaurant>>) {
  const entered = await enterRestaurant(restaurant, owner, owner.subscriptionId);
  expect((await entered.app.get('/restaurant/auth/profile')).statusCode).toBe(200);
  const opened = await restaurant.as(owner.token).post(`/subscriptions/${owner.subscriptionId}/open-restaurant`);
  const spare = opened.json().restaurant_token as string;
  return { ...entered, spare };
}

const sidOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;

/** Identity's event has reached restaurant's own table: the refusal no longer depends on Redis. */
async function endedHere(sid: string, reason: string) {
  await eventually(async () => {
    const { rows } = await restaurant.db.query('SELECT reason FROM ended_platform_sessions WHERE session_id = $1', [sid]);
    expect(rows[0]?.reason).toBe(reason);
  });
}

/** Forgets the session's entry in the shared revocation list, as a Redis flush or restart would. */
const flushRevocation = (sid: string) => redis.del(`mb:session:revoked:${sid}`);

/** 401 with one of these messages (a disabled account's event may already have arrived, or not yet). */
async function expectRefused(call: Promise<{ statusCode: number; json(): { message?: string } }>, ...messages: string[]) {
  const answer = await call;
  expect(answer.statusCode).toBe(401);
  expect(messages).toContain(answer.json().message);
}

async function expectAllRefused(entered: Awaited<ReturnType<typeof inside>>, ...messages: string[]) {
  await expectRefused(entered.app.get('/restaurant/auth/profile'), ...messages);
  await expectRefused(entered.app.post('/restaurant/menu/categories', { name: 'Después de salir' }), ...messages);
  await expectRefused(restaurant.as(entered.spare).post('/restaurant/auth/setup-user'), ...messages);
  await expectRefused(restaurant.as(entered.spare).post('/restaurant/auth/login'), ...messages);
}

const atOnce = [restaurantAppMessages.platformSessionEnded, restaurantAppMessages.accountBlocked];

it('a platform logout ends the app session and the unused restaurant_token at once, and for good', async () => {
  const owner = await ownerWithRestaurant('logout');
  const entered = await inside(owner);
  expect((await identityCall('POST', '/logout', owner.token)).statusCode).toBe(200);

  await expectAllRefused(entered, restaurantAppMessages.platformSessionEnded);
  await endedHere(sidOf(owner.token), 'logout');
  await flushRevocation(sidOf(owner.token));
  await expectAllRefused(entered, restaurantAppMessages.platformSessionEnded);
});

it('a password reset ends the app sessions opened before it; a new sign-in opens the restaurant again', async () => {
  const owner = await ownerWithRestaurant('reset');
  const entered = await inside(owner);
  await identityCall('POST', '/forgot-password', undefined, { email: owner.email });
  const token = resetToken(await identity.mailTo(owner.email, 'Restablece tu contraseña de MB Platform'));
  expect((await identityCall('POST', '/reset-password', undefined, { token, newPassword: 'clave-nueva-2' })).statusCode).toBe(200);

  await expectAllRefused(entered, restaurantAppMessages.platformSessionEnded);
  await endedHere(sidOf(owner.token), 'password_reset');
  await flushRevocation(sidOf(owner.token));
  await expectAllRefused(entered, restaurantAppMessages.platformSessionEnded);

  const signedIn = await identity.app.inject({ method: 'POST', url: '/login', payload: { email: owner.email, password: 'clave-nueva-2' } });
  const again = await enterRestaurant(restaurant, { token: signedIn.json().token }, owner.subscriptionId);
  expect((await again.app.get('/restaurant/auth/profile')).statusCode).toBe(200);
});

it('a suspended owner can no longer write to the menu; re-enabled and signed in again, they can', async () => {
  const owner = await ownerWithRestaurant('suspendida');
  const entered = await inside(owner);
  expect((await identityCall('PUT', `/users/${owner.userId}`, admin, { status: 'suspended' })).statusCode).toBe(200);

  await expectAllRefused(entered, ...atOnce);
  await eventually(() => expectRefused(entered.app.get('/restaurant/auth/profile'), restaurantAppMessages.accountBlocked));
  await flushRevocation(sidOf(owner.token));
  await expectAllRefused(entered, restaurantAppMessages.accountBlocked);
  const categories = 'SELECT count(*)::int AS n FROM menu_categories WHERE restaurant_id = $1';
  const { rows } = await restaurant.db.query(categories, [owner.subscriptionId]);
  expect(rows[0].n).toBe(0);

  expect((await identityCall('PUT', `/users/${owner.userId}`, admin, { status: 'active' })).statusCode).toBe(200);
  const signedIn = await identity.app.inject({ method: 'POST', url: '/login', payload: { email: owner.email, password } });
  await eventually(async () => {
    const again = await enterRestaurant(restaurant, { token: signedIn.json().token }, owner.subscriptionId);
    expect((await again.app.post('/restaurant/menu/categories', { name: 'De vuelta' })).statusCode).toBe(200);
  });
});

it('a deleted account is refused, even once Redis has forgotten its sessions; restored, it signs in and enters again', async () => {
  const owner = await ownerWithRestaurant('borrada');
  const entered = await inside(owner);
  expect((await identityCall('DELETE', `/users/${owner.userId}`, admin)).statusCode).toBe(200);

  await expectAllRefused(entered, ...atOnce);
  await endedHere(sidOf(owner.token), 'deleted');
  await eventually(() => expectRefused(entered.app.get('/restaurant/auth/profile'), restaurantAppMessages.accountBlocked));
  await flushRevocation(sidOf(owner.token));
  await expectAllRefused(entered, restaurantAppMessages.accountBlocked);

  expect((await identityCall('POST', `/users/${owner.userId}/restore`, admin)).statusCode).toBe(200);
  const signedIn = await identity.app.inject({ method: 'POST', url: '/login', payload: { email: owner.email, password } });
  await eventually(async () => {
    const again = await enterRestaurant(restaurant, { token: signedIn.json().token }, owner.subscriptionId);
    expect((await again.app.get('/restaurant/auth/profile')).statusCode).toBe(200);
  });
  // The sessions that ended stay ended.
  await expectAllRefused(entered, restaurantAppMessages.platformSessionEnded);
});

it('exchanges a restaurant_token once: a second login, even at the same moment, is refused', async () => {
  const owner = await ownerWithRestaurant('reuso');
  const entered = await inside(owner);
  await expectRefused(restaurant.as(entered.restaurantToken).post('/restaurant/auth/login'), restaurantAppMessages.tokenUsed);

  expect((await restaurant.as(entered.spare).post('/restaurant/auth/setup-user')).statusCode).toBe(200);
  const both = await Promise.all([0, 1].map(() => restaurant.as(entered.spare).post('/restaurant/auth/login')));
  expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
  // The session that got in works; the first one still does too (a used token ends nothing).
  const winner = both.find((answer) => answer.statusCode === 200)!.json().token;
  expect((await restaurant.as(winner).get('/restaurant/auth/profile')).statusCode).toBe(200);
  expect((await entered.app.get('/restaurant/auth/profile')).statusCode).toBe(200);
});

it('hands out a restaurant_token good for minutes, and refuses one older than that', async () => {
  const owner = await ownerWithRestaurant('vencido');
  const opened = (await restaurant.as(owner.token).post(`/subscriptions/${owner.subscriptionId}/open-restaurant`)).json();
  const claims = JSON.parse(Buffer.from(opened.restaurant_token.split('.')[1], 'base64url').toString());
  expect(opened.expires_in).toBe(300);
  expect(claims.exp - claims.iat).toBe(300);

  // The same token as open-restaurant signs it, signed just over its lifetime ago.
  const { iat: _iat, exp: _exp, ...signed } = claims;
  const tokens = restaurantTokens({ secret: tokenSecret, ttlSeconds: 300 });
  const stale = tokens.sign({ ...signed, jti: randomUUID() }, new Date(Date.now() - 301_000));
  await expectRefused(restaurant.as(stale).post('/restaurant/auth/setup-user'), restaurantAppMessages.tokenInvalid);
  await expectRefused(restaurant.as(stale).post('/restaurant/auth/login'), restaurantAppMessages.tokenInvalid);
  expect((await restaurant.as(opened.restaurant_token).post('/restaurant/auth/setup-user')).statusCode).toBe(200);
  expect((await restaurant.as(opened.restaurant_token).post('/restaurant/auth/login')).statusCode).toBe(200);
});

it('ends the app session no later than the platform session it was opened on', async () => {
  const owner = await ownerWithRestaurant('caduca');
  // A platform session with two minutes left, signed as identity signs them.
  const shortLived = createSigner({ key: testKeys.privateKey, algorithm: 'ES256', expiresIn: 120_000 });
  const token = shortLived({ sub: owner.userId, sid: randomUUID(), role: 'Client', email: owner.email });
  const opened = (await restaurant.as(token).post(`/subscriptions/${owner.subscriptionId}/open-restaurant`)).json().restaurant_token;
  expect((await restaurant.as(opened).post('/restaurant/auth/setup-user')).statusCode).toBe(200);
  const login = await restaurant.as(opened).post('/restaurant/auth/login');
  expect(login.statusCode).toBe(200);
  expect(login.json().expires_in).toBeLessThanOrEqual(120);
  const session = JSON.parse(Buffer.from(login.json().token.split('.')[1], 'base64url').toString());
  expect(session.exp - session.iat).toBeLessThanOrEqual(120);
});
