import type { Worker } from 'bullmq';
import { repeatableWorker, type JobOptions } from '@mb/service-kit';
import { settleStaleInvoices, type InvoicesDeps } from '../modules/invoices/invoices.service.js';

/**
 * Every `everyMs`, invoices left without DIAN's verdict for `quietMs` are asked about again, once per interval
 * across all invoicing replicas.
 */
export function invoiceSweep(deps: InvoicesDeps, options: JobOptions & { everyMs: number; quietMs: number }): Worker {
  return repeatableWorker('invoicing-sweep', 'settle-open-invoices', () => settleStaleInvoices(deps, new Date(), options.quietMs), {
    ...options,
    log: deps.log,
  });
}
