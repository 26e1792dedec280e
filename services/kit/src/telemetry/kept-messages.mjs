// kafkajs' instrumentation for the messages of kept traces only. It makes a span, its attributes and a context for
// every message sent and every message handled, kept or not, and writes a `traceparent` into every message's headers:
// for the nine messages in ten whose trace was not kept that span is never kept and its context never entered
// (./sampling.mjs). Here a message sent outside a kept trace goes out as if kafkajs were not instrumented (no span, no
// headers), and a message handled without a kept trace's `traceparent` (not sampled, or none) goes to its handler
// likewise. Batches handled (`eachBatch`: analytics) are left alone altogether: the instrumentation starts their spans
// with no parent, linked to the messages' traces, so `startAtEntries` keeps none of them. The overrides are the
// instrumentation's own (unexported) patch methods: should a later version rename them, they stop applying and every
// message is wrapped again, as before.
import { TraceFlags, trace } from '@opentelemetry/api';
import { KafkaJsInstrumentation } from '@opentelemetry/instrumentation-kafkajs';

export class KeptMessagesInstrumentation extends KafkaJsInstrumentation {
  _getSendPatch() {
    return onlyWhen(inKeptTrace, super._getSendPatch());
  }

  _getSendBatchPatch() {
    return onlyWhen(inKeptTrace, super._getSendBatchPatch());
  }

  _getConsumerEachMessagePatch(kafkaClient) {
    return onlyWhen((payload) => keptTrace(payload.message.headers), super._getConsumerEachMessagePatch(kafkaClient));
  }

  _getConsumerEachBatchPatch() {
    return (original) => original;
  }
}

/** The instrumentation's `patch`, applied to a call only when `applies(...its arguments)`; the original otherwise. */
function onlyWhen(applies, patch) {
  return (original) => {
    const patched = patch(original);
    return function maybeTraced(...args) {
      return (applies(...args) ? patched : original).apply(this, args);
    };
  };
}

/** Whether the work under way belongs to a kept trace. */
function inKeptTrace() {
  const span = trace.getActiveSpan();
  return span !== undefined && (span.spanContext().traceFlags & TraceFlags.SAMPLED) !== 0;
}

/** Whether a message's `traceparent` (W3C: `00-<trace id>-<parent id>-<flags>`) says its trace is kept. */
export function keptTrace(headers) {
  const header = headers?.traceparent;
  if (!header) return false;
  const text = String(header);
  return text.length >= 55 && text[52] === '-' && (Number.parseInt(text.slice(53, 55), 16) & 1) === 1;
}
