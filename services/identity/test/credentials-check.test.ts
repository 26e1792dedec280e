import { messages } from '@mb/contracts';
import { developmentGatewaySecret } from '@mb/service-kit';
import { testNamespace } from '@mb/service-kit/testing';
import { signUpVerified, startIdentity } from './helpers.js';

// POST /credentials/check: another service (the restaurant, for an administrator's approval typed on a waiter's
// device) asks whose these e-mail and password are. Login's own check: its throttle and refusals, but no session.
let identity: Awaited<ReturnType<typeof startIdentity>>;
const admin = { email: 'administra@example.co', password: 'Clave-Buena-2026', full_name: 'Administradora', legal_id: '80123457' };
let adminId: string;

beforeAll(async () => {
  identity = await startIdentity(testNamespace());
  adminId = (await signUpVerified(identity, admin)).user.id;
});
afterAll(async () => {
  await identity?.close();
});

const forwarded = (address: string) => ({ 'x-forwarded-for': address, 'x-mb-gateway': developmentGatewaySecret });
const check = (address: string, email: string, password: string) =>
  identity.app.inject({ method: 'POST', url: '/credentials/check', payload: { email, password }, headers: forwarded(address) });
const sessions = async () => (await identity.db.query('SELECT count(*)::int AS n FROM sessions')).rows[0].n as number;

it('answers whose the credentials are, whatever the e-mail’s case, without starting a session', async () => {
  const before = await sessions();
  const good = await check('192.0.2.10', admin.email.toUpperCase(), admin.password);
  expect(good.statusCode).toBe(200);
  expect(good.json()).toEqual({ success: true, user_id: adminId });
  expect(await sessions()).toBe(before);
});

it('refuses a wrong password or an unknown e-mail as login does, and its failures count in login’s throttle', async () => {
  const wrong = await check('192.0.2.20', admin.email, 'adivinando');
  expect(wrong.statusCode).toBe(401);
  expect(wrong.json().message).toBe(messages.wrongCredentials);
  expect((await check('192.0.2.20', 'nadie@example.co', admin.password)).statusCode).toBe(401);
  for (let i = 0; i < 5; i += 1) await check('192.0.2.20', admin.email, 'adivinando');
  // Seven failures from that address: the right password waits there, at this call and at login alike.
  const throttled = await check('192.0.2.20', admin.email, admin.password);
  expect(throttled.statusCode).toBe(429);
  expect(throttled.json().message).toBe(messages.tooManyRequests);
  const login = await identity.app.inject({
    method: 'POST',
    url: '/login',
    payload: { email: admin.email, password: admin.password },
    headers: forwarded('192.0.2.20'),
  });
  expect(login.statusCode).toBe(429);
});
