import type { Registry } from 'prom-client';
import type { App } from '../create-server.js';
import { sameSecret } from '../same-secret.js';
import { metricsPath } from './http-metrics.js';

/**
 * `GET /metrics` in Prometheus' text format, for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`. The
 * gateway faces the internet and the same route is on it, so a figure of traffic per route is not for anyone who asks:
 * without the token the route answers 404, as if it were not there.
 */
export function metricsRoute(app: App, registry: Registry, token: string): void {
  app.get(metricsPath, { schema: { hide: true } }, async (request, reply) => {
    const given = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameSecret(given, token)) return reply.callNotFound();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
