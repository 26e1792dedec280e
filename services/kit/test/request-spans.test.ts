import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import type { ReadableSpan } from '@opentelemetry/sdk-trace';
import Fastify from 'fastify';
import { traceRequests } from '../src/telemetry/request-spans.mjs';
import { traceStarts } from '../src/telemetry/sampling.mjs';
import { traceLogFields } from '../src/telemetry/trace-context.js';
import { eventually } from '../src/testing/index.js';
import { recordingSdk } from './recording-sdk.js';

// The request span as the kit's telemetry adds it to every Fastify app (services/kit/src/telemetry/request-spans.mjs),
// over real HTTP, with every trace started here kept and a caller's decision followed.
const sdk = recordingSdk();
const { started, finished } = sdk;
const app = Fastify({ forceCloseConnections: true });
let base: string;
/** What the handlers saw of the trace they ran in. */
const seen: Array<ReturnType<typeof traceLogFields>> = [];
const traceId = '0af7651916cd43dd8448eb211c80319c';
let release = () => {};
let released = Promise.resolve();
let leftWork: Promise<ReturnType<typeof traceLogFields>> | undefined;

beforeAll(async () => {
  sdk.start();
  traceRequests(trace.getTracer('test'), () => true, sdk.contexts)(app);
  // An app's own hook, as the services' authentication: it runs, and waits, inside the request's span.
  app.addHook('onRequest', async () => {
    await sleep(1);
    seen.push(traceLogFields());
  });
  app.get('/things/:id', async () => ({ ok: true }));
  app.post('/things', async (request) => {
    await sleep(1);
    seen.push(traceLogFields());
    return request.body;
  });
  app.get('/broken', async () => {
    throw new Error('sin conexión');
  });
  app.get('/healthz', async () => ({ ok: true }));
  // Work a handler leaves running, to read its trace once the test lets it go: after the response, or while an event
  // stream it hijacked is still open.
  app.get('/leaves-work', async () => {
    leftWork = released.then(traceLogFields);
    return { ok: true };
  });
  app.get('/live', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.write('data: abierto\n\n');
    leftWork = released.then(traceLogFields);
  });
  app.get('/stream', (_request, reply) => {
    const stream = new Readable({ read() {} });
    stream.push('data: abierto\n\n');
    return reply.type('text/event-stream').send(stream);
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await sdk.shutdown();
});
beforeEach(() => {
  finished.length = 0;
  seen.length = 0;
  released = new Promise((resolve) => (release = resolve));
});

/** The request spans ended once `count` of them are. */
const ended = (count: number) =>
  eventually(
    () => {
      const spans = finished.filter((span) => span.name === 'request');
      expect(spans).toHaveLength(count);
      return spans;
    },
    5000,
    20,
  );

it('makes one server span per request, named and described as before, with the rest of the request inside it', async () => {
  await fetch(`${base}/things/7?pagina=2`);
  await fetch(`${base}/things`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
  const [get, post] = await ended(2);
  expect(get!.kind).toBe(SpanKind.SERVER);
  expect(get!.attributes).toEqual({
    'http.request.method': 'GET',
    'url.path': '/things/7',
    'http.route': '/things/:id',
    'http.response.status_code': 200,
  });
  expect(post!.attributes['http.response.status_code']).toBe(200);
  // The app's hook for both requests and the handler after the body was read: each in its own request's span.
  const ids = (span: ReadableSpan) => ({ trace_id: span.spanContext().traceId, span_id: span.spanContext().spanId });
  expect(seen).toEqual([ids(get!), ids(post!), ids(post!)]);
});

it("continues a caller's trace, and makes nothing for a request whose caller did not keep it", async () => {
  await fetch(`${base}/things/1`, { headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } });
  const [continued] = await ended(1);
  expect(continued!.spanContext().traceId).toBe(traceId);
  expect(continued!.parentSpanContext?.spanId).toBe('00f067aa0ba902b7');

  finished.length = 0;
  seen.length = 0;
  await fetch(`${base}/things/1`, { headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-00` } });
  await sleep(50);
  expect(finished).toEqual([]);
  expect(seen).toEqual([{}]); // no span entered: the request's queries and calls find none
});

it('fails the span of a 5xx with its error, and leaves probes untraced', async () => {
  await fetch(`${base}/healthz`);
  await fetch(`${base}/broken`);
  await fetch(`${base}/nowhere`);
  const [broken, missing] = await ended(2);
  expect(broken!.attributes['http.response.status_code']).toBe(500);
  expect(broken!.status).toEqual({ code: SpanStatusCode.ERROR, message: 'sin conexión' });
  expect(broken!.events.map((event) => event.name)).toEqual(['exception']);
  expect(missing!.attributes).toMatchObject({ 'url.path': '/nowhere', 'http.response.status_code': 404 });
  expect(missing!.status.code).toBe(SpanStatusCode.UNSET);
});

it('ends the span of a stream the client leaves before its end', async () => {
  const leaving = new AbortController();
  const response = await fetch(`${base}/stream`, { signal: leaving.signal });
  expect(response.status).toBe(200);
  leaving.abort();
  const [stream] = await ended(1);
  expect(stream!.attributes).toMatchObject({ 'http.route': '/stream', 'http.request.aborted': true });
});

it("leaves no trace to work still running once a kept request's response is sent, or once it hijacked its reply", async () => {
  // Node 20's promise hooks stay on only while kept work is under way (services/kit/src/telemetry/sampling.mjs).
  await (await fetch(`${base}/leaves-work`)).json();
  await ended(1);
  release();
  expect(await leftWork).toEqual({});

  released = new Promise((resolve) => (release = resolve));
  const leaving = new AbortController();
  const stream = await fetch(`${base}/live`, { signal: leaving.signal });
  const reader = stream.body!.getReader();
  expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: abierto\n\n');
  release();
  expect(await leftWork).toEqual({}); // the stream is still open
  leaving.abort();
  expect((await ended(2)).map((span) => span.attributes['http.route'])).toEqual(['/leaves-work', '/live']);
});

it('spends none of the traces a second on probes and scrapes', async () => {
  const limited = Fastify();
  // One trace a second and a clock that never moves: a single trace, ever.
  traceRequests(
    trace.getTracer('test'),
    traceStarts({ MB_TRACES_PER_SECOND: '1' }, () => 0),
    sdk.contexts,
  )(limited);
  for (const url of ['/healthz', '/readyz', '/metrics', '/']) limited.get(url, async () => ({ ok: true }));
  started.length = 0;
  for (const url of ['/healthz', '/readyz?full=1', '/metrics', '/', '/']) await limited.inject({ url });
  expect(started).toEqual(['request']);
  await limited.close();
});

it('starts a trace for about the configured share of requests entering, and follows every caller that kept one', async () => {
  const oneInTen = Fastify();
  traceRequests(
    trace.getTracer('test'),
    traceStarts({ OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1' }),
    sdk.contexts,
  )(oneInTen);
  oneInTen.get('/', async () => ({ ok: true }));
  started.length = 0;
  // 2 000 requests: 200 expected, the bounds over 5 standard deviations (13) away.
  for (let n = 0; n < 2000; n += 1) await oneInTen.inject({ url: '/' });
  expect(started.length).toBeGreaterThan(130);
  expect(started.length).toBeLessThan(270);
  started.length = 0;
  for (let n = 0; n < 20; n += 1) await oneInTen.inject({ url: '/', headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } });
  expect(started).toHaveLength(20);
  await oneInTen.close();
});
