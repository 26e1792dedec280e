import { ROOT_CONTEXT, SpanKind, TraceFlags, context, trace, type Context } from '@opentelemetry/api';
import { SamplingDecision } from '@opentelemetry/sdk-trace';
import { sampledOnly, sampledShare, startAtEntries } from '../src/telemetry/sampling.mjs';

// Head sampling as the kit's telemetry sets it up (services/kit/src/telemetry/sampling.mjs): where a trace starts, and
// what a request that is not kept carries.
const traceId = (n: number) => n.toString(16).padStart(32, '0');
const withParent = (flags: TraceFlags): Context =>
  trace.setSpanContext(ROOT_CONTEXT, { traceId: traceId(7), spanId: '00000000000000a1', traceFlags: flags, isRemote: true });
const kept = (sampler: ReturnType<typeof startAtEntries>, at: Context, kind: SpanKind) =>
  sampler.shouldSample(at, traceId(1), 'span', kind, {}, []).decision === SamplingDecision.RECORD_AND_SAMPLED;

it('reads the share kept from the standard variables: the ratio, none, or all by default', () => {
  expect(sampledShare({ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' })).toBe(0.1);
  expect(sampledShare({ OTEL_TRACES_SAMPLER: 'parentbased_always_off' })).toBe(0);
  expect(sampledShare({})).toBe(1);
});

it('starts a trace only at a request entering (a server span with no parent), and follows a parent otherwise', () => {
  const all = startAtEntries();
  expect(kept(all, ROOT_CONTEXT, SpanKind.SERVER)).toBe(true);
  // A query, a Kafka send or an outgoing call with no parent: the work of a request that was not kept.
  for (const kind of [SpanKind.CLIENT, SpanKind.PRODUCER, SpanKind.CONSUMER, SpanKind.INTERNAL]) {
    expect(kept(all, ROOT_CONTEXT, kind)).toBe(false);
  }
  // A caller's traceparent (or a message's headers) decides.
  expect(kept(all, withParent(TraceFlags.SAMPLED), SpanKind.SERVER)).toBe(true);
  expect(kept(all, withParent(TraceFlags.SAMPLED), SpanKind.CLIENT)).toBe(true);
  expect(kept(all, withParent(TraceFlags.NONE), SpanKind.SERVER)).toBe(false);
});

it('never enters the context of a span that is not kept: the work under it sees no span and makes none', async () => {
  const manager = sampledOnly().enable();
  context.setGlobalContextManager(manager);
  try {
    const skipped = trace.setSpanContext(ROOT_CONTEXT, { traceId: traceId(2), spanId: '00000000000000b2', traceFlags: TraceFlags.NONE });
    const sampled = trace.setSpanContext(ROOT_CONTEXT, { traceId: traceId(3), spanId: '00000000000000c3', traceFlags: TraceFlags.SAMPLED });
    const seen = (at: Context) =>
      context.with(at, async () => {
        await Promise.resolve();
        return trace.getSpan(context.active())?.spanContext().traceId;
      });
    expect(await seen(skipped)).toBeUndefined();
    expect(await seen(sampled)).toBe(traceId(3));
    // Nested: a kept trace's work keeps its span even where a context without one is asked for.
    expect(await context.with(sampled, () => seen(skipped))).toBe(traceId(3));
  } finally {
    context.disable();
  }
});
