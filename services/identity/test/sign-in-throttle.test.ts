import { messages } from '@mb/contracts';
import { developmentGatewaySecret } from '@mb/service-kit';
import { testNamespace } from '@mb/service-kit/testing';
import { signUpVerified, startIdentity } from './helpers.js';

// Called directly, as the outside probe did: the throttle lives where the password is checked, not in the gateway.
let identity: Awaited<ReturnType<typeof startIdentity>>;
let untrusting: Awaited<ReturnType<typeof startIdentity>>;
const owner = { email: 'dueno@example.co', password: 'Clave-Buena-2026', full_name: 'Dueño', legal_id: '80123456' };

beforeAll(async () => {
  [identity, untrusting] = await Promise.all([startIdentity(testNamespace()), startIdentity(testNamespace(), { TRUST_PROXY: 'false' })]);
  await Promise.all([signUpVerified(identity, owner), signUpVerified(untrusting, owner)]);
});
afterAll(async () => {
  await Promise.all([identity?.close(), untrusting?.close()]);
});

/** A sign-in as the gateway forwards it: the browser's address, with the secret only the gateway holds. */
const login = (service: typeof identity, address: string, password: string, gatewaySecret: string | null = developmentGatewaySecret) =>
  service.app.inject({
    method: 'POST',
    url: '/login',
    payload: { email: owner.email, password },
    headers: { 'x-forwarded-for': address, ...(gatewaySecret === null ? {} : { 'x-mb-gateway': gatewaySecret }) },
  });

it('slows one address’s failures with waits that double, and the right password from another address gets in at once', async () => {
  for (let i = 0; i < 5; i += 1) expect((await login(identity, '203.0.113.7', 'adivinando')).statusCode).toBe(401);
  expect((await login(identity, '203.0.113.7', 'adivinando')).statusCode).toBe(401); // the sixth starts a 1 s wait
  const first = await login(identity, '203.0.113.7', owner.password);
  expect(first.statusCode).toBe(429);
  expect(first.json()).toEqual({ success: false, message: messages.tooManyRequests, retry_after: 1 });
  expect(first.headers['retry-after']).toBe('1');

  expect((await login(identity, '198.51.100.4', owner.password)).statusCode).toBe(200);

  await new Promise((resolve) => setTimeout(resolve, 1100));
  expect((await login(identity, '203.0.113.7', 'adivinando')).statusCode).toBe(401); // the seventh: 2 s
  expect((await login(identity, '203.0.113.7', owner.password)).json().retry_after).toBe(2);
});

it('reads the client’s address from X-Forwarded-For only when the proxy is trusted', async () => {
  // TRUST_PROXY=false: whatever address a caller names, its failures count against the one it calls from.
  for (let i = 0; i < 6; i += 1) expect((await login(untrusting, `192.0.2.${i}`, 'adivinando')).statusCode).toBe(401);
  expect((await login(untrusting, '198.51.100.4', owner.password)).statusCode).toBe(429);
});

it('a caller on the gateway’s own machine naming a new address each time, without the gateway’s secret, cannot escape the throttle', async () => {
  // No secret, or a wrong one: X-Forwarded-For is not believed, whatever the caller's own address.
  const secrets = [null, 'adivinado-tambien-1234'];
  const results = [];
  for (let i = 0; i < 6; i += 1) results.push((await login(identity, `198.18.0.${i}`, 'adivinando', secrets[i % 2]!)).statusCode);
  expect(results).toEqual(Array(6).fill(401));
  // Every spoofed address counted against the caller's own: the right password from yet another one waits too.
  expect((await login(identity, '198.18.9.9', owner.password, null)).statusCode).toBe(429);
  expect((await login(identity, '198.18.9.9', owner.password, secrets[1]!)).statusCode).toBe(429);
});
