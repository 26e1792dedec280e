import { topics } from '@mb/contracts';
import { createServiceApp } from '@mb/service-kit';
import type { AnalyticsConfig } from './config.js';
import { ingestTracked, trackedGroup } from './consumers/tracked.consumer.js';
import { purgeEventsWorker } from './jobs/purge-events.job.js';
import { consentRoutes } from './modules/consent/consent.routes.js';
import { summaryRoutes } from './modules/summary/summary.routes.js';

/** Consent proofs, the tracking calls' ingestion (from the gateway's topic, in batches) and the admin summaries. */
export function buildApp(config: AnalyticsConfig) {
  return createServiceApp({
    name: 'analytics',
    config,
    // Only the operator console's audit entries: analytics announces nothing else.
    publishes: [topics.analyticsAudit],
    batchConsumers: [{ group: trackedGroup, topic: topics.analyticsTracked, handle: ingestTracked }],
    routes(app, { pool }) {
      consentRoutes(app, pool);
      summaryRoutes(app, pool);
    },
    workers: ({ pool, redis, log }) => [
      purgeEventsWorker({ pool, connection: redis, namespace: config.BUS_NAMESPACE, everyMs: config.PURGE_EVERY_MS, log }),
    ],
  });
}
