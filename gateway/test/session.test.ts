import { messages } from '@mb/contracts';
import { adminToken, testKeys, testNamespace, infraEnv } from '@mb/service-kit/testing';
import { startOidcSimulator, type OidcSimulator } from '../../simulators/oidc/src/app.js';
import { signInThroughForm } from '../../simulators/oidc/src/testing.js';
import { startCatalog } from '../../services/catalog/test/helpers.js';
import { codeAndLink, startIdentity } from '../../services/identity/test/helpers.js';
import { buildGateway } from '../src/app.js';
import { gatewayEnv } from '../src/config.js';
import { limits } from '../src/plugins/rate-limits.js';

// Browser → gateway → identity with the real services: cookies, CSRF, rate limits, Google's popup,
// and a logout that every service honours at once.
const namespace = testNamespace();
let oidc: OidcSimulator;
let identity: Awaited<ReturnType<typeof startIdentity>>;
let catalog: Awaited<ReturnType<typeof startCatalog>>;
let gateway: Awaited<ReturnType<typeof buildGateway>>;
// inject() calls arrive with Host localhost.
const callback = 'http://localhost/auth/google/callback';

beforeAll(async () => {
  oidc = await startOidcSimulator({
    port: 0,
    clients: [{ client_id: 'mb', client_secret: 's', redirect_uris: [callback] }],
    logLevel: 'silent',
  });
  identity = await startIdentity(namespace, {
    GOOGLE_ISSUER: oidc.issuer,
    GOOGLE_CLIENT_ID: 'mb',
    GOOGLE_CLIENT_SECRET: 's',
    GOOGLE_REDIRECT_URIS: callback,
  });
  const identityUrl = await identity.app.listen({ host: '127.0.0.1', port: 0 });
  catalog = await startCatalog(namespace);
  gateway = await buildGateway(
    gatewayEnv.parse({
      ...infraEnv(),
      SESSION_PUBLIC_KEY: testKeys.publicKey,
      LOG_LEVEL: 'silent',
      IDENTITY_URL: identityUrl,
      NODE_ENV: 'test',
      BUS_NAMESPACE: namespace,
    }),
  );
});
afterAll(async () => {
  await gateway.close();
  await catalog.close();
  await identity.close();
  await oidc.close();
});

