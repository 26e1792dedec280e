import { createSigner, createVerifier } from 'fast-jwt';

/**
 * JWTs (HS256) this service signs and alone reads back: `C` is what they say, `iat`/`exp` are added. verify answers
 * the claims of an unexpired token signed with this secret, or undefined for anything else.
 */
export function signedTokens<C extends object>(options: { secret: string; ttlSeconds: number }) {
  return {
    ttlSeconds: options.ttlSeconds,
    /** `ttlSeconds` shortens this one token's life (never past what it stands on). */
    sign(claims: C, now = new Date(), ttlSeconds = options.ttlSeconds): string {
      const sign = createSigner({ key: options.secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000, clockTimestamp: now.getTime() });
      return sign({ ...claims });
    },
    verify(token: string, now = new Date()): (C & { iat: number; exp: number }) | undefined {
      const verify = createVerifier({ key: options.secret, algorithms: ['HS256'], clockTimestamp: now.getTime() });
      try {
        return verify(token) as C & { iat: number; exp: number };
      } catch {
        return undefined;
      }
    },
  };
}
