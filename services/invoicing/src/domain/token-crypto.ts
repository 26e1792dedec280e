import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const algorithm = 'aes-256-gcm';
const ivBytes = 12;
const tagBytes = 16;

/** A key of 32 bytes from its 64 hex characters (ISSUER_TOKEN_KEY). */
export function tokenKey(hex: string): Buffer {
  const key = Buffer.from(hex, 'hex');
  if (key.length !== 32) throw new Error('The issuer token key must be 32 bytes (64 hex characters)');
  return key;
}

/** AES-256-GCM with a fresh IV each time; stored as iv ‖ tag ‖ ciphertext so one column holds it. */
export function encryptToken(key: Buffer, token: string): Buffer {
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv(algorithm, key, iv);
  const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
}

/** Throws when the stored value was altered or encrypted under another key (GCM checks its tag). */
export function decryptToken(key: Buffer, stored: Buffer): string {
  const decipher = createDecipheriv(algorithm, key, stored.subarray(0, ivBytes));
  decipher.setAuthTag(stored.subarray(ivBytes, ivBytes + tagBytes));
  return Buffer.concat([decipher.update(stored.subarray(ivBytes + tagBytes)), decipher.final()]).toString('utf8');
}

/** What an issuer is found by when a call brings its token: the encrypted value cannot be searched. */
export const tokenDigest = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
