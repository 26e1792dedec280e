import { generateKeyPairSync } from 'node:crypto';
import { createSigner } from 'fast-jwt';
import type { SessionClaims } from '../auth.js';

/** One P-256 key pair per test process: tests sign sessions the way identity does. */
const { publicKey, privateKey } = generateKeyPairSync('ec', {
  namedCurve: 'P-256',
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

export const testKeys = { publicKey, privateKey };

const sign = createSigner({ key: privateKey, algorithm: 'ES256', expiresIn: 3600_000 });

export function signTestToken(claims: Partial<SessionClaims> = {}): string {
  return sign({
    sub: '00000000-0000-4000-8000-000000000001',
    sid: 'test-session',
    role: 'Client',
    email: 'cliente@example.com',
    ...claims,
  });
}

export const adminToken = () => signTestToken({ role: 'Admin', email: 'admin@example.com' });
