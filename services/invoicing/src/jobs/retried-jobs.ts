import type { Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { createQueue, createWorker, type JobOptions } from '@mb/service-kit';

export interface RetriedJobs<T> {
  /** One job per key (its id): the same thing queued twice is still one job. */
  queue: { enqueue(data: T): Promise<void> };
  worker: Worker;
}

/**
 * A queue whose jobs talk to APIDIAN, so a slow or unreachable APIDIAN never holds up the event stream: each job is
 * tried once, then again after each of `retryDelays`; `run` learns when it is on its last try.
 */
export function retriedJobs<T>(
  name: string,
  run: (data: T, lastAttempt: boolean) => Promise<unknown>,
  options: JobOptions & { retryDelays: number[]; log: FastifyBaseLogger; keyOf: (data: T) => string; concurrency?: number },
): RetriedJobs<T> {
  const { retryDelays, log } = options;
  const queue = createQueue<T>(name, options);
  const attempts = retryDelays.length + 1;
  const worker = createWorker<T>(name, (job) => run(job.data, job.attemptsMade + 1 >= attempts), {
    ...options,
    concurrency: options.concurrency ?? 2,
    backoffStrategy: (attemptsMade) => retryDelays[Math.min(attemptsMade, retryDelays.length) - 1] ?? 0,
  });
  worker.on('failed', (job, error) =>
    log.warn(
      { err: error, queue: name, key: job && options.keyOf(job.data), attempt: job?.attemptsMade },
      'job not settled yet; will retry',
    ),
  );
  // Without a listener an 'error' (Redis gone, say) would crash the process.
  worker.on('error', (error) => log.error({ err: error, queue: name }, 'worker error'));
  worker.on('closed', () => void queue.close());
  return {
    queue: {
      async enqueue(data) {
        // BullMQ types a job's name by its data's; any name does for one kind of job.
        await queue.add(name as Parameters<typeof queue.add>[0], data as Parameters<typeof queue.add>[1], {
          jobId: options.keyOf(data),
          attempts,
          backoff: { type: 'custom' },
        });
      },
    },
    worker,
  };
}
