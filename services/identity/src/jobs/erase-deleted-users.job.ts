import type { Redis } from 'ioredis';
import type { Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { systemActor } from '@mb/contracts';
import { recordAudit, repeatableWorker, withTransaction, type Pool } from '@mb/service-kit';
import { restoreDays } from '../modules/admin/admin-users.service.js';
import { eraseDeletedUsers } from '../modules/users/users.repository.js';

/** The personal data of accounts deleted more than 30 days ago, erased, each erasure in the audit log. */
export function eraseExpiredAccounts(pool: Pool, now: Date): Promise<string[]> {
  return withTransaction(pool, async (tx) => {
    const erased = await eraseDeletedUsers(tx, new Date(now.getTime() - restoreDays * 86_400_000));
    for (const id of erased) {
      await recordAudit(tx, 'identity', {
        actor: systemActor,
        action: 'user.erased',
        entity: { type: 'user', id },
        before: null,
        after: null,
      });
    }
    return erased;
  });
}

/** One run per interval across replicas. */
export function eraseDeletedUsersWorker(options: {
  pool: Pool;
  connection: Redis;
  namespace: string;
  everyMs: number;
  log: FastifyBaseLogger;
}): Worker {
  return repeatableWorker(
    'identity-maintenance',
    'erase-deleted-users',
    async () => ({ erased: (await eraseExpiredAccounts(options.pool, new Date())).length }),
    options,
  );
}
