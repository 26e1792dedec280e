import { productResponse, productsResponse, publicCategoriesResponse, slugParams } from '@mb/contracts';
import type { App } from '@mb/service-kit';
import type { CatalogClient } from '../../clients/catalog.client.js';

const tags = ['public'];

/** The store's public reads (spec 1 §7 "Store and payment"), open to anonymous visitors. */
export function publicCatalogRoutes(app: App, catalog: CatalogClient): void {
  app.get(
    '/auth/public/categories',
    { config: { access: 'public' }, schema: { tags, summary: 'Categorías de la tienda', response: { 200: publicCategoriesResponse } } },
    (request) => catalog.listCategories(request.id),
  );

  app.get(
    '/auth/public/products',
    { config: { access: 'public' }, schema: { tags, summary: 'Productos activos de la tienda (cacheado; se renueva con cada evento catalog.product.*)', response: { 200: productsResponse } } },
    (request) => catalog.listActiveProducts(request.id),
  );

  app.get(
    '/auth/public/products/:slug',
    { config: { access: 'public' }, schema: { tags, summary: 'Un producto activo por su slug o slug SEO', params: slugParams, response: { 200: productResponse } } },
    (request) => catalog.productBySlug(request.params.slug, request.id),
  );
}
