import type { Redis } from 'ioredis';
import type { Worker } from 'bullmq';
import { repeatableWorker } from '@mb/service-kit';
import type { PaymentsDeps } from '../modules/payments/payments.service.js';
import { reconcilePendingPayments } from './reconcile-payments.js';
import { sweepSubscriptions } from './subscription-lifecycle.js';

/**
 * Two repeatable jobs, each on the kit's repeatable worker: BullMQ's job schedulers make them run once per interval
 * across all billing replicas, instead of once per process as a timer would.
 */
export function billingWorkers(deps: PaymentsDeps, connection: Redis): Worker[] {
  const { config } = deps;
  const options = { connection, namespace: config.BUS_NAMESPACE, log: deps.log };
  return [
    repeatableWorker(
      'billing-reconcile',
      'reconcile-payments',
      async () => ({ settled: await reconcilePendingPayments(deps, new Date()) }),
      {
        ...options,
        everyMs: config.RECONCILE_EVERY_MS,
      },
    ),
    repeatableWorker('billing-lifecycle', 'subscription-lifecycle', () => sweepSubscriptions(deps.pool, new Date()), {
      ...options,
      everyMs: config.LIFECYCLE_EVERY_MS,
    }),
  ];
}
