import { Histogram, type Registry } from 'prom-client';
import type { App } from '../create-server.js';

/**
 * Rate, errors and duration per route, from one histogram: its `_count` by `status_code` is the rate and the errors,
 * its buckets the duration. The route is the registered pattern (`/orders/:id`), so ids do not multiply the series;
 * requests no route matched share one label.
 */
export function installHttpMetrics(app: App, registry: Registry): void {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code, and how long they took',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === metricsPath) return;
    duration.observe({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
  });
}

export const metricsPath = '/metrics';
