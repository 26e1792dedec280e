import { productSummary, publicCategoriesResponse } from '@mb/contracts';
import type { App } from '@mb/service-kit';
import { z } from 'zod';
import type { CatalogClient } from '../../clients/catalog.client.js';

/** The store's public lists (spec 1 §7 "Store and payment"), open to anonymous visitors. */
export function publicCatalogRoutes(app: App, catalog: CatalogClient): void {
  app.get(
    '/auth/public/categories',
    { schema: { tags: ['public'], summary: 'Categorías de la tienda', response: { 200: publicCategoriesResponse } } },
    (request) => catalog.listCategories(request.id),
  );

  app.get(
    '/auth/public/products',
    {
      schema: {
        tags: ['public'],
        summary: 'Productos activos de la tienda',
        response: { 200: z.object({ success: z.literal(true), products: z.array(productSummary) }) },
      },
    },
    (request) => catalog.listActiveProducts(request.id),
  );
}
