import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { EventEnvelope } from '@mb/contracts';
import type { PoolClient } from 'pg';
import type { Pool } from '../db.js';
import { namespaced, type Producer } from '../kafka/client.js';
import { continueTrace, SpanKind, type TraceCarrier } from '../telemetry/trace-context.js';
import { listenForOutbox } from './outbox-signal.js';

interface OutboxRow {
  id: string;
  seq: number;
  aggregatetype: string;
  aggregateid: string;
  type: string;
  version: number;
  correlation_id: string | null;
  payload: unknown;
  created_at: Date;
  trace_context: TraceCarrier | null;
}

export interface RelayOptions {
  pool: Pool;
  producer: Producer;
  /** The publishing service, written in each envelope's `source`. */
  source: string;
  namespace: string;
  logger: FastifyBaseLogger;
  /** How often to look without being woken: a fallback while the notification connection is down. */
  pollMs: number;
  batchSize?: number;
  maxBackoffMs?: number;
  /**
   * How long a relay woken by a commit waits for the commits right behind it before it claims: a burst of writes (a
   * full floor's rounds) goes out in a few batches instead of one claim, send and update per commit, each event at
   * most this much later. 10 ms unless given.
   */
  lingerMs?: number;
}

export interface Relay {
  /** Publishes everything pending now; resolves with how many rows were sent. */
  publishPending(): Promise<number>;
  stop(): Promise<void>;
}

export function toEnvelope(row: OutboxRow, source: string): EventEnvelope {
  return {
    id: row.id,
    type: row.type,
    version: row.version,
    occurredAt: row.created_at.toISOString(),
    source,
    aggregateId: row.aggregateid,
    ...(row.correlation_id ? { correlationId: row.correlation_id } : {}),
    payload: row.payload,
  };
}

/**
 * Publishes pending outbox rows in order, woken by each commit that wrote some (`listenForOutbox`) and polling as a
 * fallback. Rows are claimed with FOR UPDATE SKIP LOCKED,
 * so replicas share the work without sending a row twice at the same time; an aggregate whose older row
 * another replica holds is left for later, so each aggregate's events still go out in order. A failed
 * send leaves the rows pending (attempts and last_error recorded) and the relay backs off, then re-sends
 * from the oldest.
 */