const laura = { email: 'laura@example.com', password: 'clave-segura', full_name: 'Laura Pérez', legal_id: '52123456' };
const post = (url: string, payload: object, cookies: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  gateway.inject({ method: 'POST', url, payload, cookies, headers });
const cookieOf = (response: { cookies: { name: string; value: string }[] }, name: string) => response.cookies.find((c) => c.name === name);

it('register → code from the mail → verify signs in with an httpOnly SameSite=Lax cookie → /auth/me → logout revokes it everywhere', async () => {
  expect((await gateway.inject({ url: '/auth/me' })).json()).toEqual({ success: true, user: null });

  const registered = await post('/auth/register', laura);
  expect(registered.statusCode).toBe(201);
  expect(registered.json()).toMatchObject({ message: messages.registered, verification_info: { email: laura.email } });
  const unverified = await post('/auth/login', { email: laura.email, password: laura.password });
  expect(unverified.statusCode).toBe(403);
  expect(unverified.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', verification_info: { email: laura.email } });
  expect(unverified.cookies).toHaveLength(0);

  const { code } = codeAndLink(await identity.mailTo(laura.email, 'Verifica tu cuenta de MB Platform'));
  const verified = await post('/auth/verify-email', { token: code, email: laura.email });
  expect(verified.json()).toMatchObject({ success: true, message: 'Cuenta verificada. ¡Bienvenido!' });
  const cookie = cookieOf(verified, 'mb_session')!;
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  // The cookie is the session: no script on the page can read the token, not even from the answer.
  expect(cookie.value).toMatch(/^ey/);
  expect(verified.json()).not.toHaveProperty('token');
  expect(cookieOf(verified, 'mb_csrf')).toMatchObject({ sameSite: 'Lax', path: '/' });
  expect(verified.cookies.find((c) => c.name === 'mb_csrf')).not.toHaveProperty('httpOnly');

  const me = await gateway.inject({ url: '/auth/me', cookies: { mb_session: cookie.value } });
  expect(me.json().user).toMatchObject({ email: laura.email, full_name: 'Laura Pérez', role: 'Client', plan_type: 'Basic' });
  const viaBearer = await gateway.inject({ url: '/auth/me', headers: { authorization: `Bearer ${cookie.value}` } });
  expect(viaBearer.json().user.email).toBe(laura.email);

  const csrf = { mb_session: cookie.value, _csrf: cookieOf(verified, '_csrf')!.value };
  const logout = await post('/auth/logout', {}, csrf, { 'x-csrf-token': cookieOf(verified, 'mb_csrf')!.value });
  expect(logout.json()).toEqual({ success: true });
  expect(String(logout.headers['set-cookie'])).toMatch(/mb_session=;/);

  const afterLogout = await gateway.inject({ url: '/auth/me', cookies: { mb_session: cookie.value } });
  expect(afterLogout.statusCode).toBe(401);
  expect(afterLogout.json()).toEqual({ success: false, message: messages.sessionExpired });
  expect((await gateway.inject({ url: '/auth/session', cookies: { mb_session: cookie.value } })).json()).toEqual({
    success: true,
    authenticated: false,
  });
  // Another service refuses the revoked token too (the revocation list is shared).
  const catalogAnswer = await catalog.app.inject({
    method: 'POST',
    url: '/products',
    headers: { authorization: `Bearer ${cookie.value}` },
    payload: {},
  });
  expect(catalogAnswer.statusCode).toBe(401);
});

it('a cookie-authenticated change needs the CSRF token from the mb_csrf cookie; a bearer call does not', async () => {
  const login = await post('/auth/login', { email: laura.email, password: laura.password });
  expect(Object.keys(login.json()).sort()).toEqual(['message', 'success', 'user']);
  const session = cookieOf(login, 'mb_session')!.value;
  const csrf = cookieOf(login, 'mb_csrf')!.value;
  const secret = cookieOf(login, '_csrf')!.value;
  const put = (headers: Record<string, string>, cookies: Record<string, string>) =>
    gateway.inject({ method: 'PUT', url: '/auth/me', payload: { company_name: 'Laura S.A.S.' }, headers, cookies });

  const forged = await put({}, { mb_session: session, _csrf: secret });
  expect(forged.statusCode).toBe(403);
  expect(forged.json().success).toBe(false);
  const wrongToken = await put({ 'x-csrf-token': 'inventado' }, { mb_session: session, _csrf: secret });
  expect(wrongToken.statusCode).toBe(403);
  // A cross-site page cannot read the CSRF token, but it can add an Authorization header of its own beside the cookie.
  for (const authorization of ['Bearer x', 'Basic Zm9vOmJhcg==', `Bearer ${session}`]) {
    const withHeader = await put({ authorization }, { mb_session: session, _csrf: secret });
    expect({ authorization, status: withHeader.statusCode }).toEqual({ authorization, status: 403 });
  }
  expect((await gateway.inject({ url: '/auth/me', cookies: { mb_session: session } })).json().user.company_name).toBeNull();

  const genuine = await put({ 'x-csrf-token': csrf }, { mb_session: session, _csrf: secret });
  expect(genuine.json()).toMatchObject({ success: true, message: 'Perfil actualizado', user: { company_name: 'Laura S.A.S.' } });
  const bearer = await put({ authorization: `Bearer ${session}` }, {});
  expect(bearer.statusCode).toBe(200);
});

it('a logout carried by the cookie needs the CSRF token too: a forged one signs nobody out', async () => {
  const login = await post('/auth/login', { email: laura.email, password: laura.password });
  const cookies = { mb_session: cookieOf(login, 'mb_session')!.value, _csrf: cookieOf(login, '_csrf')!.value };

  for (const headers of [{}, { 'x-csrf-token': 'inventado' }] as Record<string, string>[]) {
    const forged = await post('/auth/logout', {}, cookies, headers);
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ success: false, message: messages.csrfRejected });
    expect(String(forged.headers['set-cookie'] ?? '')).not.toMatch(/mb_session=;/);
  }
  expect((await gateway.inject({ url: '/auth/me', cookies })).json().user.email).toBe(laura.email);

  const genuine = await post('/auth/logout', {}, cookies, { 'x-csrf-token': cookieOf(login, 'mb_csrf')!.value });
  expect(genuine.json()).toEqual({ success: true });
  expect((await gateway.inject({ url: '/auth/me', cookies })).statusCode).toBe(401);
});

it("without 'Recordarme' the session cookie ends with the browser; with it, it lasts the session's lifetime", async () => {
  const forgetful = await post('/auth/login', { email: laura.email, password: laura.password, remember_me: false });
  expect(forgetful.cookies.find((c) => c.name === 'mb_session')).not.toHaveProperty('maxAge');
  const remembered = await post('/auth/login', { email: laura.email, password: laura.password, remember_me: true });
  expect(remembered.cookies.find((c) => c.name === 'mb_session')).toMatchObject({ maxAge: 7 * 24 * 3600 });
});

