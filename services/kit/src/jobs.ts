import { Queue, Worker, type Job, type JobsOptions, type Processor } from 'bullmq';
import { Redis } from 'ioredis';
import { continueTrace, currentTraceCarrier, SpanKind } from './telemetry/trace-context.js';

export type { Job };

/** Retried with exponential back-off; finished jobs are kept a while for inspection, then dropped. */
export const defaultJobOptions: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { count: 1000 },
  removeOnFail: { count: 5000 },
};

export interface JobOptions {
  connection: Redis;
  /** Keeps test runs' queues apart. */
  namespace: string;
}

/** BullMQ needs `maxRetriesPerRequest: null` on connections that block (workers). */
/** For BullMQ and consumers: a command waits out a Redis outage and goes through once it is back. */
export function createRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
}

/**
 * For the request path (session revocations, caches, throttles): a command fails at once while Redis is away, so a
 * request carries on without it instead of hanging until the gateway's time limit.
 */
export function createRequestRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 0, enableOfflineQueue: false, lazyConnect: false });
}

function prefix(namespace: string): string {
  return namespace ? `bull:${namespace}` : 'bull';
}

/**
 * A job carries the trace it was added in, in BullMQ's own `telemetry.metadata` option (kept with the job in Redis):
 * BullMQ is not instrumented, so the kit writes it here and `createWorker` continues it.
 */
class TracedQueue<T> extends Queue<T> {
  override add(...[name, data, opts]: Parameters<Queue<T>['add']>): ReturnType<Queue<T>['add']> {
    const carrier = currentTraceCarrier();
    return super.add(name, data, carrier ? { ...opts, telemetry: { ...opts?.telemetry, metadata: JSON.stringify(carrier) } } : opts);
  }
}

export function createQueue<T>(name: string, options: JobOptions): Queue<T> {
  return new TracedQueue<T>(name, { connection: options.connection, prefix: prefix(options.namespace), defaultJobOptions });
}

/** Runs each job in a span continuing the trace it was added in (see `TracedQueue`). */
function tracedProcessor<T>(queueName: string, processor: Processor<T>): Processor<T> {
  return (job, token, signal) => {
    const metadata = job.opts.telemetry?.metadata;
    return continueTrace(metadata ? JSON.parse(metadata) : null, `process ${queueName}`, SpanKind.CONSUMER, () =>
      processor(job, token, signal),
    );
  };
}

export function createWorker<T>(
  name: string,
  processor: Processor<T>,
  /** `backoffStrategy`: the wait before retry n (1-based) of jobs added with `backoff: { type: 'custom' }`. */
  options: JobOptions & { concurrency?: number; backoffStrategy?: (attemptsMade: number) => number },
): Worker<T> {
  return new Worker<T>(name, tracedProcessor(name, processor), {
    connection: options.connection,
    prefix: prefix(options.namespace),
    concurrency: options.concurrency ?? 4,
    ...(options.backoffStrategy ? { settings: { backoffStrategy: options.backoffStrategy } } : {}),
  });
}

/**
 * A job run every `everyMs` by one worker across replicas: BullMQ's job scheduler under a fixed id, so restarts and
 * replicas keep a single schedule. Failures are logged (the next run tries again); closing the worker closes the queue.
 */
export function repeatableWorker(
  queueName: string,
  schedulerId: string,
  run: () => Promise<unknown>,
  options: JobOptions & { everyMs: number; log: { error(object: object, message: string): void } },
): Worker {
  const jobs = { connection: options.connection, namespace: options.namespace };
  const queue = createQueue<Record<string, never>>(queueName, jobs);
  const worker = createWorker<Record<string, never>>(queueName, run, { ...jobs, concurrency: 1 });
  queue
    .upsertJobScheduler(schedulerId, { every: options.everyMs }, { name: schedulerId, data: {} })
    .catch((error: unknown) => options.log.error({ err: error }, `could not schedule ${schedulerId}`));
  worker.on('failed', (_job, error) => options.log.error({ err: error }, `${schedulerId} failed`));
  // Without a listener BullMQ prints its errors (a lost connection, a scheduler key removed under it) as unhandled.
  worker.on('error', (error) => options.log.error({ err: error }, `${schedulerId} worker error`));
  worker.on('closed', () => void queue.close());
  return worker;
}