export function startOutboxRelay(options: RelayOptions): Relay {
  const batchSize = options.batchSize ?? 100;
  const maxBackoffMs = options.maxBackoffMs ?? 5000;
  const lingerMs = options.lingerMs ?? 10;
  const log = options.logger.child({ component: 'outbox-relay' });
  let stopped = false;
  let failures = 0;
  let wake: (() => void) | undefined;
  /** A commit notified while a round ran: the next round starts after the linger instead of the poll delay. */
  let nudged = false;
  let running: Promise<number> | undefined;

  /** Claims up to batchSize rows and sends those it may; `claimed` tells whether more may be waiting. */
  async function publishBatch(): Promise<{ claimed: number; sent: number }> {
    const client = await options.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows: claimed } = await client.query<OutboxRow>(
        `SELECT id, seq, aggregatetype, aggregateid, type, version, correlation_id, payload, created_at, trace_context
           FROM outbox WHERE published_at IS NULL
          ORDER BY seq LIMIT $1 FOR UPDATE SKIP LOCKED`,
        [batchSize],
      );
      const rows = await withoutBlockedAggregates(client, claimed);
      if (rows.length === 0) {
        await client.query('COMMIT');
        return { claimed: claimed.length, sent: 0 };
      }
      const ids = rows.map((row) => row.id);
      try {
        // Each run of rows from one traced request goes out inside that trace, so kafkajs writes it into the messages'
        // headers; untraced rows (all of them when tracing is off) go out as one batch.
        for (const { traceContext, run } of runsOfOneTrace(rows)) {
          const send = () => options.producer.sendBatch({ acks: -1, topicMessages: groupByTopic(run, options) });
          await (traceContext ? continueTrace(traceContext, 'outbox relay publish', SpanKind.INTERNAL, send) : send());
        }
      } catch (error) {
        await client.query('UPDATE outbox SET attempts = attempts + 1, last_error = $2 WHERE id = ANY($1)', [
          ids,
          (error as Error).message.slice(0, 1000),
        ]);
        await client.query('COMMIT');
        throw error;
      }
      await client.query('UPDATE outbox SET published_at = now(), attempts = attempts + 1, last_error = NULL WHERE id = ANY($1)', [ids]);
      await client.query('COMMIT');
      return { claimed: claimed.length, sent: rows.length };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  async function publishPending(): Promise<number> {
    let total = 0;
    for (;;) {
      const { claimed, sent } = await publishBatch();
      total += sent;
      // Stop when the outbox is drained, or when what is left waits on another relay.
      if (claimed < batchSize || sent === 0) return total;
    }
  }

  async function loop(): Promise<void> {
    while (!stopped) {
      let delay = options.pollMs;
      nudged = false;
      try {
        running = publishPending();
        const sent = await running;
        if (failures > 0) log.info({ sent }, 'outbox relay recovered');
        failures = 0;
      } catch (error) {
        failures += 1;
        delay = Math.min(maxBackoffMs, options.pollMs * 2 ** failures);
        log.warn({ err: error, failures, retryInMs: delay }, 'outbox publish failed; will retry');
      } finally {
        running = undefined;
      }
      if (stopped) break;
      const woken =
        (nudged && failures === 0) ||
        (await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), delay);
          wake = () => {
            clearTimeout(timer);
            resolve(true);
          };
        }));
      wake = undefined;
      if (woken && !stopped) await sleep(lingerMs);
    }
  }

  const signal = listenForOutbox(
    options.pool,
    () => {
      nudged = true;
      // After a failed send the back-off stands: commits must not turn it into a retry per write.
      if (failures === 0) wake?.();
    },
    log,
  );
  const looping = loop();

  return {
    publishPending,
    async stop() {
      stopped = true;
      await signal.stop();
      wake?.();
      await running?.catch(() => 0);
      await looping;
    },
  };
}

/**
 * Drops the claimed rows of aggregates that still have an older pending row outside this claim: another
 * relay holds it (that is why SKIP LOCKED passed over it) and must publish it first.
 */
async function withoutBlockedAggregates(client: PoolClient, claimed: OutboxRow[]): Promise<OutboxRow[]> {
  if (claimed.length === 0) return claimed;
  const { rows: blocked } = await client.query<{ aggregateid: string }>(
    `SELECT DISTINCT aggregateid FROM outbox
      WHERE published_at IS NULL AND aggregateid = ANY($1) AND NOT (id = ANY($2)) AND seq < $3`,
    [[...new Set(claimed.map((row) => row.aggregateid))], claimed.map((row) => row.id), claimed.at(-1)!.seq],
  );
  if (blocked.length === 0) return claimed;
  const skip = new Set(blocked.map((row) => row.aggregateid));
  return claimed.filter((row) => !skip.has(row.aggregateid));
}

/** The rows in order, cut wherever the trace context changes. */
function runsOfOneTrace(rows: OutboxRow[]): { traceContext: TraceCarrier | null; run: OutboxRow[] }[] {
  const runs: { traceContext: TraceCarrier | null; run: OutboxRow[] }[] = [];
  for (const row of rows) {
    const last = runs.at(-1);
    if (last && last.traceContext?.traceparent === row.trace_context?.traceparent) last.run.push(row);
    else runs.push({ traceContext: row.trace_context, run: [row] });
  }
  return runs;
}

function groupByTopic(rows: OutboxRow[], options: RelayOptions) {
  const byTopic = new Map<string, { key: string; value: string; headers: Record<string, string> }[]>();
  for (const row of rows) {
    const topic = namespaced(options.namespace, row.aggregatetype);
    const messages = byTopic.get(topic) ?? [];
    messages.push({
      key: row.aggregateid,
      value: JSON.stringify(toEnvelope(row, options.source)),
      headers: { 'event-id': row.id, 'event-type': row.type, 'event-version': String(row.version) },
    });
    byTopic.set(topic, messages);
  }
  return [...byTopic].map(([topic, messages]) => ({ topic, messages }));
}
