import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ROOT_CONTEXT, SpanKind, TraceFlags, context, trace, type Context } from '@opentelemetry/api';
import { SamplingDecision } from '@opentelemetry/sdk-trace';
import { carriedValue, keepContextStorageOn } from '../src/async-context.mjs';
import { sampledOnly, startAtEntries, traceStarts } from '../src/telemetry/sampling.mjs';

// Head sampling as the kit's telemetry sets it up (services/kit/src/telemetry/sampling.mjs): where a trace starts, and
// what a request that is not kept carries.
const traceId = (n: number) => n.toString(16).padStart(32, '0');
const withParent = (flags: TraceFlags): Context =>
  trace.setSpanContext(ROOT_CONTEXT, { traceId: traceId(7), spanId: '00000000000000a1', traceFlags: flags, isRemote: true });
const kept = (sampler: ReturnType<typeof startAtEntries>, at: Context, kind: SpanKind) =>
  sampler.shouldSample(at, traceId(1), 'span', kind, {}, []).decision === SamplingDecision.RECORD_AND_SAMPLED;

/** Runs `test` with the kit's context manager as the global one, and puts it away after. */
async function withKitContexts(test: (manager: ReturnType<typeof sampledOnly>) => Promise<void>) {
  const manager = sampledOnly().enable();
  context.setGlobalContextManager(manager);
  try {
    await test(manager);
  } finally {
    context.disable();
  }
}

/** Work started now that calls `read` once `go` is called: what it sees of the context it was started in. */
function leftRunning<T>(read: () => T) {
  let go = () => {};
  const gate = new Promise<void>((resolve) => (go = resolve));
  return { go, seen: gate.then(read) };
}

/** How many of `count` requests entering one after the other start a trace. */
const startedOf = (starts: () => boolean, count: number) => Array.from({ length: count }, starts).filter(Boolean).length;

it('reads the share kept from the standard variables: the ratio, none, or all by default', () => {
  const oneInTen = startedOf(traceStarts({ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' }), 2000);
  expect(oneInTen).toBeGreaterThan(130); // 200 expected, the bounds over 5 standard deviations (13) away
  expect(oneInTen).toBeLessThan(270);
  expect(startedOf(traceStarts({ OTEL_TRACES_SAMPLER: 'parentbased_always_off' }), 100)).toBe(0);
  expect(startedOf(traceStarts({}), 100)).toBe(100);
});

it("starts no more than MB_TRACES_PER_SECOND traces a second, one second's worth at once", () => {
  let now = 0;
  const starts = traceStarts({ MB_TRACES_PER_SECOND: '5' }, () => now);
  expect(startedOf(starts, 20)).toBe(5);
  now = 200; // a fifth of a second: one more
  expect(startedOf(starts, 20)).toBe(1);
  now = 60_000; // a quiet minute keeps no more than a second's worth
  expect(startedOf(starts, 20)).toBe(5);
  // Within the share: one in ten of a busy second is still at most the limit.
  const sampled = traceStarts(
    { OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1', MB_TRACES_PER_SECOND: '5' },
    () => now,
  );
  expect(startedOf(sampled, 1000)).toBe(5);
  expect(() => traceStarts({ MB_TRACES_PER_SECOND: 'cinco' })).toThrow(
    'MB_TRACES_PER_SECOND: a number of traces a second above 0, not "cinco"',
  );
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

it('never enters the context of a span that is not kept: the work under it sees no span and makes none', () =>
  withKitContexts(async () => {
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
  }));

it('keeps its storage on only while kept work is under way: work left running after it sees no trace', () =>
  withKitContexts(async (manager) => {
    const sampled = trace.setSpanContext(ROOT_CONTEXT, { traceId: traceId(4), spanId: '00000000000000d4', traceFlags: TraceFlags.SAMPLED });
    const seen = () => trace.getSpan(context.active())?.spanContext().traceId;

    // A kept function's own awaits see its trace; what it left running, once it has ended, does not.
    let left = leftRunning(seen);
    const inside = await context.with(sampled, async () => {
      left = leftRunning(seen);
      await Promise.resolve();
      return seen();
    });
    expect(inside).toBe(traceId(4));
    left.go();
    expect(await left.seen).toBeUndefined();

    // Held (a kept request until its response closes): the work it started sees its trace until it is released.
    const [first, second] = [manager.hold(), manager.hold()];
    context.with(sampled, () => void (left = leftRunning(seen)));
    first();
    first(); // once only: the second holder still keeps it on
    left.go();
    expect(await left.seen).toBe(traceId(4));
    context.with(sampled, () => void (left = leftRunning(seen)));
    second();
    left.go();
    expect(await left.seen).toBeUndefined();
  }));

it("shares the process's one storage with an app's carried value, kept on for good once the app says so", () =>
  withKitContexts(async () => {
    // As instrumentations make a span's context: from the active one, which holds the caller.
    const sampled = () =>
      trace.setSpanContext(context.active(), { traceId: traceId(5), spanId: '00000000000000e5', traceFlags: TraceFlags.SAMPLED });
    const caller = carriedValue<string>('caller');
    keepContextStorageOn(); // the gateway: every request carries its caller
    const seen = await caller.run('203.0.113.7', () =>
      context.with(sampled(), async () => {
        await Promise.resolve();
        return { caller: caller.get(), traceId: trace.getActiveSpan()?.spanContext().traceId };
      }),
    );
    expect(seen).toEqual({ caller: '203.0.113.7', traceId: traceId(5) });
    // After a kept trace has ended, a request's work still sees its caller: the storage was not turned off.
    const later = caller.run('198.51.100.4', () => leftRunning(caller.get));
    await context.with(sampled(), async () => {});
    later.go();
    expect(await later.seen).toBe('198.51.100.4');
  }));

it('lets a rejection in kept work that nobody handles reach unhandledRejection, as untraced', async () => {
  // In a process of its own: Jest takes unhandled rejections for itself.
  const script = `
    import { ROOT_CONTEXT, TraceFlags, context, trace } from '@opentelemetry/api';
    import { sampledOnly } from './src/telemetry/sampling.mjs';
    context.setGlobalContextManager(sampledOnly().enable());
    process.on('unhandledRejection', (reason) => console.log('unhandled: ' + reason.message));
    const sampled = trace.setSpanContext(ROOT_CONTEXT, { traceId: '${traceId(6)}', spanId: '00000000000000f6', traceFlags: TraceFlags.SAMPLED });
    const kept = await context.with(sampled, async () => 'kept');
    console.log(kept + ', then');
    context.with(sampled, async () => { throw new Error('lost'); });
  `;
  const kit = fileURLToPath(new URL('..', import.meta.url));
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { cwd: kit });
  expect(stdout).toBe('kept, then\nunhandled: lost\n');
});
