import type { DeadLetterView, FailedJobView, ServicePipeline } from '@mb/contracts';
import { pipelineMessages, type AuditActor, type AuditingService } from '@mb/contracts';
import { recordAudit } from '../audit/record-audit.js';
import { withTransaction, type Pool } from '../db.js';
import { notFound } from '../errors.js';
import type { Producer } from '../kafka/client.js';
import type { PipelineReadings } from '../metrics/pipeline-readings.js';
import { countPendingByTopic, pendingDeadLetters, takePendingDeadLetter, type DeadLetterRow } from './dead-letters.repository.js';

export interface PipelineConsoleDeps {
  service: AuditingService;
  namespace: string;
  pool: Pool;
  producer: Producer;
  readings: PipelineReadings;
}

const listed = 100;

/** A topic or group without the bus namespace, as the operator knows it. */
const localName = (namespace: string, name: string) =>
  namespace && name.startsWith(`${namespace}.`) ? name.slice(namespace.length + 1) : name;

function deadLetterView(namespace: string, row: DeadLetterRow): DeadLetterView {
  return {
    id: row.id,
    group: localName(namespace, row.dlt_topic).replace(/\.dlt$/, ''),
    origin_topic: localName(namespace, row.origin_topic),
    origin_partition: row.origin_partition,
    origin_offset: row.origin_offset,
    error: row.error,
    attempts: row.attempts,
    payload: row.payload.toString('utf8'),
    dead_at: row.dead_at.toISOString(),
  };
}

/** The service's pipeline as the console shows it: health, the dead letters nobody dealt with yet, the failed jobs. */
export async function readPipeline(deps: PipelineConsoleDeps): Promise<Omit<ServicePipeline, 'success'>> {
  const { namespace, readings } = deps;
  const [outbox, groups, jobs, pending, letters] = await Promise.all([
    readings.publishes ? readings.outbox() : null,
    readings.groups(),
    readings.jobs(),
    countPendingByTopic(deps.pool),
    pendingDeadLetters(deps.pool, listed),
  ]);
  const failedJobs: FailedJobView[] = [];
  for (const queue of readings.queues()) {
    for (const job of await queue.getFailed(0, listed - 1)) {
      failedJobs.push({
        queue: queue.name,
        id: String(job.id),
        name: job.name,
        reason: job.failedReason ?? '',
        attempts: job.attemptsMade,
        failed_at: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
      });
    }
  }
  return {
    health: {
      outbox: outbox && { backlog: outbox.backlog, oldest_age_seconds: outbox.oldestAgeSeconds },
      groups: groups.map((group) => ({
        group: localName(namespace, group.groupId),
        lag: group.lag.reduce((sum, partition) => sum + partition.lag, 0),
        dead_letters: pending.get(group.deadLetterTopic) ?? 0,
      })),
      jobs,
    },
    dead_letters: letters.map((row) => deadLetterView(namespace, row)),
    failed_jobs: failedJobs,
  };
}

/**
 * Sends a dead letter back to the topic it came from, as it came (key, value and its own headers), and marks it
 * replayed with its audit entry in one transaction: if the send fails nothing is marked. Replaying is safe because
 * every consumer records the events it applied (inbox): a message applied meanwhile is skipped, not applied twice.
 */
export async function replayDeadLetter(deps: PipelineConsoleDeps, id: string, actor: AuditActor): Promise<void> {
  await withTransaction(deps.pool, async (tx) => {
    const letter = await takePendingDeadLetter(tx, id, 'replayed');
    if (!letter) throw notFound(pipelineMessages.deadLetterGone);
    await recordAudit(tx, deps.service, handledEntry(deps.namespace, letter, 'dead_letter.replayed', actor));
    await deps.producer.send({
      topic: letter.origin_topic,
      acks: -1,
      messages: [{ key: letter.message_key, value: letter.payload, headers: letter.headers }],
    });
  });
}

/** Drops a dead letter from the console's list, audited; the topic keeps it until Kafka's retention. */
export async function discardDeadLetter(deps: PipelineConsoleDeps, id: string, actor: AuditActor): Promise<void> {
  await withTransaction(deps.pool, async (tx) => {
    const letter = await takePendingDeadLetter(tx, id, 'discarded');
    if (!letter) throw notFound(pipelineMessages.deadLetterGone);
    await recordAudit(tx, deps.service, handledEntry(deps.namespace, letter, 'dead_letter.discarded', actor));
  });
}

/** Moves a failed job back to waiting, audited (after the retry: BullMQ is not in PostgreSQL's transaction). */
export async function retryFailedJob(deps: PipelineConsoleDeps, queueName: string, jobId: string, actor: AuditActor): Promise<void> {
  const queue = deps.readings.queues().find((candidate) => candidate.name === queueName);
  const job = await queue?.getJob(jobId);
  if (!job || !(await job.isFailed())) throw notFound(pipelineMessages.jobGone);
  await job.retry('failed');
  await withTransaction(deps.pool, (tx) =>
    recordAudit(tx, deps.service, {
      actor,
      action: 'job.retried',
      entity: { type: 'job', id: `${queueName}/${jobId}` },
      before: { reason: job.failedReason ?? '', attempts: job.attemptsMade },
      after: null,
    }),
  );
}

function handledEntry(namespace: string, letter: DeadLetterRow, action: string, actor: AuditActor) {
  const view = deadLetterView(namespace, letter);
  return {
    actor,
    action,
    entity: { type: 'dead_letter', id: `${view.group}/${view.id}` },
    before: {
      origin_topic: view.origin_topic,
      origin_partition: view.origin_partition,
      origin_offset: view.origin_offset,
      error: view.error,
    },
    after: null,
  };
}
