// One span per request, kept or not by the sampler before anything else is done for it. In place of @fastify/otel,
// which made a span, its attributes and its context for every request, kept or not, and added an onSend and an
// onError hook to every route: about 13 µs of the gateway's 100 µs public catalogue request with one trace in ten
// kept (bench/README.md, "Tracing on and off"). Here a request whose trace is not kept costs a sampling decision and
// nothing more: no ids, no span, no attributes, no context entered (the calls it makes still tell the next service
// "not sampled": the undici instrumentation's client span, having no parent, is not kept either, and its
// `traceparent` says so).
import { ROOT_CONTEXT, SpanKind, SpanStatusCode, context, propagation, trace } from '@opentelemetry/api';

const kSpan = Symbol('mb request span');
const kError = Symbol('mb request error');

/** Routes that are nobody's request: probes and Prometheus' scrapes. */
const unwatched = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Adds the request span's hooks to a Fastify instance as it is created (the `fastify.initialization` diagnostics
 * channel, so before any of the app's own hooks and routes): the span starts where the request enters, continues the
 * caller's `traceparent`, and the rest of the request (every later hook, the handler, the queries and calls they
 * make) runs in its context. Named `request`, as @fastify/otel named it (gateway/test/purchase-trace.test.ts).
 * A request with no caller's trace starts one when `starts()` says so (./sampling.mjs, `traceStarts`), decided here
 * before anything is made: the SDK's ratio sampler decides by the trace id, so it needs the ids, and the
 * span made for its answer, for each of the nine requests in ten it drops (3 µs of the gateway's 105 µs public
 * catalogue request). A kept request holds `contexts` (./sampling.mjs, `sampledOnly`) on until its response closes,
 * or until it is hijacked: an event stream lives as long as its client, and a kept one would keep Node's promise hooks
 * on for the whole process all that time (its events are written from the feed's own work, not the request's).
 */
export function traceRequests(tracer, starts, contexts) {
  return (fastify) => {
    fastify.decorateRequest(kSpan, null);
    fastify.decorateRequest(kError, null);
    fastify.addHook('onRequest', function startRequestSpan(request, reply, done) {
      const query = request.url.indexOf('?');
      const path = query === -1 ? request.url : request.url.slice(0, query);
      // Before the decision: a probe or a scrape must not spend one of the traces a second (`starts`).
      if (unwatched.has(path)) return done();
      const parent = request.headers.traceparent ? propagation.extract(ROOT_CONTEXT, request.headers) : ROOT_CONTEXT;
      if (!trace.getSpanContext(parent) && !starts()) return done();
      const span = tracer.startSpan('request', { kind: SpanKind.SERVER }, parent);
      if (!span.isRecording()) return done();
      // After the decision: Fastify builds `routeOptions` anew each time it is read.
      const route = request.routeOptions.url;
      span.setAttributes({
        'http.request.method': request.method,
        'url.path': path,
        ...(route ? { 'http.route': route } : {}),
      });
      request[kSpan] = span;
      const release = contexts.hold();
      // The response's `close` comes once it is sent, or when the client went away first (an aborted stream).
      reply.raw.once('close', () => {
        release();
        endRequestSpan(span, reply.raw, request[kError]);
      });
      const hijack = reply.hijack;
      reply.hijack = function hijackReleasing() {
        release();
        return hijack.call(this);
      };
      context.with(trace.setSpan(parent, span), done);
    });
    fastify.addHook('onError', function recordRequestError(request, _reply, error, done) {
      const span = request[kSpan];
      if (span) {
        span.recordException(error);
        request[kError] = error;
      }
      done();
    });
  };
}

/**
 * The answer's status on the span, failed on a 5xx with the error's message when one was thrown (a 4xx is the
 * caller's mistake, not the service's: its error is recorded on the span, which is not failed).
 */
function endRequestSpan(span, response, error) {
  span.setAttribute('http.response.status_code', response.statusCode);
  if (!response.writableFinished) span.setAttribute('http.request.aborted', true);
  if (response.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR, message: error?.message });
  span.end();
}
