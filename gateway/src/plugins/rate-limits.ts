import { messages } from '@mb/contracts';
import { AppError } from '@mb/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Sign-in and recovery limits, per client IP and per account (the e-mail or phone in the body),
 * counted in Redis so every gateway replica shares them. Generous for people, tight for scripts. Sign-in has no
 * limit per account here: that would let anyone lock an account out; identity slows failures per account and
 * address instead, where the password is checked.
 */
export const limits = {
  loginPerIp: { points: 30, duration: 60 },
  recoveryPerIp: { points: 10, duration: 60 },
  recoveryPerAccount: { points: 5, duration: 15 * 60 },
  signUpPerIp: { points: 10, duration: 60 },
  // The chat: a person types a few messages a minute; each one may hold an automation run for up to 130 s.
  chatPerIp: { points: 30, duration: 60 },
  chatPerSession: { points: 10, duration: 60 },
} as const;

type Limit = { points: number; duration: number };

/** The account a call is about: the e-mail or phone in its (already validated) body. */
function accountOf(request: FastifyRequest): string {
  const body = (request.body ?? {}) as { email?: unknown; phone?: unknown };
  const value = typeof body.email === 'string' ? body.email : typeof body.phone === 'string' ? body.phone : '';
  return value.trim().toLowerCase();
}

export function createRateLimits(options: { redis: Redis; namespace: string }) {
  const limiter = (name: string, limit: Limit) =>
    new RateLimiterRedis({ storeClient: options.redis, keyPrefix: `mb-rate:${options.namespace}:${name}`, ...limit });

  return {
    /**
     * A `preHandler` (the body is parsed and validated by then) counting one attempt against each limit; `keyOf`
     * names what `perAccount` counts (the e-mail or phone by default, the chat's session id for the chat).
     */
    limit(group: string, perIp: Limit, perAccount?: Limit, keyOf: (request: FastifyRequest) => string = accountOf) {
      const byIp = limiter(`${group}:ip`, perIp);
      const byAccount = perAccount && limiter(`${group}:account`, perAccount);
      return async (request: FastifyRequest, reply: FastifyReply) => {
        try {
          await byIp.consume(request.ip);
          const account = keyOf(request);
          if (byAccount && account) await byAccount.consume(account);
        } catch (error) {
          if (error instanceof RateLimiterRes) {
            reply.header('retry-after', Math.ceil(error.msBeforeNext / 1000));
            throw new AppError(429, messages.tooManyRequests);
          }
          // Redis down: sign-in must keep working; the limit is protection, not a gate.
          request.log.warn({ err: error }, 'rate limit not counted');
        }
      };
    },
  };
}
export type RateLimits = ReturnType<typeof createRateLimits>;
