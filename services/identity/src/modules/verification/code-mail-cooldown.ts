import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { identityLimits } from '@mb/contracts';

/** Whole seconds before another code may be mailed to this address; 0 when one may go now (and the wait starts). */
export type CodeMailCooldown = (email: string) => Promise<number>;

/**
 * One code mail per address per 10 s, counted in Redis by the address asked for, whether or not it has an account:
 * a refusal then tells nobody which e-mails are registered. Sign-up starts the wait too, so 'Reenviar código' right
 * after it is refused with the seconds left instead of being dropped. Redis down: the code goes (the per-account
 * check in the database still spaces them) and the log says so.
 */
export function codeMailCooldown(redis: Redis, namespace: string, log: FastifyBaseLogger): CodeMailCooldown {
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `mb-code-mail:${namespace}`,
    points: 1,
    duration: identityLimits.resendCooldownSeconds,
  });
  return async (email) => {
    try {
      await limiter.consume(email.trim().toLowerCase());
      return 0;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      log.warn({ err: refusal }, 'code mail cooldown: not counted');
      return 0;
    }
  };
}
