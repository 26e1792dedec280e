import { topics, uploadLimits } from '@mb/contracts';
import { createRedis, createServiceApp, smtpSettings } from '@mb/service-kit';
import { acceptUploads, openMediaStorage } from '@mb/service-kit/media';
import type { RestaurantConfig } from './config.js';
import { restaurantConsumers } from './consumers/index.js';
import { receiptMailWorker } from './jobs/receipt-mail.job.js';
import { webhookDeliveryWorker } from './jobs/webhook-delivery.job.js';
import { requestKeysRetentionWorker } from './jobs/request-keys-retention.job.js';
import { adjustmentsRoutes } from './modules/adjustments/adjustments.routes.js';
import { apiKeyAuthenticator } from './modules/api-keys/api-key-auth.js';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes.js';
import { identityPasswords } from './modules/adjustments/approval.js';
import { appsRoutes } from './modules/apps/apps.routes.js';
import { restaurantTokens } from './modules/apps/restaurant-token.js';
import { assignmentsRoutes } from './modules/assignments/assignments.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { branchesRoutes } from './modules/branches/branches.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { electronicInvoicingRoutes } from './modules/electronic-invoicing/electronic-invoicing.routes.js';
import { invoicingClient } from './modules/electronic-invoicing/invoicing-client.js';
import { checksRoutes } from './modules/checks/checks.routes.js';
import { favouritesRoutes } from './modules/favourites/favourites.routes.js';
import { financeRoutes } from './modules/finance/finance.routes.js';
import { inventoryRoutes } from './modules/inventory/inventory.routes.js';
import { menuRoutes } from './modules/menu/menu.routes.js';
import { orderFeed } from './modules/orders/order-feed.js';
import { createReceiptMailQueue } from './modules/receipts/receipt-mail-queue.js';
import { receiptsRoutes } from './modules/receipts/receipts.routes.js';
import { refundsRoutes } from './modules/refunds/refunds.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { qrMenuRoutes } from './modules/qr-menu/qr-menu.routes.js';
import { tableOrderLimit } from './modules/qr-menu/table-order-limit.js';
import { platformAccess } from './modules/session/platform-access.js';
import { branchOwnership } from './modules/session/branch-ownership.js';
import { restaurantSession } from './modules/session/restaurant-session.js';
import { sessionTokens } from './modules/session/session-token.js';
import { shiftsRoutes } from './modules/shifts/shifts.routes.js';
import { staffPinRoutes } from './modules/staff-pin/staff-pin.routes.js';
import { stationsRoutes } from './modules/stations/stations.routes.js';
import { tablesRoutes } from './modules/tables/tables.routes.js';
import { webhookDestinations } from './modules/webhooks/webhook-address.js';
import { createWebhookQueue } from './modules/webhooks/webhook-queue.js';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.js';
import { webhookEventConsumers } from './consumers/webhook-events.consumer.js';

