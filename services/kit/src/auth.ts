import fastifyCookie from '@fastify/cookie';
import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { messages, type Role } from '@mb/contracts';
import { forbidden, unauthorized } from './errors.js';

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
  }
}

export const SESSION_COOKIE = 'mb_session';
export const SESSION_ALGORITHM = 'ES256';

export interface AuthOptions {
  publicKey: string;
  /** Only identity signs; everyone else verifies. */
  privateKey?: string;
  /** Revoked sessions (logout) fail even while their token has not expired. */
  isRevoked?: (claims: SessionClaims) => Promise<boolean>;
}

/** Verifies the session token from the httpOnly cookie or the Authorization bearer header. */
export const authPlugin = fp<AuthOptions>(
  async (app, options) => {
    await app.register(fastifyCookie);
    await app.register(fastifyJwt, {
      secret: options.privateKey ? { public: options.publicKey, private: options.privateKey } : { public: options.publicKey },
      sign: { algorithm: SESSION_ALGORITHM },
      verify: { algorithms: [SESSION_ALGORITHM] },
      cookie: { cookieName: SESSION_COOKIE, signed: false },
      ...(options.isRevoked ? { trusted: (_request, claims) => options.isRevoked!(claims as SessionClaims).then((revoked) => !revoked) } : {}),
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const hasToken = Boolean(request.headers.authorization) || Boolean(request.cookies[SESSION_COOKIE]);
      if (!hasToken) throw unauthorized(messages.noToken);
      try {
        await request.jwtVerify();
      } catch {
        throw unauthorized(messages.sessionExpired);
      }
    });
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

/**
 * Revoked sessions, shared through Redis: identity revokes on logout, and every service and the
 * gateway refuse the token from then on, although it has not expired. Each entry lives as long as the
 * token could.
 */
export function sessionRevocations(redis: Redis, log?: { warn(object: object, message: string): void }) {
  return {
    async revoke(sid: string, ttlSeconds: number): Promise<void> {
      await redis.set(revokedKey(sid), '1', 'EX', Math.max(1, Math.ceil(ttlSeconds)));
    },
    /**
     * Redis away: the token still needs its signature and expiry, but a logout made elsewhere cannot be seen until
     * Redis is back. Every signed-in call refused (or hanging) for the whole outage would be worse.
     */
    async isRevoked(claims: SessionClaims): Promise<boolean> {
      try {
        return (await redis.exists(revokedKey(claims.sid))) === 1;
      } catch (error) {
        log?.warn({ err: error }, 'session revocation not checked: Redis unavailable');
        return false;
      }
    },
  };
}
