import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { z } from 'zod';
import { answerClientError, installErrorEnvelope, sendRouterError } from './error-handler.js';
import { installInputGuards } from './input-guards.js';
import { installHttpMetrics } from './metrics/http-metrics.js';
import { metricsRoute } from './metrics/metrics-route.js';
import { sameSecret } from './same-secret.js';
import { traceLogFields } from './telemetry/trace-context.js';

// Validation messages in Spanish, the language of every user-facing text.
z.config(z.locales.es());

/** Throws when not ready; may return details to show (the gateway shows each service's own checks). */
export type ReadinessCheck = () => Promise<void | Record<string, unknown>>;

export interface ServerOptions {
  name: string;
  logLevel?: string;
  /** Body limit in bytes; uploads raise it per route. */
  bodyLimit?: number;
  /** Whose X-Forwarded-For gives the client's address (see `trustProxySetting`); none by default. */
  trustProxy?: boolean | string;
  /**
   * With it, forwarded headers count only on a request that carries it in `x-mb-gateway` (as the gateway's calls do).
   * Trusting an address alone is not enough: on one machine every process calls from loopback, in a cluster from the
   * same private range, so anyone who reaches a service directly could name any client address and, a new one per
   * try, escape the sign-in throttle. A secret header is what the gateway has and such a caller lacks.
   */
  gatewaySecret?: string;
  /** Replaces the JSON 404 (the gateway answers browser routes with the web app). */
  notFoundHandler?: NotFoundHandler;
  /** With it, `GET /metrics` answers a scrape that sends it as a bearer token (see `metricsRoute`). */
  metricsToken?: string;
}

export type NotFoundHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Named checks that /readyz runs; plugins add theirs. */
    readinessChecks: Map<string, ReadinessCheck>;
    /** The process's Prometheus figures, served at /metrics; a service adds its pipeline's (`pipelineMetrics`). */
    metrics: Registry;
  }
}

/**
 * The Fastify app every process starts from: zod validation, request ids, pino logging,
 * the `{ success: false, message }` error envelope, /healthz and /readyz.
 */
export function createServer(options: ServerOptions): App {
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      base: { service: options.name },
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // Each line logged inside a trace names it (trace_id, span_id): from a log line to its trace in Jaeger.
      mixin: traceLogFields,
    },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    return503OnClosing: true,
    // Start-up joins Kafka in an onReady hook: creating topics a new broker races for is retried for about 30 s
    // (ensureTopics), and joining consumer groups on a loaded machine takes seconds more. Fastify's 10 s default
    // would kill a start that was about to succeed.
    pluginTimeout: 60_000,
    trustProxy: options.trustProxy ?? false,
    // Room for any parameter our schemas allow, percent-encoded (up to 12 characters for each one of text): the
    // route's own validation answers 400 instead of the router passing the URL on to a wildcard route (the web app).
    routerOptions: { maxParamLength: 4096 },
    frameworkErrors: sendRouterError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorEnvelope(app, options.notFoundHandler);
  installInputGuards(app);

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  if (options.gatewaySecret) dropForwardedUnlessFromGateway(app, options.gatewaySecret);

  app.decorate('readinessChecks', new Map<string, ReadinessCheck>());

  const metrics = new Registry();
  collectDefaultMetrics({ register: metrics });
  app.decorate('metrics', metrics);
  installHttpMetrics(app as unknown as App, metrics);
  if (options.metricsToken) metricsRoute(app as unknown as App, metrics, options.metricsToken);

  app.get('/healthz', { logLevel: 'warn', schema: { hide: true } }, async () => ({ success: true, status: 'ok' }));

  app.get('/readyz', { logLevel: 'warn', schema: { hide: true } }, async (_request, reply) => {
    const checks = await runChecks(app.readinessChecks);
    const ready = Object.values(checks).every((check) => check.ready);
    return reply.status(ready ? 200 : 503).send({ success: ready, ready, checks });
  });

  return app as unknown as App;
}

export const GATEWAY_SECRET_HEADER = 'x-mb-gateway';
const forwardedHeaders = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'];

/** Whether the request carries the gateway's secret: it came from the gateway or another service of the platform. */
export function sentGatewaySecret(headers: Record<string, unknown>, secret: string): boolean {
  return sameSecret(String(headers[GATEWAY_SECRET_HEADER] ?? ''), secret);
}

/** The first hook: request.ip, host and protocol are read lazily from these headers, so they are gone before anyone asks. */
function dropForwardedUnlessFromGateway(app: FastifyInstance, secret: string): void {
  app.addHook('onRequest', async (request) => {
    if (!sentGatewaySecret(request.headers, secret)) for (const name of forwardedHeaders) delete request.raw.headers[name];
  });
}

export type CheckResult = { ready: boolean; error?: string; checks?: Record<string, unknown> };

async function runChecks(checks: Map<string, ReadinessCheck>): Promise<Record<string, CheckResult>> {
  const entries = await Promise.all(
    [...checks].map(async ([name, check]): Promise<[string, CheckResult]> => {
      try {
        const details = await withTimeout(check(), 2000);
        return [name, details ? { ready: true, checks: details } : { ready: true }];
      } catch (error) {
        return [name, { ready: false, error: (error as Error).message }];
      }
    }),
  );
  return Object.fromEntries(entries);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
