import { randomBytes } from 'node:crypto';
import { decryptToken, encryptToken, tokenDigest, tokenKey } from './token-crypto.js';

const key = tokenKey(randomBytes(32).toString('hex'));
const token = 'a'.repeat(24) + '0123456789abcdef'.repeat(2) + 'f'.repeat(8);

describe('issuer token encryption', () => {
  it('gives the token back, and never holds it in the clear', () => {
    const stored = encryptToken(key, token);
    expect(decryptToken(key, stored)).toBe(token);
    expect(stored.toString('latin1')).not.toContain(token);
    expect(stored.toString('hex')).not.toContain(Buffer.from(token).toString('hex'));
  });

  it('encrypts the same token differently each time', () => {
    expect(encryptToken(key, token).equals(encryptToken(key, token))).toBe(false);
  });

  it('refuses a value altered at rest or read with another key', () => {
    const stored = encryptToken(key, token);
    const altered = Buffer.from(stored);
    altered[altered.length - 1]! ^= 1;
    expect(() => decryptToken(key, altered)).toThrow();
    expect(() => decryptToken(tokenKey(randomBytes(32).toString('hex')), stored)).toThrow();
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => tokenKey('abcd')).toThrow('64 hex characters');
  });

  it('finds a token by its sha256', () => {
    expect(tokenDigest('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
