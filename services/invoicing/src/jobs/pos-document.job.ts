import type { Worker } from 'bullmq';
import { repeatableWorker, type JobOptions } from '@mb/service-kit';
import type { PosDocumentsDeps } from '../modules/pos-documents/pos-document-issuer.js';
import { sendAllPending, sendPending } from '../modules/pos-documents/pos-document-sender.js';
import { retriedJobs, type RetriedJobs } from './retried-jobs.js';

export const posDocumentQueueName = 'invoicing-pos-documents';

/** A document to send: its restaurant's pending ones go first, in their order. */
export interface PosDocumentJob {
  documentId: string;
  restaurantId: string;
  seq: number;
}

export type PosDocumentQueue = RetriedJobs<PosDocumentJob>['queue'];

/**
 * Each new document is sent by a job keyed by the document: tried once, then after each of `retryDelays`
 * (INVOICE_RETRY_DELAYS). What is still pending after the last try (a long outage) is left to the sweep.
 */
export function posDocumentJobs(deps: PosDocumentsDeps, options: JobOptions & { retryDelays: number[] }): RetriedJobs<PosDocumentJob> {
  return retriedJobs<PosDocumentJob>(
    posDocumentQueueName,
    (job, lastAttempt) => sendPending(deps, job.restaurantId, job.seq, { lastAttempt }),
    // A job waiting for its restaurant's turn (the advisory lock) holds its slot: room for several restaurants at once.
    { ...options, log: deps.log, keyOf: (job) => job.documentId, concurrency: 4 },
  );
}

/** Every `everyMs`, across replicas, the documents still pending are sent, each restaurant's in order. */
export function posDocumentSweep(deps: PosDocumentsDeps, options: JobOptions & { everyMs: number }): Worker {
  return repeatableWorker('invoicing-pos-sweep', 'send-pending-pos-documents', () => sendAllPending(deps), { ...options, log: deps.log });
}
