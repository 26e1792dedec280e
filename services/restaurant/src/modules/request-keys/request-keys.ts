import { createHash } from 'node:crypto';
import { idempotencyKey, idempotencyKeyHeader, restaurantOfflineMessages } from '@mb/contracts';
import { AppError, withTransaction, type Pool, type Tx } from '@mb/service-kit';
import type { FastifyRequest } from 'fastify';
import { claimRequestKey, findRequestKey, storeAnswer, type StoredRequest } from './request-keys.repository.js';

/** A write and the key it came with (none: an ordinary request, done each time it is sent). */
export interface KeyedWrite {
  key?: string;
  /** What was asked (the action and its input): the same key with something else is refused. */
  asked: unknown;
}

/** The request's `Idempotency-Key` header, when it sent one; not a UUID: 400. */
export function requestKey(request: FastifyRequest): string | undefined {
  const header = request.headers[idempotencyKeyHeader];
  if (header === undefined) return undefined;
  const parsed = idempotencyKey.safeParse(header);
  if (!parsed.success) throw new AppError(400, restaurantOfflineMessages.requestKeyInvalid);
  return parsed.data;
}

const hashOf = (asked: unknown) => createHash('sha256').update(JSON.stringify(asked)).digest('hex');

function earlierAnswer<T>(earlier: StoredRequest, hash: string): T {
  if (earlier.request_hash !== hash) throw new AppError(409, restaurantOfflineMessages.requestKeyReused);
  return earlier.response as T;
}

/**
 * The answer a key already got, read before the write (`takeOrderNumber` reads it with the round's number, so a replay
 * costs no round trip of its own): the same key with another request is 409.
 */
export function answeredBefore<T>(earlier: StoredRequest | undefined, write: KeyedWrite): T | undefined {
  return write.key && earlier ? earlierAnswer<T>(earlier, hashOf(write.asked)) : undefined;
}

/**
 * Runs a write's transaction once per key: the key is claimed first, in the same transaction as the write and its
 * answer, so a write that fails keeps no key and one that commits keeps both. The same key again (even while the first
 * is running: it waits for it) gets the first answer and `replayed`, and nothing is written. `last` runs after the
 * answer is kept, right before the commit: a row every write locks (a supply's stock) is then held for the commit's
 * round trip only, not also for the answer's.
 */
export async function oncePerKey<T>(
  pool: Pool,
  restaurantId: string,
  write: KeyedWrite,
  run: (tx: Tx) => Promise<T>,
  last: (tx: Tx, answer: T) => Promise<void> = async () => {},
): Promise<{ answer: T; replayed: boolean }> {
  const { key } = write;
  return withTransaction(pool, async (tx) => {
    if (key) {
      const hash = hashOf(write.asked);
      if (!(await claimRequestKey(tx, { restaurantId, key, hash }))) {
        return { answer: earlierAnswer<T>((await findRequestKey(tx, restaurantId, key))!, hash), replayed: true };
      }
    }
    const answer = await run(tx);
    if (key) await storeAnswer(tx, restaurantId, key, answer);
    await last(tx, answer);
    return { answer, replayed: false };
  });
}
