// Carries the trace context where no instrumentation does: into outbox rows and out again through the relay, and into
// BullMQ jobs and back in their worker (BullMQ is not instrumented). W3C trace context (`traceparent`, `tracestate`)
// through @opentelemetry/api's propagator. Without the SDK (no exporter configured, see ./register.mjs) every call
// here is the API's no-op: nothing is written and no span is made.
import { context, propagation, SpanKind, SpanStatusCode, trace, type Context } from '@opentelemetry/api';

/** A W3C trace-context carrier: `traceparent` and, when there is one, `tracestate`. */
export type TraceCarrier = Record<string, string>;

const tracer = trace.getTracer('@mb/service-kit');

/** The current trace context, to store with what continues it later (an outbox row, a job); null outside a trace. */
export function currentTraceCarrier(): TraceCarrier | null {
  const carrier: TraceCarrier = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent ? carrier : null;
}

/** The context a stored carrier continues (the current one when there is none). */
function restored(carrier: TraceCarrier | null | undefined): Context {
  return carrier ? propagation.extract(context.active(), carrier) : context.active();
}

/**
 * Runs `work` in a span continuing the stored trace context (a new trace when there is none), ended when `work`
 * settles and marked failed when it throws.
 */
export function continueTrace<T>(
  carrier: TraceCarrier | null | undefined,
  name: string,
  kind: SpanKind,
  work: () => Promise<T>,
): Promise<T> {
  return tracer.startActiveSpan(name, { kind }, restored(carrier), async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error).message });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The ids pino writes with each line logged inside a trace (Fastify's logger `mixin`), so logs and traces meet. */
export function traceLogFields(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

export { SpanKind };
