import { ROOT_CONTEXT, TraceFlags, context, trace } from '@opentelemetry/api';
import { KeptMessagesInstrumentation, keptTrace } from '../src/telemetry/kept-messages.mjs';
import { recordingSdk } from './recording-sdk.js';

// kafkajs as the kit's telemetry instruments it (services/kit/src/telemetry/kept-messages.mjs): a span and headers for
// a message of a kept trace, nothing for the others. Handlers and sends are wrapped as kafkajs' own would be.
const sdk = recordingSdk();
const { started } = sdk;
const instrumentation = new KeptMessagesInstrumentation();
const traceparent = (flags: string) => `00-0af7651916cd43dd8448eb211c80319c-00f067aa0ba902b7-${flags}`;

beforeAll(() => {
  sdk.start();
  instrumentation.setTracerProvider(trace.getTracerProvider());
});
afterAll(() => sdk.shutdown());

it('reads whether a message belongs to a kept trace from its traceparent', () => {
  expect(keptTrace({ traceparent: Buffer.from(traceparent('01')) })).toBe(true);
  expect(keptTrace({ traceparent: traceparent('03') })).toBe(true);
  expect(keptTrace({ traceparent: Buffer.from(traceparent('00')) })).toBe(false);
  expect(keptTrace({})).toBe(false);
  expect(keptTrace(undefined)).toBe(false);
  expect(keptTrace({ traceparent: 'basura' })).toBe(false);
});

it("sends a kept trace's messages with their span and its traceparent, and any other message untouched", async () => {
  const sent: Array<Record<string, unknown> | undefined> = [];
  const send = async (record: { topic: string; messages: Array<{ headers?: Record<string, unknown> }> }) =>
    void sent.push(record.messages[0]!.headers);
  const patched = (instrumentation as any)._getSendPatch()(send);
  const producer = {};
  const kept = trace.setSpanContext(ROOT_CONTEXT, {
    traceId: '1'.padStart(32, '0'),
    spanId: '2'.padStart(16, '0'),
    traceFlags: TraceFlags.SAMPLED,
  });
  await context.with(kept, () => patched.call(producer, { topic: 'restaurant.order', messages: [{ value: 'a' }] }));
  await patched.call(producer, { topic: 'restaurant.order', messages: [{ value: 'b' }] });
  expect(started).toEqual(['send restaurant.order']);
  expect(String(sent[0]?.traceparent)).toMatch(/^00-0{31}1-[0-9a-f]{16}-01$/);
  expect(sent[1]).toBeUndefined();
});

it("handles a kept trace's message inside its span, and any other message as if kafkajs were not instrumented", async () => {
  const seen: Array<string | undefined> = [];
  started.length = 0;
  const handler = async () => void seen.push(trace.getActiveSpan()?.spanContext().traceId);
  const each = (instrumentation as any)._getConsumerEachMessagePatch({})(handler);
  const message = (headers: Record<string, Buffer>) => ({ topic: 'restaurant.order', partition: 0, message: { headers, offset: '1' } });
  await each(message({ traceparent: Buffer.from(traceparent('01')) }));
  await each(message({ traceparent: Buffer.from(traceparent('00')) }));
  await each(message({}));
  expect(started).toEqual(['process restaurant.order']);
  expect(seen).toEqual(['0af7651916cd43dd8448eb211c80319c', undefined, undefined]);
  // Batches: never wrapped (their spans start with no parent, which the sampler never keeps).
  const batch = async () => {};
  expect((instrumentation as any)._getConsumerEachBatchPatch({})(batch)).toBe(batch);
});
