import { messages } from '@mb/contracts';
import { adminToken, testKeys, testNamespace } from '@mb/service-kit/testing';
import { startCatalog } from '../../services/catalog/test/helpers.js';
import { startIdentity } from '../../services/identity/test/helpers.js';
import { buildGateway } from '../src/app.js';
import { gatewayEnv } from '../src/config.js';

// Browser → gateway → identity with the real services: the cookie session, and a logout that every
// service honours at once.
const namespace = testNamespace();
let identity: Awaited<ReturnType<typeof startIdentity>>;
let catalog: Awaited<ReturnType<typeof startCatalog>>;
let gateway: Awaited<ReturnType<typeof buildGateway>>;

beforeAll(async () => {
  identity = await startIdentity(namespace);
  const identityUrl = await identity.app.listen({ host: '127.0.0.1', port: 0 });
  catalog = await startCatalog(namespace);
  gateway = await buildGateway(
    gatewayEnv.parse({ SESSION_PUBLIC_KEY: testKeys.publicKey, LOG_LEVEL: 'silent', IDENTITY_URL: identityUrl, NODE_ENV: 'test' }),
  );
});
afterAll(async () => {
  await gateway.close();
  await catalog.close();
  await identity.close();
});

const laura = { email: 'laura@example.com', password: 'clave-segura', full_name: 'Laura Pérez', legal_id: '52123456' };

it('register → login sets an httpOnly SameSite=Lax cookie → /auth/me → logout revokes it everywhere', async () => {
  expect((await gateway.inject({ url: '/auth/me' })).json()).toEqual({ success: true, user: null });

  const registered = await gateway.inject({ method: 'POST', url: '/auth/register', payload: laura });
  expect(registered.statusCode).toBe(201);
  expect(registered.json().message).toBe(messages.registered);

  const login = await gateway.inject({ method: 'POST', url: '/auth/login', payload: { email: laura.email, password: laura.password } });
  expect(login.statusCode).toBe(200);
  const cookie = login.cookies.find((c) => c.name === 'mb_session')!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(cookie.value).toBe(login.json().token);

  const me = await gateway.inject({ url: '/auth/me', cookies: { mb_session: cookie.value } });
  expect(me.json().user).toMatchObject({ email: laura.email, full_name: 'Laura Pérez', role: 'Client', plan_type: 'Basic' });
  const viaBearer = await gateway.inject({ url: '/auth/me', headers: { authorization: `Bearer ${cookie.value}` } });
  expect(viaBearer.json().user.email).toBe(laura.email);

  const logout = await gateway.inject({ method: 'POST', url: '/auth/logout', cookies: { mb_session: cookie.value } });
  expect(logout.json()).toEqual({ success: true });
  expect(String(logout.headers['set-cookie'])).toMatch(/mb_session=;/);

  const afterLogout = await gateway.inject({ url: '/auth/me', cookies: { mb_session: cookie.value } });
  expect(afterLogout.statusCode).toBe(401);
  expect(afterLogout.json()).toEqual({ success: false, message: messages.sessionExpired });
  expect((await gateway.inject({ url: '/auth/session', cookies: { mb_session: cookie.value } })).json()).toEqual({ success: true, authenticated: false });
  // Another service refuses the revoked token too (the revocation list is shared).
  const catalogAnswer = await catalog.app.inject({ method: 'POST', url: '/products', headers: { authorization: `Bearer ${cookie.value}` }, payload: {} });
  expect(catalogAnswer.statusCode).toBe(401);
});

it('relays identity messages: bad input 400, wrong password 401, nothing half-done', async () => {
  const bad = await gateway.inject({ method: 'POST', url: '/auth/register', payload: { ...laura, email: 'otra@example.com', password: '123' } });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toContain('La contraseña debe tener al menos 6 caracteres');
  const wrong = await gateway.inject({ method: 'POST', url: '/auth/login', payload: { email: laura.email, password: 'no-es' } });
  expect(wrong.statusCode).toBe(401);
  expect(wrong.json()).toEqual({ success: false, message: messages.wrongCredentials });
  expect(wrong.cookies).toHaveLength(0);
  // An admin token of a user identity does not know is not a session either.
  const stranger = await gateway.inject({ url: '/auth/me', headers: { authorization: `Bearer ${adminToken()}` } });
  expect(stranger.statusCode).toBe(401);
});
