import type { Redis } from 'ioredis';
import type { Worker } from 'bullmq';
import { createQueue, createWorker } from '@mb/service-kit';
import type { PaymentsDeps } from '../modules/payments/payments.service.js';
import { reconcilePendingPayments } from './reconcile-payments.js';
import { sweepSubscriptions } from './subscription-lifecycle.js';

const queueName = 'billing-maintenance';
type MaintenanceJob = 'reconcile-payments' | 'subscription-lifecycle';

/**
 * Two repeatable jobs on one queue: BullMQ's job schedulers make them run once per interval across all
 * billing replicas, instead of once per process as a timer would.
 */
export function billingWorkers(deps: PaymentsDeps, connection: Redis): Worker[] {
  const { config } = deps;
  const options = { connection, namespace: config.BUS_NAMESPACE };
  const queue = createQueue<Record<string, never>>(queueName, options);
  const worker = createWorker<Record<string, never>>(
    queueName,
    async (job) => {
      const now = new Date();
      if ((job.name as MaintenanceJob) === 'reconcile-payments') return { settled: await reconcilePendingPayments(deps, now) };
      return sweepSubscriptions(deps.pool, now);
    },
    { ...options, concurrency: 1 },
  );
  const schedules: [MaintenanceJob, number][] = [
    ['reconcile-payments', config.RECONCILE_EVERY_MS],
    ['subscription-lifecycle', config.LIFECYCLE_EVERY_MS],
  ];
  for (const [name, every] of schedules) {
    queue.upsertJobScheduler(name, { every }, { name, data: {} }).catch((error: unknown) => deps.log.error({ err: error }, `could not schedule ${name}`));
  }
  worker.on('failed', (job, error) => deps.log.error({ err: error, job: job?.name }, 'billing maintenance job failed'));
  worker.on('closed', () => void queue.close());
  return [worker];
}
