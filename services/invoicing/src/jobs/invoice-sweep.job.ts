import type { Worker } from 'bullmq';
import { createQueue, createWorker, type JobOptions } from '@mb/service-kit';
import { settleStaleInvoices, type InvoicesDeps } from '../modules/invoices/invoices.service.js';

const queueName = 'invoicing-sweep';

/**
 * Every `everyMs`, invoices left without DIAN's verdict for `quietMs` are asked about again. A BullMQ job scheduler,
 * so it runs once per interval across all invoicing replicas.
 */
export function invoiceSweep(deps: InvoicesDeps, options: JobOptions & { everyMs: number; quietMs: number }): Worker {
  const queue = createQueue<Record<string, never>>(queueName, options);
  const worker = createWorker<Record<string, never>>(queueName, () => settleStaleInvoices(deps, new Date(), options.quietMs), { ...options, concurrency: 1 });
  queue
    .upsertJobScheduler('settle-open-invoices', { every: options.everyMs }, { name: 'settle-open-invoices', data: {} })
    .catch((error: unknown) => deps.log.error({ err: error }, 'could not schedule the invoice sweep'));
  worker.on('failed', (_job, error) => deps.log.error({ err: error }, 'invoice sweep failed'));
  worker.on('closed', () => void queue.close());
  return worker;
}
