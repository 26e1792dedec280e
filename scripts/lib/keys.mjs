// The development key pair that signs session tokens (identity) and verifies them (everyone else).
// Made once under .local/keys; production passes its own through SESSION_PUBLIC_KEY / SESSION_PRIVATE_KEY.
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localDir } from './stack.mjs';

/** A fresh pair in memory: a throwaway stack's tokens are then worthless anywhere else. */
export function newSessionKeys() {
  const { publicKey, privateKey } = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { SESSION_PRIVATE_KEY: privateKey, SESSION_PUBLIC_KEY: publicKey };
}

export function sessionKeys() {
  const dir = join(localDir, 'keys');
  const privatePath = join(dir, 'session-private.pem');
  const publicPath = join(dir, 'session-public.pem');
  if (!existsSync(privatePath)) {
    mkdirSync(dir, { recursive: true });
    const keys = newSessionKeys();
    writeFileSync(privatePath, keys.SESSION_PRIVATE_KEY, { mode: 0o600 });
    writeFileSync(publicPath, keys.SESSION_PUBLIC_KEY);
  }
  return { SESSION_PRIVATE_KEY: readFileSync(privatePath, 'utf8'), SESSION_PUBLIC_KEY: readFileSync(publicPath, 'utf8') };
}
