import { topics } from '@mb/contracts';
import { createServiceApp, type ServiceConfig } from '@mb/service-kit';
import { catalogConsumers } from './consumers/index.js';
import { categoriesRoutes } from './modules/categories/categories.routes.js';
import { productsRoutes } from './modules/products/products.routes.js';

export function buildApp(config: ServiceConfig) {
  return createServiceApp({
    name: 'catalog',
    config,
    publishes: [topics.catalogProduct],
    consumers: catalogConsumers,
    routes(app, context) {
      categoriesRoutes(app, context);
      productsRoutes(app, context);
    },
  });
}
