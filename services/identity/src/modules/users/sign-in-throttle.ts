import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { accountAtAddress, address, delayAfter, type ThrottlePolicy } from '../../domain/sign-in-throttle.js';

export interface SignInThrottle {
  /** Whole seconds this account at this address must still wait before its password is checked again; 0 if none. */
  waitFor(account: string, ip: string): Promise<number>;
  failed(account: string, ip: string): Promise<void>;
  /** Clears the account-at-address count only: one good password must not wipe what an address did to others. */
  succeeded(account: string, ip: string): Promise<void>;
}

/**
 * Sign-in failures counted in Redis (shared by every identity replica, `rate-limiter-flexible`): per account and
 * address, and per address, each with its own growing wait. Redis down: sign-in goes on unthrottled and says so in
 * the log; the throttle protects, it must not lock everyone out.
 */
export function signInThrottle(redis: Redis, namespace: string, log: FastifyBaseLogger): SignInThrottle {
  const counter = (name: string, policy: ThrottlePolicy, key: (account: string, ip: string) => string) => {
    const prefix = `mb-signin:${namespace}:${name}`;
    return {
      policy,
      key,
      failures: new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${prefix}:failures`,
        points: 1_000_000,
        duration: policy.windowSeconds,
      }),
      // Blocked for the wait with `block`; one point, so a blocked key reads as consumed past its points.
      waits: new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}:wait`, points: 1, duration: 1 }),
    };
  };
  const pair = counter('account-address', accountAtAddress, (account, ip) => `${account}|${ip}`);
  const counters = [pair, counter('address', address, (_account, ip) => ip)];

  async function safely<T>(what: string, work: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await work();
    } catch (error) {
      log.warn({ err: error }, `sign-in throttle: ${what} not done`);
      return fallback;
    }
  }

  return {
    waitFor: (account, ip) =>
      safely(
        'check',
        async () => {
          const waits = await Promise.all(counters.map(async (c) => (await c.waits.get(c.key(account, ip))) ?? undefined));
          const blocked = waits.filter((res) => res !== undefined && res.consumedPoints > 1);
          return blocked.length ? Math.max(...blocked.map((res) => Math.ceil(res!.msBeforeNext / 1000))) : 0;
        },
        0,
      ),
    failed: (account, ip) =>
      safely(
        'count',
        async () => {
          await Promise.all(
            counters.map(async (c) => {
              const key = c.key(account, ip);
              const { consumedPoints } = await c.failures.penalty(key, 1);
              const wait = delayAfter(consumedPoints, c.policy);
              if (wait > 0) await c.waits.block(key, wait);
            }),
          );
        },
        undefined,
      ),
    succeeded: (account, ip) =>
      safely(
        'reset',
        async () => {
          const key = pair.key(account, ip);
          await Promise.all([pair.failures.delete(key), pair.waits.delete(key)]);
        },
        undefined,
      ),
  };
}
