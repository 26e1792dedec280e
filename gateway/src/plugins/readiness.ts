import { once } from 'node:events';
import { httpClient, type App } from '@mb/service-kit';
import type { Redis } from 'ioredis';

/** The gateway is ready when its Redis answers and every service reports itself ready (PostgreSQL, Redis, Kafka). */
export function registerReadiness(app: App, options: { services: Record<string, string>; redis: Redis }): void {
  app.readinessChecks.set('redis', async () => {
    // The request client refuses commands until connected: one just started (or reconnecting) gets a moment first.
    if (options.redis.status !== 'ready') await once(options.redis, 'ready', { signal: AbortSignal.timeout(1000) }).catch(() => {});
    await options.redis.ping();
  });
  for (const [name, url] of Object.entries(options.services)) {
    app.readinessChecks.set(name, async () => {
      const answer = await httpClient({ baseUrl: url, timeoutMs: 1500, unavailable: `${name} unreachable` }).json('/readyz');
      const body = (answer.body ?? {}) as { checks?: Record<string, { ready: boolean }> };
      if (!answer.ok) {
        const failing = Object.entries(body.checks ?? {})
          .filter(([, check]) => !check.ready)
          .map(([dependency]) => dependency);
        throw new Error(failing.length ? `not ready: ${failing.join(', ')}` : `HTTP ${answer.status}`);
      }
      return body.checks;
    });
  }
}