export function buildApp(config: RestaurantConfig) {
  const invoicing = invoicingClient(config.INVOICING_URL, config.GATEWAY_SECRET);
  return createServiceApp({
    name: 'restaurant',
    config,
    publishes: [
      topics.restaurantOrder,
      topics.restaurantCheck,
      topics.restaurantPayment,
      topics.restaurantShift,
      topics.restaurantStock,
      topics.restaurantAudit,
    ],
    deps: ({ redis }, app) => {
      const webhookQueue = createWebhookQueue({
        connection: redis,
        namespace: config.BUS_NAMESPACE,
        attempts: config.WEBHOOK_ATTEMPTS,
        retryMs: config.WEBHOOK_RETRY_MS,
      });
      app.addHook('onClose', () => webhookQueue.close());
      return { webhookQueue, webhookDestinations: webhookDestinations(config.WEBHOOK_ALLOWED_ORIGINS) };
    },
    consumers: ({ webhookQueue }) => [
      ...restaurantConsumers,
      { group: 'restaurant.webhooks', handlers: webhookEventConsumers(webhookQueue) },
    ],
    async routes(app, { pool, redis, requestRedis, webhookQueue, webhookDestinations: destinations }) {
      await acceptUploads(app, uploadLimits.imageBytes);
      const productSlug = config.RESTAURANT_PRODUCT_SLUG;
      const tokens = restaurantTokens({ secret: config.RESTAURANT_TOKEN_SECRET, ttlSeconds: config.RESTAURANT_TOKEN_TTL_MINUTES * 60 });
      const assertPlatformAccess = platformAccess(pool, requestRedis, app.log);
      assignmentsRoutes(app, pool, productSlug);
      appsRoutes(app, pool, { productSlug, tokens, platformAccess: assertPlatformAccess });

      const sessions = sessionTokens({ secret: config.RESTAURANT_TOKEN_SECRET, ttlSeconds: config.RESTAURANT_SESSION_TTL_MINUTES * 60 });
      app.decorateRequest('restaurant', null as never);
      const apiKeys = apiKeyAuthenticator(pool, requestRedis, config.BUS_NAMESPACE, app.log);
      const guards = restaurantSession(sessions, assertPlatformAccess, apiKeys);
      app.addHook('preHandler', branchOwnership(pool));
      authRoutes(
        app,
        pool,
        { productSlug, restaurantTokens: tokens, sessionTokens: sessions, platformAccess: assertPlatformAccess },
        guards,
      );
      menuRoutes(app, pool, guards, openMediaStorage(app, { dir: config.MEDIA_DIR, mongoUrl: config.MEDIA_MONGODB_URL }));
      branchesRoutes(app, pool, guards);
      stationsRoutes(app, pool, guards);
      tablesRoutes(app, pool, guards);
      const subscriber = createRedis(config.REDIS_URL);
      subscriber.on('error', () => {}); // the same outage, logged by the kit's own connection
      const feed = orderFeed({ publisher: requestRedis, subscriber, namespace: config.BUS_NAMESPACE, log: app.log });
      app.addHook('onReady', async () => {
        await feed.listening();
      });
      app.addHook('onClose', async () => feed.close());
      cartRoutes(app, pool, guards, feed);
      ordersRoutes(app, pool, guards, feed);
      qrMenuRoutes(app, pool, guards, feed, tableOrderLimit(requestRedis, config.BUS_NAMESPACE, app.log));
      checksRoutes(app, pool, guards, feed);
      const checkPassword = identityPasswords(config.IDENTITY_URL, config.GATEWAY_SECRET);
      adjustmentsRoutes(app, pool, guards, checkPassword);
      refundsRoutes(app, pool, guards, checkPassword);
      electronicInvoicingRoutes(app, pool, guards, invoicing);
      shiftsRoutes(app, pool, guards);
      staffPinRoutes(app, pool, guards, sessions);
      favouritesRoutes(app, pool, guards);
      inventoryRoutes(app, pool, guards);
      reportsRoutes(app, pool, guards);
      financeRoutes(app, pool, guards);
      const receiptMail = createReceiptMailQueue({ connection: redis, namespace: config.BUS_NAMESPACE });
      app.addHook('onClose', () => receiptMail.close());
      receiptsRoutes(app, pool, guards, receiptMail);
      apiKeysRoutes(app, pool, guards);
      webhooksRoutes(app, { pool, destinations, queue: webhookQueue }, guards);
    },
    workers: ({ pool, redis, log, webhookDestinations: destinations }) => [
      webhookDeliveryWorker(pool, destinations, { connection: redis, namespace: config.BUS_NAMESPACE, log }),
      requestKeysRetentionWorker(pool, { connection: redis, namespace: config.BUS_NAMESPACE, log }),
      receiptMailWorker({
        connection: redis,
        namespace: config.BUS_NAMESPACE,
        smtp: smtpSettings(config),
        from: config.MAIL_FROM,
        logger: log,
        invoicing,
      }),
    ],
  });
}
