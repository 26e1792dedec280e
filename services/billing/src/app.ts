import { topics, uploadLimits } from '@mb/contracts';
import { createServiceApp } from '@mb/service-kit';
import { acceptUploads, openMediaStorage } from '@mb/service-kit/media';
import type { BillingConfig } from './config.js';
import { billingConsumers } from './consumers/index.js';
import { buyerSources } from './buyer/buyer-sources.js';
import { billingWorkers } from './jobs/billing-jobs.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { manualPaymentsRoutes } from './modules/payments/manual-payments.routes.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { refundRoutes } from './modules/payments/refund.routes.js';
import { wompiEventsRoutes } from './modules/payments/wompi-events.routes.js';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.js';
import { wompiClient } from './wompi/wompi-client.js';

export function buildApp(config: BillingConfig) {
  return createServiceApp({
    name: 'billing',
    config,
    publishes: [topics.billingOrder, topics.billingPayment, topics.billingSubscription, topics.billingAudit],
    consumers: billingConsumers,
    deps: () => ({
      wompi: wompiClient({ apiUrl: config.WOMPI_API_URL, privateKey: config.WOMPI_PRIVATE_KEY, timeoutMs: config.WOMPI_TIMEOUT_MS }),
      buyers: buyerSources({
        identityUrl: config.IDENTITY_URL,
        invoicingUrl: config.INVOICING_URL,
        timeoutMs: config.BUYER_LOOKUP_TIMEOUT_MS,
      }),
    }),
    async routes(app, deps) {
      const { pool, buyers } = deps;
      ordersRoutes(app, deps);
      paymentsRoutes(app, deps);
      refundRoutes(app, pool);
      wompiEventsRoutes(app, deps);
      subscriptionsRoutes(app, pool);
      await acceptUploads(app, uploadLimits.imageBytes);
      manualPaymentsRoutes(app, {
        pool,
        buyers,
        receipts: openMediaStorage(app, { dir: config.MEDIA_DIR, mongoUrl: config.MEDIA_MONGODB_URL }),
      });
    },
    workers: (deps) => billingWorkers(deps, deps.redis),
  });
}
