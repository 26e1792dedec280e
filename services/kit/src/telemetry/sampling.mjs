// Head sampling that costs nothing for the traces it drops (bench/tracing-overhead.bench.ts). With one trace in ten
// kept, the other nine used to pay for most of tracing anyway: their context was carried through every promise of the
// request, and each PostgreSQL query, Redis command and Kafka message still started a span, non-recording but built.
// Here a request that is not sampled carries no context at all, so those instrumentations see no parent and step
// aside (`requireParentSpan`), and a sampled request's work is traced whole, as before.
import { SpanKind, TraceFlags, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { ParentBasedSampler, SamplingDecision } from '@opentelemetry/sdk-trace';
import { contextStorage, contextStorageAlwaysOn } from '../async-context.mjs';

/**
 * The share of traces kept, from the standard variables: `parentbased_traceidratio` with OTEL_TRACES_SAMPLER_ARG,
 * `parentbased_always_off` none, and otherwise (unset: the SDK's default) all.
 */
function sampledShare(env) {
  if (env.OTEL_TRACES_SAMPLER === 'parentbased_traceidratio') return Number(env.OTEL_TRACES_SAMPLER_ARG ?? 1);
  return env.OTEL_TRACES_SAMPLER === 'parentbased_always_off' ? 0 : 1;
}

/**
 * Whether a request entering with no caller's trace starts one: kept by a coin weighted by `sampledShare`, and no more
 * than MB_TRACES_PER_SECOND a second in this process when that is set (a token bucket holding one second's worth, as
 * Jaeger's rate-limiting sampler). With a limit, what tracing costs a process no longer grows with its traffic: a quiet
 * one keeps all its share, a busy one the same few traces a second (compose and Kubernetes: every request, at most 5 a
 * second; bench/tracing-overhead.bench.ts). `now` is in milliseconds.
 */
export function traceStarts(env, now = () => performance.now()) {
  const share = sampledShare(env);
  const limit = env.MB_TRACES_PER_SECOND ? Number(env.MB_TRACES_PER_SECOND) : Number.POSITIVE_INFINITY;
  if (!(limit > 0)) throw new Error(`MB_TRACES_PER_SECOND: a number of traces a second above 0, not "${env.MB_TRACES_PER_SECOND}"`);
  if (limit === Number.POSITIVE_INFINITY) return () => Math.random() < share;
  let tokens = limit;
  let filled = now();
  return () => {
    if (!(Math.random() < share)) return false;
    const at = now();
    tokens = Math.min(limit, tokens + ((at - filled) * limit) / 1000);
    filled = at;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
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
 * no span (they make none).
 *
 * Its AsyncLocalStorage is the process's one (../async-context.mjs), and it is on only while kept work is under way.
 * On Node 20 an AsyncLocalStorage in use runs a hook for every promise and native callback of the whole process
 * (about 6 % of an untraced kitchen order), and entering a store turns it on for good; here it is turned off again
 * (`disable()`: Node then drops the hooks) when the last kept context has finished: a `with` whose function has
 * returned or whose promise has settled, or a `hold` released (a kept request, from its start until its response
 * closes: ./request-spans.mjs). A kept trace's work still running after that (something left running once the response
 * was sent) sees no context and makes no span; the next kept context turns the storage on again. Unless the app keeps
 * the storage on for every request anyway (the gateway: `keepContextStorageOn`).
 */
export function sampledOnly() {
  return new (class SampledOnly extends AsyncLocalStorageContextManager {
    _asyncLocalStorage = contextStorage();
    #kept = 0;

    with(context, fn, thisArg, ...args) {
      const span = trace.getSpan(context);
      if (span && (span.spanContext().traceFlags & TraceFlags.SAMPLED) === 0) return fn.call(thisArg, ...args);
      const release = this.hold();
      let result;
      try {
        result = super.with(context, fn, thisArg, ...args);
      } catch (error) {
        release();
        throw error;
      }
      if (typeof result?.then !== 'function') {
        release();
        return result;
      }
      // Given back in place of a native promise, one that settles as it does once released: a rejection nobody handles
      // still reaches `unhandledRejection` (watching the promise itself counts as handling it). Another kind of
      // thenable (a query builder, say) is given back as it is, and its rejection then counts as handled.
      if (result.constructor === Promise) return result.finally(release);
      result.then(release, release);
      return result;
    }

    /** Keeps the storage on until the function returned is called (once; later calls do nothing). */
    hold() {
      this.#kept += 1;
      let held = true;
      return () => {
        if (!held) return;
        held = false;
        this.#kept -= 1;
        if (this.#kept === 0 && !contextStorageAlwaysOn()) this._asyncLocalStorage.disable();
      };
    }
  })();
}
