import { NodeSDK } from '@opentelemetry/sdk-node';
import type { ReadableSpan } from '@opentelemetry/sdk-trace';
import { sampledOnly, startAtEntries } from '../src/telemetry/sampling.mjs';

/**
 * The OpenTelemetry SDK in the test's process with no exporter: the names of the spans it starts are kept in
 * `started`, the spans it ends in `finished`. With the kit's own sampler and context manager (`sampling.mjs`), unless
 * `kitSampling` is false (the SDK's defaults: every span kept).
 */
export function recordingSdk({ kitSampling = true } = {}) {
  const started: string[] = [];
  const finished: ReadableSpan[] = [];
  const contexts = sampledOnly();
  const sdk = new NodeSDK({
    instrumentations: [],
    ...(kitSampling ? { sampler: startAtEntries(), contextManager: contexts } : {}),
    spanProcessors: [
      {
        onStart: (span) => void started.push(span.name),
        onEnd: (span) => void finished.push(span),
        forceFlush: async () => {},
        shutdown: async () => {},
      },
    ],
  });
  return {
    started,
    finished,
    /** The kit's context manager (with `kitSampling`). */
    contexts,
    /** Traces only, as the kit's telemetry sets it up: no metrics or logs exporter either. */
    start() {
      process.env.OTEL_METRICS_EXPORTER = 'none';
      process.env.OTEL_LOGS_EXPORTER = 'none';
      sdk.start();
    },
    shutdown: () => sdk.shutdown(),
  };
}
