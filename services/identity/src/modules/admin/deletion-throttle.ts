import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { messages } from '@mb/contracts';
import { AppError } from '@mb/service-kit';

/** An administrator deletes at most this many accounts in this window (an outside probe deleted 21 in 8 minutes). */
export const deletionLimit = { points: 5, windowSeconds: 600 };

/**
 * Destructive admin calls counted per administrator in Redis (all identity replicas). Past the limit: 429 with
 * Retry-After. Redis down: the deletion goes on and the log says so; the session and role checks still hold.
 */
export function deletionThrottle(redis: Redis, namespace: string, log: FastifyBaseLogger) {
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `mb-admin-deletions:${namespace}`,
    points: deletionLimit.points,
    duration: deletionLimit.windowSeconds,
  });
  return async function countDeletion(adminId: string): Promise<void> {
    try {
      await limiter.consume(adminId);
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes)
        throw new AppError(429, messages.tooManyDeletions, { retry_after: Math.ceil(refusal.msBeforeNext / 1000) });
      log.warn({ err: refusal }, 'deletion throttle: not counted');
    }
  };
}
export type CountDeletion = ReturnType<typeof deletionThrottle>;
