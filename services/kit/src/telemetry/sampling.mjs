// Head sampling that costs nothing for the traces it drops (bench/tracing-overhead.bench.ts). With one trace in ten
// kept, the other nine used to pay for most of tracing anyway: their context was carried through every promise of the
// request, and each PostgreSQL query, Redis command and Kafka message still started a span, non-recording but built.
// Here a request that is not sampled carries no context at all, so those instrumentations see no parent and step
// aside (`requireParentSpan`), and a sampled request's work is traced whole, as before.
import { SpanKind, TraceFlags, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { ParentBasedSampler, SamplingDecision } from '@opentelemetry/sdk-trace';

/**
 * The share of traces kept, from the standard variables: `parentbased_traceidratio` with OTEL_TRACES_SAMPLER_ARG
 * (compose and Kubernetes: 0.1), `parentbased_always_off` none, and otherwise (unset: the SDK's default) all.
 */
export function sampledShare(env) {
  if (env.OTEL_TRACES_SAMPLER === 'parentbased_traceidratio') return Number(env.OTEL_TRACES_SAMPLER_ARG ?? 1);
  return env.OTEL_TRACES_SAMPLER === 'parentbased_always_off' ? 0 : 1;
}

/**
 * A trace follows its parent's decision (a caller's `traceparent`, a Kafka message's headers, an outbox row's or a
 * job's context), and starts only where a request enters the platform: a server span with no parent, which the
 * request span (./request-spans.mjs) starts only for the configured share of requests, deciding before it makes
 * anything. Any other span with no parent is work of a request that was not kept (a query, a Kafka send or an
 * outgoing call made with no context, see `sampledOnly`) and is not kept: kept, it would be the start of a trace with
 * no request at its head.
 */
export function startAtEntries() {
  const entries = {
    shouldSample: (_context, _traceId, _name, kind) => ({
      decision: kind === SpanKind.SERVER ? SamplingDecision.RECORD_AND_SAMPLED : SamplingDecision.NOT_RECORD,
    }),
    toString: () => 'EntriesOnly',
  };
  return new ParentBasedSampler({ root: entries });
}

/**
 * The SDK's context manager (AsyncLocalStorage), except that a context whose span is not sampled is never entered: the
 * function runs in the context it was called from. An unsampled request's queries, commands and messages then find
 * no span (they make none), and Node 20's promise hooks stay off until a sampled request first needs them.
 */
export function sampledOnly() {
  return new (class SampledOnly extends AsyncLocalStorageContextManager {
    with(context, fn, thisArg, ...args) {
      const span = trace.getSpan(context);
      if (span && (span.spanContext().traceFlags & TraceFlags.SAMPLED) === 0) return fn.call(thisArg, ...args);
      return super.with(context, fn, thisArg, ...args);
    }
  })();
}
