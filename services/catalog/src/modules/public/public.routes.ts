import { messages, productResponse, productsResponse, publicCategoriesResponse, slugParams } from '@mb/contracts';
import { notFound, type App } from '@mb/service-kit';
import type { CatalogDeps } from '../../deps.js';
import { listCategories } from '../categories/categories.repository.js';
import { productView } from '../products/product-view.js';
import { findActiveProductBySlug, listProducts } from '../products/products.repository.js';

/** What anonymous visitors read (spec 1 §7 "Store and payment"). */
export function publicRoutes(app: App, { pool, cache }: CatalogDeps): void {
  // No response schema: the body is a string already checked against `productsResponse` when cached.
  app.get('/public/products', async (request, reply) => {
    const load = async () =>
      JSON.stringify(
        productsResponse.parse({ success: true, products: (await listProducts(pool, { activeOnly: true })).map(productView) }),
      );
    // The gateway refilling its own copy after an event asks past the cache, which may not have dropped yet.
    const body = request.headers['cache-control'] === 'no-cache' ? await load() : await cache.read(load);
    return reply.type('application/json; charset=utf-8').send(body);
  });

  app.get('/public/products/:slug', { schema: { params: slugParams, response: { 200: productResponse } } }, async (request) => {
    const row = await findActiveProductBySlug(pool, request.params.slug);
    if (!row) throw notFound(messages.productNotFound);
    return { success: true as const, product: productView(row) };
  });

  app.get('/public/categories', { schema: { response: { 200: publicCategoriesResponse } } }, async () => ({
    success: true as const,
    categories: await listCategories(pool),
  }));
}
