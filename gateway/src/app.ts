import {
  askIdentity,
  authPlugin,
  createRequestRedis,
  createServer,
  jwksPath,
  remoteAnswerMs,
  sessionRevocations,
  type App,
} from '@mb/service-kit';
import { billingClient } from './clients/billing.client.js';
import { catalogClient } from './clients/catalog.client.js';
import { identityClient } from './clients/identity.client.js';
import { invoicingClient } from './clients/invoicing.client.js';
import { invoicingAdminClient } from './clients/invoicing-admin.client.js';
import { restaurantClient } from './clients/restaurant.client.js';
import { qrMenuClient } from './clients/qr-menu.client.js';
import { builtRemotes, remoteNames, remoteOrigins, serviceUrls, type GatewayConfig } from './config.js';
import { registerAccess } from './plugins/access.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerReadiness } from './plugins/readiness.js';
import { registerWebApp, webAppFallback } from './plugins/web-app.js';
import { createRateLimits } from './plugins/rate-limits.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerSessionCookies } from './plugins/session-cookies.js';
import { dashboardRoutes } from './routes/account/dashboard.routes.js';
import { restaurantRoutes } from './routes/account/restaurant.routes.js';
import { adminPaymentsRoutes } from './routes/admin/payments.routes.js';
import { adminStoreRoutes } from './routes/admin/store.routes.js';
import { adminAuditRoutes } from './routes/admin/audit.routes.js';
import { adminManualPaymentRoutes } from './routes/admin/manual-payments.routes.js';
import { adminUsersRoutes } from './routes/admin/users.routes.js';
import { recoveryRoutes } from './routes/auth/recovery.routes.js';
import { invoicingAdminRoutes } from './routes/invoicing/admin.routes.js';
import { invoicingProfileRoutes } from './routes/invoicing/profile.routes.js';
import { invoiceRoutes } from './routes/invoicing/invoice.routes.js';
import { invoicesAdminRoutes } from './routes/invoicing/invoices-admin.routes.js';
import { posDocumentsAdminRoutes } from './routes/invoicing/pos-documents-admin.routes.js';
import { sessionRoutes } from './routes/auth/session.routes.js';
import { publicCatalogRoutes } from './routes/public/catalog.routes.js';
import { firstPaintPages, type FirstPaintPages } from './routes/public/first-paint-pages.js';
import { keptAnswers } from './routes/public/kept-answers.js';
import { keptCatalog } from './routes/public/kept-catalog.js';
import { listenToCatalogChanges } from './clients/catalog-changes.js';
import { mediaRoutes } from './routes/public/media.routes.js';
import { remotesRoutes } from './routes/public/remotes.routes.js';
import { remotesList } from './plugins/remotes-list.js';
import { wompiEventsRoutes } from './routes/public/wompi-events.routes.js';
import { registerClientAddress } from './plugins/client-address.js';
import { registerCompression } from './plugins/compression.js';
import { auditClient } from './clients/audit.client.js';
import { pipelineClient } from './clients/pipeline.client.js';
import { adminPipelineRoutes } from './routes/admin/pipeline.routes.js';
import { purchaseRoutes } from './routes/store/purchase.routes.js';
import { restaurantAppRoutes } from './routes/restaurant-app/restaurant-app.routes.js';
import { qrMenuRoutes } from './routes/public/qr-menu/qr-menu.routes.js';
import { analyticsClient } from './clients/analytics.client.js';
import { trackingPublisher } from './clients/tracking.publisher.js';
import { adminAnalyticsRoutes } from './routes/admin/analytics.routes.js';
import { publicAnalyticsRoutes } from './routes/public/analytics.routes.js';
import { chatClient } from './clients/chat.client.js';
import { chatRoutes } from './routes/public/chat.routes.js';

