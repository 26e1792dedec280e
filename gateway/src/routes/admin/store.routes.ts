import {
  adminProductsResponse,
  categoriesResponse,
  categoryResponse,
  createProductRequest,
  customPlanRequest,
  mediaItemParams,
  messageResponse,
  messages,
  planParams,
  productIdParams,
  productResponse,
  reconcileSoldCountRequest,
  reconcileSoldCountResponse,
  updatePlanRequest,
  updateProductRequest,
  upsertCategoryRequest,
} from '@mb/contracts';
import { AppError, type App } from '@mb/service-kit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogClient } from '../../clients/catalog.client.js';
import { requireSessionToken, type SessionCookies } from '../../plugins/session-cookies.js';

const tags = ['admin-store'];

/** Spec 2 §7.4. catalog checks the role; the gateway forwards who is asking and orchestrates the delete. */
export function adminStoreRoutes(app: App, catalog: CatalogClient, cookies: SessionCookies): void {
  const admin = { access: 'admin' as const };
  const guarded = { onRequest: cookies.csrfGuard, config: admin };
  const product = { 200: productResponse };

  app.get(
    '/auth/categories',
    { config: admin, schema: { tags, summary: 'Categorías (Admin)', response: { 200: categoriesResponse } } },
    (request) => catalog.adminCategories(requireSessionToken(request), request.id),
  );
  app.put(
    '/auth/categories',
    {
      ...guarded,
      schema: { tags, summary: 'Crear o editar una categoría', body: upsertCategoryRequest, response: { 200: categoryResponse } },
    },
    (request) => catalog.upsertCategory(requireSessionToken(request), request.body, request.id),
  );
  app.delete(
    '/auth/categories/:id',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Eliminar una categoría sin productos',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: messageResponse },
      },
    },
    (request) => catalog.deleteCategory(requireSessionToken(request), request.params.id, request.id),
  );

  app.get(
    '/auth/products',
    { config: admin, schema: { tags, summary: 'Todos los productos, también inactivos', response: { 200: adminProductsResponse } } },
    (request) => catalog.adminProducts(requireSessionToken(request), request.id),
  );
  app.post(
    '/auth/products',
    { ...guarded, schema: { tags, summary: 'Crear un producto', body: createProductRequest, response: { 201: productResponse } } },
    async (request, reply) => reply.status(201).send(await catalog.createProduct(requireSessionToken(request), request.body, request.id)),
  );
  app.get(
    '/auth/products/:id',
    { config: admin, schema: { tags, summary: 'Un producto', params: productIdParams, response: product } },
    (request) => catalog.product(requireSessionToken(request), request.params.id, request.id),
  );
  app.put(
    '/auth/products/:id',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Editar un producto (version evita pisar cambios ajenos)',
        params: productIdParams,
        body: updateProductRequest,
        response: product,
      },
    },
    (request) => catalog.updateProduct(requireSessionToken(request), request.params.id, request.body, request.id),
  );
  app.delete(
    '/auth/products/:id',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Eliminar un producto sin suscripciones vigentes',
        params: productIdParams,
        response: { 200: messageResponse },
      },
    },
    // Catalog asks billing who holds the product and refuses while anyone does.
    (request) => catalog.deleteProduct(requireSessionToken(request), request.params.id, request.id),
  );

  app.put(
    '/auth/products/:id/plans/custom',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Crear o editar un plan personalizado',
        params: productIdParams,
        body: customPlanRequest,
        response: product,
      },
    },
    (request) => catalog.changeProduct(requireSessionToken(request), request.params.id, '/plans/custom', 'PUT', request.body, request.id),
  );
  app.delete(
    '/auth/products/:id/plans/custom/:planKey',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Eliminar un plan personalizado',
        params: productIdParams.extend({ planKey: z.string().max(40) }),
        response: product,
      },
    },
    (request) =>
      catalog.changeProduct(
        requireSessionToken(request),
        request.params.id,
        `/plans/custom/${encodeURIComponent(request.params.planKey)}`,
        'DELETE',
        undefined,
        request.id,
      ),
  );
  app.put(
    '/auth/products/:id/plans/:plan',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Precio o características de un plan (el anual se calcula)',
        params: planParams,
        body: updatePlanRequest,
        response: product,
      },
    },
    (request) =>
      catalog.changeProduct(
        requireSessionToken(request),
        request.params.id,
        `/plans/${request.params.plan}`,
        'PUT',
        request.body,
        request.id,
      ),
  );

  for (const path of ['image', 'video', 'gallery']) {
    app.delete(
      `/auth/products/:id/${path}`,
      { ...guarded, schema: { tags, summary: `Quitar ${path}`, params: productIdParams, response: product } },
      (request) => catalog.changeProduct(requireSessionToken(request), request.params.id, `/${path}`, 'DELETE', undefined, request.id),
    );
  }
  for (const path of ['gallery', 'carousel']) {
    app.delete(
      `/auth/products/:id/${path}/:itemId`,
      {
        ...guarded,
        schema: { tags, summary: `Quitar una imagen de ${path} (por id o posición)`, params: mediaItemParams, response: product },
      },
      (request) =>
        catalog.changeProduct(
          requireSessionToken(request),
          request.params.id,
          `/${path}/${encodeURIComponent(request.params.itemId)}`,
          'DELETE',
          undefined,
          request.id,
        ),
    );
  }

  // Uploads are multipart (field `image` or `video`): the body is not parsed here but streamed to catalog.
  void app.register(async (plugin) => {
    const uploads = plugin.withTypeProvider<ZodTypeProvider>();
    uploads.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
    for (const path of ['image', 'gallery', 'carousel', 'video']) {
      uploads.post(
        `/auth/products/:id/${path}`,
        {
          ...guarded,
          schema: {
            tags,
            summary: `Subir ${path} (multipart, campo ${path === 'video' ? 'video' : 'image'})`,
            params: productIdParams,
            response: product,
          },
        },
        (request) => {
          const contentType = request.headers['content-type'] ?? '';
          if (!contentType.startsWith('multipart/form-data'))
            throw new AppError(415, `${messages.fileMissing}: ${path === 'video' ? 'video' : 'image'}`);
          return catalog.upload(
            requireSessionToken(request),
            request.params.id,
            `/${path}`,
            { body: request.raw, contentType, contentLength: request.headers['content-length'] },
            request.id,
          );
        },
      );
    }
  });

  app.post(
    '/auth/admin/reconcile/sold-count',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Recalcular sold_count desde las ventas registradas',
        body: reconcileSoldCountRequest.default({ resetAll: false }),
        response: { 200: reconcileSoldCountResponse },
      },
    },
    (request) => catalog.reconcileSoldCount(requireSessionToken(request), request.body, request.id),
  );
}
