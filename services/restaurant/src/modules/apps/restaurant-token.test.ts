import { restaurantTokenClaims } from '@mb/contracts';
import { restaurantTokens } from './restaurant-token.js';

const tokens = restaurantTokens({ secret: 'a-test-secret-of-enough-length', ttlSeconds: 300 });
const claims = {
  sub: '00000000-0000-4000-8000-000000000001',
  email: 'mesero@example.com',
  subscription_id: '00000000-0000-4000-8000-000000000002',
  product_name: 'Software Restaurante',
  role: 'employee' as const,
  plan_type: 'pro' as const,
  sid: '00000000-0000-4000-8000-000000000003',
  sexp: 1772370000,
  jti: '00000000-0000-4000-8000-000000000004',
};
const at = new Date('2026-03-01T12:00:00Z');

it('signs a JWT that this service reads back, with an expiry', () => {
  const token = tokens.sign(claims, at);
  expect(token.split('.')).toHaveLength(3);
  const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString());
  expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
  const iat = at.getTime() / 1000;
  expect(tokens.verify(token, at)).toEqual({ ...claims, iat, exp: iat + 300 });
  // What the restaurant remote reads from the payload, without the secret.
  const { sid: _sid, sexp: _sexp, jti: _jti, ...shown } = claims;
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
  expect(restaurantTokenClaims.parse(payload)).toEqual({ ...shown, exp: iat + 300 });
});

it('refuses an expired token, a changed one and one signed with another secret', () => {
  const token = tokens.sign(claims, at);
  expect(tokens.verify(token, new Date(at.getTime() + 300 * 1000 + 1000))).toBeUndefined();

  const [head, , mac] = token.split('.');
  const forged = Buffer.from(JSON.stringify({ ...claims, role: 'owner', iat: 0, exp: 4102444800 })).toString('base64url');
  expect(tokens.verify(`${head}.${forged}.${mac}`, at)).toBeUndefined();

  const other = restaurantTokens({ secret: 'another-secret-of-enough-length', ttlSeconds: 60 });
  expect(other.verify(token, at)).toBeUndefined();
  expect(tokens.verify('not-a-token', at)).toBeUndefined();
});