/** The BFF: the only public entry point; it verifies sessions, calls the services and serves the web app. */
export async function buildGateway(config: GatewayConfig): Promise<App> {
  const timeout = config.DOWNSTREAM_TIMEOUT_MS;
  const catalog = catalogClient(config.CATALOG_URL, timeout);
  // Pages are written with the kept catalogue, which needs the app's logger: wired once the app exists.
  let serverPages: FirstPaintPages | undefined;
  const app = createServer({
    name: 'gateway',
    logLevel: config.LOG_LEVEL,
    trustProxy: config.TRUST_PROXY,
    notFoundHandler: webAppFallback(config.WEB_DIST, { serverPages: (...page) => serverPages!(...page), remotes: () => remotes() }),
    metricsToken: config.METRICS_TOKEN,
  });
  const remotes = remotesList(builtRemotes(config), config.REMOTES_FILE, app.log);
  // Rate limits and session revocations only: a Redis outage must not hold requests up.
  const redis = createRequestRedis(config.REDIS_URL);
  redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
  app.addHook('onClose', async () => {
    redis.disconnect();
  });

  await registerSecurityHeaders(app, {
    production: config.NODE_ENV === 'production',
    wompiOrigins: config.WOMPI_ORIGINS.map((url) => new URL(url).origin),
    remoteOrigins: remoteOrigins(config),
  });
  await registerCompression(app);
  await registerOpenApi(app);
  await registerClientAddress(app, config.GATEWAY_SECRET);
  const { isRevoked } = sessionRevocations(redis, app.log, askIdentity(config.IDENTITY_URL), remoteAnswerMs);
  await app.register(authPlugin, {
    publicKey: config.SESSION_PUBLIC_KEY,
    jwksUrl: new URL(jwksPath, config.IDENTITY_URL).href,
    isRevoked,
  });
  registerAccess(app, isRevoked);
  registerReadiness(app, { services: serviceUrls(config), redis });

  const cookies = await registerSessionCookies(app, {
    secure: config.NODE_ENV === 'production',
    ttlSeconds: config.SESSION_TTL_HOURS * 3600,
  });
  const rateLimits = createRateLimits({ redis, namespace: config.BUS_NAMESPACE });

  const identity = identityClient(config.IDENTITY_URL, timeout);
  sessionRoutes(app, identity, cookies, rateLimits);
  recoveryRoutes(app, identity, rateLimits);
  adminAuditRoutes(app, auditClient(config.IDENTITY_URL, timeout));
  adminPipelineRoutes(app, pipelineClient(serviceUrls(config), timeout), cookies);
  const catalogChanges = listenToCatalogChanges({
    brokers: config.KAFKA_BROKERS,
    namespace: config.BUS_NAMESPACE,
    logger: app.log,
    onChange: () => kept.drop(),
  });
  const kept = keptAnswers(catalogChanges.isLive);
  app.addHook('onClose', () => catalogChanges.close());
  const keptProducts = keptCatalog(catalog, kept);
  serverPages = firstPaintPages(keptProducts, catalog, config.REMOTES_DIR);
  publicCatalogRoutes(app, catalog, keptProducts);
  mediaRoutes(app, catalog);
  const billing = billingClient(config.BILLING_URL, timeout);
  adminUsersRoutes(app, identity, billing, cookies);
  adminStoreRoutes(app, catalog, cookies);
  const invoicing = invoicingClient(config.INVOICING_URL, timeout);
  invoicingProfileRoutes(app, invoicing, cookies, config.PRODUCT_NAMESPACE);
  invoicingAdminRoutes(app, invoicingAdminClient(config.INVOICING_URL, timeout), cookies);
  purchaseRoutes(app, { billing, invoicing }, cookies);
  invoiceRoutes(app, invoicing, cookies);
  invoicesAdminRoutes(app, invoicing, cookies);
  posDocumentsAdminRoutes(app, invoicing, cookies);
  adminPaymentsRoutes(app, billing, identity, cookies);
  adminManualPaymentRoutes(app, billing, cookies);
  const restaurant = restaurantClient(config.RESTAURANT_URL, timeout);
  dashboardRoutes(app, identity, billing, restaurant);
  restaurantRoutes(app, restaurant, cookies, config.PRODUCT_NAMESPACE);
  restaurantAppRoutes(app, restaurant);
  qrMenuRoutes(app, qrMenuClient(config.RESTAURANT_URL, timeout));
  wompiEventsRoutes(app, billing);
  const analytics = analyticsClient(config.ANALYTICS_URL, timeout);
  const tracking = trackingPublisher({ brokers: config.KAFKA_BROKERS, namespace: config.BUS_NAMESPACE, logger: app.log });
  app.addHook('onClose', () => tracking.close());
  publicAnalyticsRoutes(app, analytics, tracking);
  adminAnalyticsRoutes(app, analytics);
  const chat = chatClient({
    webhookUrl: config.CHAT_WEBHOOK_URL,
    secret: config.CHAT_WEBHOOK_SECRET,
    timeoutMs: config.CHAT_TIMEOUT_MS,
    log: app.log,
  });
  chatRoutes(app, chat, rateLimits);

  remotesRoutes(app, remotes);
  await registerWebApp(app, {
    webDist: config.WEB_DIST,
    remotesDir: config.REMOTES_DIR,
    releasesDir: config.REMOTE_RELEASES_DIR,
    remoteNames,
    serverPages,
    remotes,
  });
  return app;
}
