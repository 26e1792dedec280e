import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The public product list, serialized, in Redis. Dropping it is a version bump, so a reader that loaded
 * the list just before a change cannot put the old list back under the new version. Readers use a client that
 * fails at once while Redis is away (the store answers from PostgreSQL); the drop, run by a consumer, waits the
 * outage out, so no change is missed.
 */
export function publicProductsCache(
  clients: { reads: Redis; writes: Redis },
  options: { namespace: string; ttlSeconds: number; log: FastifyBaseLogger },
) {
  const { reads: redis, writes } = clients;
  const prefix = `${options.namespace}:catalog:public-products`;
  const versionKey = `${prefix}:version`;
  return {
    /** The cached body, or `load()`'s, stored for the next reader; without Redis the store still answers. */
    async read(load: () => Promise<string>): Promise<string> {
      let key: string;
      try {
        key = `${prefix}:${(await redis.get(versionKey)) ?? '0'}`;
        const cached = await redis.get(key);
        if (cached) return cached;
      } catch (error) {
        options.log.warn({ err: error }, 'public products cache unavailable');
        return load();
      }
      const body = await load();
      await redis
        .set(key, body, 'EX', options.ttlSeconds)
        .catch((error: unknown) => options.log.warn({ err: error }, 'public products cache not stored'));
      return body;
    },
    async invalidate(): Promise<void> {
      await writes.incr(versionKey);
    },
  };
}
export type PublicProductsCache = ReturnType<typeof publicProductsCache>;
