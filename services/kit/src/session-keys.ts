import { createHash, createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import { createVerifier, type DecodedJwt } from 'fast-jwt';
import type { SessionClaims } from './auth.js';

export const SESSION_ALGORITHM = 'ES256';
/** Where identity publishes the session keys' public halves. */
export const jwksPath = '/.well-known/jwks.json';
/** An unknown key id asks identity's JWKS again at most this often, so forged ids cannot flood identity. */
const refreshEveryMs = 30_000;

export interface PublishedKey extends JsonWebKey {
  kid: string;
  use: 'sig';
  alg: typeof SESSION_ALGORITHM;
}

/** The PEM public keys of a bundle (`SESSION_PUBLIC_KEY` may hold several during a rotation: the new one and the old). */
export const publicKeysOf = (bundle: string): KeyObject[] =>
  (bundle.match(/-----BEGIN PUBLIC KEY-----[\s\S]+?-----END PUBLIC KEY-----/g) ?? [bundle]).map((pem) => createPublicKey(pem));

/** RFC 7638's thumbprint of the key: the same key gets the same id wherever it is computed. */
export function keyId(key: KeyObject): string {
  const { crv, kty, x, y } = key.export({ format: 'jwk' });
  return createHash('sha256').update(JSON.stringify({ crv, kty, x, y })).digest('base64url');
}

export const publishedKey = (key: KeyObject): PublishedKey => {
  const { crv, kty, x, y } = key.export({ format: 'jwk' });
  return { kty, crv, x, y, kid: keyId(key), use: 'sig', alg: SESSION_ALGORITHM };
};

export type VerifySession = (token: string) => Promise<SessionClaims>;

/**
 * Verifies session tokens by their key id (`kid`), so identity can rotate its signing key without every service
 * restarting at once: a token signed by a key this process was not configured with makes it read identity's JWKS
 * (`jwksUrl`) again, and verify with the key found there. A token without a key id (signed before ids existed) is
 * verified with the first configured key.
 */
export function sessionVerifier(options: { publicKeys: string; jwksUrl?: string }): VerifySession {
  // Kept as PEM, the form fast-jwt takes: exported once, not on every token.
  const pem = (key: KeyObject) => key.export({ type: 'spki', format: 'pem' }) as string;
  const configured = publicKeysOf(options.publicKeys);
  const keys = new Map(configured.map((key) => [keyId(key), pem(key)]));
  const firstConfigured = pem(configured[0]!);
  let lastRefresh = 0;

  async function refresh(): Promise<void> {
    if (!options.jwksUrl || Date.now() - lastRefresh < refreshEveryMs) return;
    lastRefresh = Date.now();
    const answer = await fetch(options.jwksUrl, { signal: AbortSignal.timeout(2000) }).catch(() => undefined);
    if (!answer?.ok) return;
    const { keys: published = [] } = (await answer.json().catch(() => ({}))) as { keys?: PublishedKey[] };
    for (const jwk of published) {
      const key = createPublicKey({ key: jwk, format: 'jwk' });
      // The id is computed, not believed: a JWKS entry cannot pass one key off under another's id.
      keys.set(keyId(key), pem(key));
    }
  }

  const verify = createVerifier({
    algorithms: [SESSION_ALGORITHM],
    key: async ({ header }: DecodedJwt) => {
      const kid = header.kid as string | undefined;
      if (kid === undefined) return firstConfigured;
      if (!keys.has(kid)) await refresh();
      const key = keys.get(kid);
      if (!key) throw new Error('unknown session key');
      return key;
    },
  });
  return (token) => verify(token) as Promise<SessionClaims>;
}
