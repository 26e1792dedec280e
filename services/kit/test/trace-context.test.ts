import { catalogProductDeleted } from '@mb/contracts';
import { trace, type Span } from '@opentelemetry/api';
import { withTransaction } from '../src/db.js';
import { createQueue, createRedis, createWorker } from '../src/jobs.js';
import { startOutboxRelay } from '../src/outbox/relay.js';
import { writeOutbox } from '../src/outbox/write-outbox.js';
import { traceLogFields } from '../src/telemetry/trace-context.js';
import { eventually, testNamespace } from '../src/testing/index.js';
import { deletedEvent, kitTestBed, logger } from './helpers.js';
import { recordingSdk } from './recording-sdk.js';

// The context the kit carries by hand, with the SDK on and the finished spans kept here (no exporter): from a span to
// its outbox row and on through the relay, and from a span to a BullMQ job's worker. Kafka's headers are kafkajs'
// instrumentation's part, seen end to end in gateway/test/purchase-trace.test.ts.
const sdk = recordingSdk({ kitSampling: false });
const { finished } = sdk;
const namespace = testNamespace();
const tracer = trace.getTracer('test');
let bed: Awaited<ReturnType<typeof kitTestBed>>;

beforeAll(async () => {
  sdk.start();
  bed = await kitTestBed(namespace, [catalogProductDeleted.topic]);
});
afterAll(async () => {
  await bed.close();
  await sdk.shutdown();
});

/** Runs `work` in a new root span and answers its trace and span ids. */
function inSpan(work: (span: Span) => Promise<unknown>) {
  return tracer.startActiveSpan('request', async (span) => {
    try {
      await work(span);
      return span.spanContext();
    } finally {
      span.end();
    }
  });
}

it('an outbox row keeps the trace it was written in, and the relay publishes it inside that trace', async () => {
  const productId = deletedEvent().aggregateId;
  const untraced = deletedEvent().aggregateId;
  await withTransaction(bed.pool, (tx) =>
    writeOutbox(tx, catalogProductDeleted, { aggregateId: untraced, payload: { productId: untraced } }),
  );
  const request = await inSpan(() =>
    withTransaction(bed.pool, (tx) => writeOutbox(tx, catalogProductDeleted, { aggregateId: productId, payload: { productId } })),
  );
  const { rows } = await bed.pool.query<{ aggregateid: string; trace_context: { traceparent: string } | null }>(
    'SELECT aggregateid, trace_context FROM outbox WHERE aggregateid = ANY($1)',
    [[productId, untraced]],
  );
  expect(rows.find((row) => row.aggregateid === untraced)?.trace_context).toBeNull();
  expect(rows.find((row) => row.aggregateid === productId)?.trace_context?.traceparent).toBe(`00-${request.traceId}-${request.spanId}-01`);

  const relay = startOutboxRelay({ pool: bed.pool, producer: bed.producer, source: 'test', namespace, logger, pollMs: 10 });
  try {
    await eventually(() => {
      const publish = finished.find((span) => span.name === 'outbox relay publish' && span.spanContext().traceId === request.traceId);
      expect(publish?.parentSpanContext?.spanId).toBe(request.spanId);
    }, 20000);
  } finally {
    await relay.stop();
  }
});

it("a job is processed in the trace it was added in, and the worker's log lines name it", async () => {
  const connection = createRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const queue = createQueue<{ n: number }>('traced', { namespace, connection });
  const seen: ReturnType<typeof traceLogFields>[] = [];
  const worker = createWorker<{ n: number }>('traced', async () => void seen.push(traceLogFields()), { namespace, connection });
  try {
    const request = await inSpan(() => queue.add('one', { n: 1 }));
    await eventually(() => expect(seen).toHaveLength(1), 15000);
    expect(seen[0]!.trace_id).toBe(request.traceId);
    const processed = finished.find((span) => span.name === 'process traced' && span.spanContext().traceId === request.traceId);
    expect(processed?.parentSpanContext?.spanId).toBe(request.spanId);
    expect(seen[0]!.span_id).toBe(processed?.spanContext().spanId);
    expect(traceLogFields()).toEqual({}); // outside any trace
  } finally {
    await worker.close();
    await queue.obliterate({ force: true });
    await queue.close();
    connection.disconnect();
  }
});
