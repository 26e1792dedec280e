import { productResponse, productsResponse, publicCategoriesResponse, slugParams } from '@mb/contracts';
import type { App } from '@mb/service-kit';
import type { CatalogClient } from '../../clients/catalog.client.js';
import { sendKept } from './kept-answers.js';
import type { KeptCatalog } from './kept-catalog.js';

const tags = ['public'];

/**
 * The store's public reads (spec 1 §7 "Store and payment"), open to anonymous visitors. The product list and each
 * product are kept serialized in the gateway until the next `catalog.product.*` event, with a strong ETag.
 */
export function publicCatalogRoutes(app: App, catalog: CatalogClient, kept: KeptCatalog): void {
  app.get(
    '/auth/public/categories',
    { config: { access: 'public' }, schema: { tags, summary: 'Categorías de la tienda', response: { 200: publicCategoriesResponse } } },
    (request) => catalog.listCategories(request.id),
  );

  app.get(
    '/auth/public/products',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Productos activos de la tienda (guardados en el gateway hasta el próximo evento catalog.product.*; ETag)',
        response: { 200: productsResponse },
      },
    },
    async (request, reply) => sendKept(request, reply, await kept.products(request.id)),
  );

  app.get(
    '/auth/public/products/:slug',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Un producto activo por su slug o slug SEO (ETag)', params: slugParams, response: { 200: productResponse } },
    },
    async (request, reply) => sendKept(request, reply, await kept.product(request.params.slug, request.id)),
  );
}
