import { createPublicKey } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { messages, type Role } from '@mb/contracts';
import { forbidden, unauthorized } from './errors.js';
import { httpClient } from './http-client.js';
import { jwksPath, keyId, publicKeysOf, publishedKey, SESSION_ALGORITHM, sessionVerifier } from './session-keys.js';

/** Claims of a session token signed by identity. */
export interface SessionClaims {
  sub: string;
  sid: string;
  role: Role;
  email: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: SessionClaims;
    user: SessionClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Route `onRequest` hook (before the body is parsed or validated): 401 unless a valid session comes with it. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** The claims of a session token signed by identity and not expired (revocation is the caller's to check). */
    verifySession(token: string): Promise<SessionClaims>;
  }
}

export const SESSION_COOKIE = 'mb_session';

export interface AuthOptions {
  /** One PEM public key, or several during a rotation (see `sessionVerifier`). */
  publicKey: string;
  /** Only identity signs; everyone else verifies. */
  privateKey?: string;
  /** Identity's JWKS, read when a token names a key this process was not configured with. */
  jwksUrl?: string;
  /** Revoked sessions (logout) fail even while their token has not expired. */
  isRevoked?: (claims: SessionClaims) => Promise<boolean>;
}

/**
 * Verifies the session token from the httpOnly cookie or the Authorization bearer header. Identity signs with its key's
 * id in the token's header and publishes the public halves at /.well-known/jwks.json.
 */
export const authPlugin = fp<AuthOptions>(
  async (app, options) => {
    await app.register(fastifyCookie);
    const signing = options.privateKey ? createPublicKey(options.privateKey) : undefined;
    await app.register(fastifyJwt, {
      secret: options.privateKey ? { public: options.publicKey, private: options.privateKey } : { public: options.publicKey },
      sign: { algorithm: SESSION_ALGORITHM, ...(signing ? { kid: keyId(signing) } : {}) },
      verify: { algorithms: [SESSION_ALGORITHM] },
      cookie: { cookieName: SESSION_COOKIE, signed: false },
    });
    const published = [...(signing ? [signing] : []), ...publicKeysOf(options.publicKey)];
    const verify = sessionVerifier({
      publicKeys: published.map((key) => key.export({ type: 'spki', format: 'pem' })).join('\n'),
      jwksUrl: options.jwksUrl,
    });

    app.decorate('verifySession', verify);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!request.headers.authorization && !request.cookies[SESSION_COOKIE]) throw unauthorized(messages.noToken);
      try {
        const claims = await verify(sessionToken(request) ?? '');
        if (await options.isRevoked?.(claims)) throw new Error('revoked session');
        request.user = claims;
      } catch {
        throw unauthorized(messages.sessionExpired);
      }
    });
    if (signing) {
      const keys = [...new Map(published.map((key) => [keyId(key), publishedKey(key)])).values()];
      app.get(jwksPath, { schema: { hide: true } }, async () => ({ keys }));
    }
  },
  { name: 'mb-auth' },
);

/** The session token the caller authenticated with, as @fastify/jwt reads it: the bearer header, else the cookie. */
export function sessionToken(request: FastifyRequest): string {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return bearer ?? request.cookies[SESSION_COOKIE]!;
}

/** For routes only some roles may call; use after `app.authenticate` in `onRequest`. */
export function requireRole(...allowed: Role[]) {
  return async (request: FastifyRequest) => {
    if (!allowed.includes(request.user.role)) throw forbidden(messages.forbidden);
  };
}

const revokedKey = (sid: string) => `mb:session:revoked:${sid}`;
/** Set once identity has written every revocation of its `sessions` table into Redis; a flushed or new Redis lacks it. */
const completeKey = 'mb:session:revoked:complete';

/** Whether a session was revoked, asked of its owner (identity's `sessions` table) when the Redis list cannot say. */
export type RevocationSource = (sid: string) => Promise<boolean>;

/**
 * How long an answer of identity over HTTP is kept, so an outage does not send every signed-in call to identity.
 * Identity's own table is asked every time: a kept "not revoked" would outlive a logout made meanwhile.
 */
export const remoteAnswerMs = 5000;

/**
 * Revoked sessions, shared through Redis: identity revokes on logout, and every service and the gateway refuse the
 * token from then on, although it has not expired. Each entry lives as long as the token could. Redis keeps the list
 * on disk (AOF); should it still come back empty (flushed, replaced) or be away, `source` answers until identity has
 * written the list again (`markComplete`), so a revoked session never comes back.
 */
export function sessionRevocations(
  redis: Redis,
  log?: { warn(object: object, message: string): void },
  source?: RevocationSource,
  sourceAnswerMs = 0,
) {
  const answers = new Map<string, { revoked: boolean; until: number }>();
  async function ask(sid: string): Promise<boolean> {
    const kept = answers.get(sid);
    if (kept && kept.until > Date.now()) return kept.revoked;
    // Identity away too: the token still needs its signature and expiry. Every signed-in call refused (or hanging)
    // for the whole outage would be worse.
    const revoked = await source!(sid).catch((error: unknown) => {
      log?.warn({ err: error }, 'session revocation not checked: neither Redis nor identity answered');
      return false;
    });
    if (answers.size > 10_000) answers.clear();
    if (sourceAnswerMs > 0) answers.set(sid, { revoked, until: Date.now() + sourceAnswerMs });
    return revoked;
  }
  return {
    async revoke(sid: string, ttlSeconds: number): Promise<void> {
      await redis.set(revokedKey(sid), '1', 'EX', Math.max(1, Math.ceil(ttlSeconds)));
    },
    async isComplete(): Promise<boolean> {
      return (await redis.exists(completeKey)) === 1;
    },
    async markComplete(): Promise<void> {
      await redis.set(completeKey, '1');
    },
    async isRevoked(claims: SessionClaims): Promise<boolean> {
      try {
        const [revoked, complete] = await Promise.all([redis.exists(revokedKey(claims.sid)), redis.exists(completeKey)]);
        if (revoked === 1) return true;
        if (complete === 1 || !source) return false;
      } catch (error) {
        if (!source) {
          log?.warn({ err: error }, 'session revocation not checked: Redis unavailable');
          return false;
        }
      }
      return ask(claims.sid);
    },
  };
}

/** The source every process but identity uses: identity's own answer over HTTP, quick or not at all. */
export function askIdentity(identityUrl: string): RevocationSource {
  const identity = httpClient({ baseUrl: identityUrl, timeoutMs: 1000, unavailable: messages.serviceUnavailable });
  return async (sid) => {
    const answer = await identity.json(`/sessions/${encodeURIComponent(sid)}/revoked`);
    if (!answer.ok || typeof (answer.body as { revoked?: unknown })?.revoked !== 'boolean')
      throw new Error(`identity answered ${answer.status}`);
    return (answer.body as { revoked: boolean }).revoked;
  };
}
