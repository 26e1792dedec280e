import type { Redis } from 'ioredis';
import type { Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { systemActor } from '@mb/contracts';
import { createQueue, createWorker, recordAudit, withTransaction, type Pool } from '@mb/service-kit';
import { restoreDays } from '../modules/admin/admin-users.service.js';
import { eraseDeletedUsers } from '../modules/users/users.repository.js';

/** The personal data of accounts deleted more than 30 days ago, erased, each erasure in the audit log. */
export function eraseExpiredAccounts(pool: Pool, now: Date): Promise<string[]> {
  return withTransaction(pool, async (tx) => {
    const erased = await eraseDeletedUsers(tx, new Date(now.getTime() - restoreDays * 86_400_000));
    for (const id of erased) {
      await recordAudit(tx, 'identity', { actor: systemActor, action: 'user.erased', entity: { type: 'user', id }, before: null, after: null });
    }
    return erased;
  });
}

const queueName = 'identity-maintenance';

/** A repeatable job (one run per interval across replicas, BullMQ's job scheduler). */
export function eraseDeletedUsersWorker(options: { pool: Pool; connection: Redis; namespace: string; everyMs: number; log: FastifyBaseLogger }): Worker {
  const jobs = { connection: options.connection, namespace: options.namespace };
  const queue = createQueue<Record<string, never>>(queueName, jobs);
  const worker = createWorker<Record<string, never>>(queueName, async () => ({ erased: (await eraseExpiredAccounts(options.pool, new Date())).length }), { ...jobs, concurrency: 1 });
  queue
    .upsertJobScheduler('erase-deleted-users', { every: options.everyMs }, { name: 'erase-deleted-users', data: {} })
    .catch((error: unknown) => options.log.error({ err: error }, 'could not schedule erase-deleted-users'));
  worker.on('failed', (_job, error) => options.log.error({ err: error }, 'erase-deleted-users failed'));
  worker.on('closed', () => void queue.close());
  return worker;
}