it('relays identity messages: bad input 400, wrong password 401, nothing half-done', async () => {
  const bad = await post('/auth/register', { ...laura, email: 'otra@example.com', password: '123' });
  expect(bad.statusCode).toBe(400);
  expect(bad.json().message).toContain('La contraseña debe tener al menos 6 caracteres');
  const wrong = await post('/auth/login', { email: laura.email, password: 'no-es' });
  expect(wrong.statusCode).toBe(401);
  expect(wrong.json()).toEqual({ success: false, message: messages.wrongCredentials });
  expect(wrong.cookies).toHaveLength(0);
  // A token of a user identity does not know is not a session either.
  const stranger = await gateway.inject({ url: '/auth/me', headers: { authorization: `Bearer ${adminToken()}` } });
  expect(stranger.statusCode).toBe(401);
});

it('forgot password through the gateway: same answer for anyone, then the link sets a new password', async () => {
  const unknown = await post('/auth/forgot-password', { email: 'nadie@example.com' });
  const known = await post('/auth/forgot-password', { email: laura.email });
  expect(unknown.json()).toEqual(known.json());
  const mail = await identity.mailTo(laura.email, 'Restablece tu contraseña de MB Platform');
  const token = decodeURIComponent(mail.text.match(/\?reset_token=([\w%-]+)/)![1]!);
  expect((await post('/auth/reset-password', { token, newPassword: 'nueva-clave' })).json()).toMatchObject({ success: true });
  expect((await post('/auth/login', { email: laura.email, password: 'nueva-clave' })).statusCode).toBe(200);
  const username = await post('/auth/forgot-username', { email: laura.email });
  expect(username.json()).toMatchObject({ masked_email: 'la***@example.com' });
});

it('slows wrong passwords down at the address they come from, and never locks the owner out from another', async () => {
  const from = (remoteAddress: string, password: string) =>
    gateway.inject({ method: 'POST', url: '/auth/login', payload: { email: laura.email, password }, remoteAddress });
  // Five free failures from the attacker's address, then a wait that the sixth starts.
  for (let i = 0; i < 6; i += 1) expect((await from('203.0.113.7', 'adivinando')).statusCode).toBe(401);
  const limited = await from('203.0.113.7', 'nueva-clave');
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toMatchObject({ success: false, message: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.' });
  expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  // The owner, from their own address, signs in at once: the attacker's failures lock nobody out.
  expect((await from('198.51.100.4', 'nueva-clave')).statusCode).toBe(200);
});

it('limits recovery calls per IP, across accounts', async () => {
  const statuses: number[] = [];
  for (let i = 0; i <= limits.recoveryPerIp.points; i += 1) {
    statuses.push((await post('/auth/resend-verification', { email: `nadie${i}@example.com` })).statusCode);
  }
  expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
  expect(statuses.at(-1)).toBe(429);
});

it("Google: the popup's URL → the simulator's form → the callback page sets the session and messages the opener", async () => {
  const start = await post('/auth/google-signin', {});
  expect(start.statusCode).toBe(200);
  const back = await signInThroughForm(start.json().url, { email: 'camilo@gmail.test', name: 'Camilo Vélez' });
  expect(back.href.startsWith(callback)).toBe(true);
  const page = await gateway.inject({ url: `/auth/google/callback${back.search}` });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/^text\/html/);
  expect(page.body).toContain('"type":"google-auth-success"');
  expect(page.body).toContain('<script src="/auth/google/popup.js"></script>');
  const session = cookieOf(page, 'mb_session')!.value;
  const me = await gateway.inject({ url: '/auth/me', cookies: { mb_session: session } });
  expect(me.json().user).toMatchObject({ email: 'camilo@gmail.test', full_name: 'Camilo Vélez', legal_id: null });

  const replay = await gateway.inject({ url: `/auth/google/callback${back.search}` });
  expect(replay.statusCode).toBe(400);
  expect(replay.body).toContain('"type":"google-auth-error"');
  expect(replay.body).toContain(messages.googleFailed);
  expect(replay.cookies.find((c) => c.name === 'mb_session')).toBeUndefined();
});

it('admin user calls pass the caller through: a client gets 403 and nothing changes', async () => {
  const login = await post('/auth/login', { email: laura.email, password: 'nueva-clave' });
  const token = cookieOf(login, 'mb_session')!.value;
  const list = await gateway.inject({ url: '/auth/users?role=Client', headers: { authorization: `Bearer ${token}` } });
  expect(list.statusCode).toBe(403);
  expect(list.json()).toEqual({ success: false, message: messages.forbidden });
  const remove = await gateway.inject({
    method: 'DELETE',
    url: `/auth/users/${login.json().user.id}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(remove.statusCode).toBe(403);
  expect((await gateway.inject({ url: '/auth/users' })).statusCode).toBe(401);
});
