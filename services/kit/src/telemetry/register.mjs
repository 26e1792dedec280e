// Traces for every process of the platform, set up in this one place (as eShop's ServiceDefaults do). Preloaded with
// `node --import @mb/service-kit/telemetry <server>` so it runs before the service's own modules load: pg, ioredis and
// kafkajs are patched when they are first imported, which has to come after this. Plain JavaScript because bundles
// (dist/server.js) run without tsx.
//
// With no OTLP endpoint configured (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) nothing at all
// is loaded: @opentelemetry/api stays a no-op and tracing costs nothing.
//
// What is traced: each request (./request-spans.mjs, added to every Fastify app as it is made), PostgreSQL queries
// and Redis commands made on behalf of one, Kafka sends and the handling of each consumed message (kafkajs carries the
// context in its headers), and outgoing HTTP calls through undici (the services' and the gateway's clients). The kit
// carries the context itself where no library does: outbox rows, the relay and BullMQ jobs (see ./trace-context.ts).
import { subscribe } from 'node:diagnostics_channel';
import Module, { register } from 'node:module';
import { basename, dirname } from 'node:path';

if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) await startTracing();

async function startTracing() {
  // import-in-the-middle patches the ES modules the instrumentations name, and only those (the message channel).
  const { createAddHookMessageChannel } = await import('import-in-the-middle');
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  const [
    { NodeSDK },
    { sampledOnly, startAtEntries, traceStarts },
    { traceRequests },
    { trace },
    { PgInstrumentation },
    { IORedisInstrumentation },
    { KeptMessagesInstrumentation },
    { UndiciInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('./sampling.mjs'),
    import('./request-spans.mjs'),
    import('@opentelemetry/api'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
    import('./kept-messages.mjs'),
    import('@opentelemetry/instrumentation-undici'),
  ]);
  // Jaeger takes traces only; the SDK would otherwise also export metrics and logs (metrics are at /metrics).
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  const contexts = sampledOnly();
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME || serviceFromScript(process.argv[1] ?? ''),
    sampler: startAtEntries(),
    contextManager: contexts,
    instrumentations: [
      // Only within a traced operation: the relay's polling and the workers' blocking reads would each be a trace.
      // Taking a pooled connection is no span of its own (it was four of a checkout's 31): the query spans remain.
      new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
      new KeptMessagesInstrumentation(),
      new UndiciInstrumentation(),
    ],
  });
  sdk.start();
  // Fastify announces each app it makes, before the app's own plugins, hooks and routes are added.
  const addRequestSpans = traceRequests(trace.getTracer('@mb/service-kit'), traceStarts(process.env), contexts);
  subscribe('fastify.initialization', ({ fastify }) => addRequestSpans(fastify));
  rememberLateRequires();
  await waitForAllMessagesAcknowledged();
  // Spans still batched are sent before the process ends (close-with-grace exits once the app has closed).
  const flush = () => void sdk.shutdown().catch(() => {});
  process.once('SIGTERM', flush);
  process.once('SIGINT', flush);
}

/**
 * The instrumentations patch CommonJS packages through require-in-the-middle, whose hook resolves the file name of
 * every require() call for the process's whole life, once per copy of @opentelemetry/instrumentation installed (each
 * instrumentation package carries its own). kafkajs requires its protocol encoders lazily, on every produce, fetch,
 * commit and heartbeat, so each Kafka call paid several resolutions: 0.5 ms of CPU per kitchen order under tsx, whose
 * resolver formats a stack trace each time (bench/tracing-overhead.bench.ts). The hooks matter only the first time a
 * module asks for a name: a module that has finished loading and asks again gets the answer it got before.
 */
function rememberLateRequires() {
  const hooked = Module.prototype.require;
  const answers = new WeakMap();
  Module.prototype.require = function require(id) {
    if (!this?.loaded) return hooked.call(this, id);
    let known = answers.get(this);
    if (!known) answers.set(this, (known = new Map()));
    if (!known.has(id)) known.set(id, hooked.call(this, id));
    return known.get(id);
  };
}

/** `services/billing/dist/server.js` → `billing`, `gateway/src/server.ts` → `gateway`. */
function serviceFromScript(script) {
  const folder = dirname(dirname(script));
  return basename(folder) || 'mb-platform';
}
