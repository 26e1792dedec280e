import { qrMenuMessages, tableOrdersPerWindow, tableOrdersWindowSeconds } from '@mb/contracts';
import { AppError } from '@mb/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export type TableOrderLimit = (qrToken: string) => Promise<void>;

/**
 * Orders sent with one table's QR token, counted in Redis across replicas as the API keys' calls are: past
 * `tableOrdersPerWindow` in the window, 429 with Retry-After. Redis down: the order is not counted and the log says so.
 */
export function tableOrderLimit(redis: Redis, namespace: string, log: FastifyBaseLogger): TableOrderLimit {
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `mb-table-orders:${namespace}`,
    points: tableOrdersPerWindow,
    duration: tableOrdersWindowSeconds,
  });
  return async (qrToken) => {
    try {
      await limiter.consume(qrToken);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) return log.warn({ err: refusal }, 'table order not counted');
      throw new AppError(429, qrMenuMessages.tooManyOrders, { retry_after: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) });
    }
  };
}
