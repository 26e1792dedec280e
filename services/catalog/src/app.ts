import { topics, uploadLimits } from '@mb/contracts';
import { createServiceApp } from '@mb/service-kit';
import { acceptUploads, openMediaStorage } from '@mb/service-kit/media';
import { billingClient } from './billing/billing-client.js';
import type { CatalogConfig } from './config.js';
import { catalogConsumers } from './consumers/index.js';
import type { CatalogDeps } from './deps.js';
import { categoriesRoutes } from './modules/categories/categories.routes.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { mediaService } from './modules/media/media.service.js';
import { plansRoutes } from './modules/plans/plans.routes.js';
import { productsRoutes } from './modules/products/products.routes.js';
import { publicProductsCache } from './modules/public/public-cache.js';
import { publicRoutes } from './modules/public/public.routes.js';
import { salesRoutes } from './modules/sales/sales.routes.js';

export function buildApp(config: CatalogConfig) {
  return createServiceApp({
    name: 'catalog',
    config,
    publishes: [topics.catalogProduct, topics.catalogAudit],
    deps({ pool, redis, requestRedis, log }, app): CatalogDeps {
      const storage = openMediaStorage(app, { dir: config.MEDIA_DIR, mongoUrl: config.MEDIA_MONGODB_URL });
      return {
        pool,
        storage,
        media: mediaService(pool, storage),
        cache: publicProductsCache(
          { reads: requestRedis, writes: redis },
          { namespace: config.BUS_NAMESPACE, ttlSeconds: config.PUBLIC_CACHE_TTL_SECONDS, log },
        ),
        billing: billingClient({ baseUrl: config.BILLING_URL, timeoutMs: config.BILLING_TIMEOUT_MS }),
        log,
      };
    },
    consumers: ({ cache }) => catalogConsumers(cache),
    async routes(app, deps) {
      await acceptUploads(app, uploadLimits.videoBytes);
      publicRoutes(app, deps);
      categoriesRoutes(app, deps);
      productsRoutes(app, deps);
      plansRoutes(app, deps);
      mediaRoutes(app, deps);
      salesRoutes(app, deps);
    },
  });
}
