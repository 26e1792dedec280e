import { topics } from '@mb/contracts';
import { createServiceApp } from '@mb/service-kit';
import type { RestaurantConfig } from './config.js';
import { restaurantConsumers } from './consumers/index.js';
import { appsRoutes } from './modules/apps/apps.routes.js';
import { restaurantTokens } from './modules/apps/restaurant-token.js';
import { assignmentsRoutes } from './modules/assignments/assignments.routes.js';

export function buildApp(config: RestaurantConfig) {
  return createServiceApp({
    name: 'restaurant',
    config,
    publishes: [topics.restaurantOrder],
    consumers: restaurantConsumers,
    routes(app, { pool }) {
      const productSlug = config.RESTAURANT_PRODUCT_SLUG;
      const tokens = restaurantTokens({ secret: config.RESTAURANT_TOKEN_SECRET, ttlSeconds: config.RESTAURANT_TOKEN_TTL_HOURS * 3600 });
      assignmentsRoutes(app, pool, productSlug);
      appsRoutes(app, pool, { productSlug, tokens });
    },
  });
}
