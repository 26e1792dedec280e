// kafkajs' instrumentation for the messages of kept traces only. Its consumer side makes a span, its attributes and a
// context for every message handled, kept or not: for the nine messages in ten whose trace was not kept (their
// `traceparent` not sampled, or none) that span is never kept and its context never entered (./sampling.mjs), so
// here such a message goes to its handler as if kafkajs were not instrumented. Its batches (`eachBatch`: analytics)
// are left alone altogether: the instrumentation starts a batch's spans with no parent, linked to the messages'
// traces, so `startAtEntries` keeps none of them. The two overrides are the instrumentation's own (unexported) patch
// methods: should a later version rename them, they stop applying and every message is wrapped again, as before.
import { KafkaJsInstrumentation } from '@opentelemetry/instrumentation-kafkajs';

export class KeptMessagesInstrumentation extends KafkaJsInstrumentation {
  _getConsumerEachMessagePatch(kafkaClient) {
    const traced = super._getConsumerEachMessagePatch(kafkaClient);
    return (original) => {
      const wrapped = traced(original);
      return function eachMessage(payload, ...rest) {
        return (keptTrace(payload.message.headers) ? wrapped : original).call(this, payload, ...rest);
      };
    };
  }

  _getConsumerEachBatchPatch() {
    return (original) => original;
  }
}

/** Whether a message's `traceparent` (W3C: `00-<trace id>-<parent id>-<flags>`) says its trace is kept. */
export function keptTrace(headers) {
  const header = headers?.traceparent;
  if (!header) return false;
  const text = String(header);
  return text.length >= 55 && text[52] === '-' && (Number.parseInt(text.slice(53, 55), 16) & 1) === 1;
}
