import { createProductRequest, messages, productIdParams, productResponse, productsResponse, updateProductRequest } from '@mb/contracts';
import { auditActor, sessionToken, type App } from '@mb/service-kit';
import type { FastifyRequest } from 'fastify';
import type { CatalogDeps } from '../../deps.js';
import { adminOnly } from '../admin-only.js';
import { deleteFiles, ownKeys } from '../media/media.service.js';
import { productView } from './product-view.js';
import { listProducts } from './products.repository.js';
import { createProduct, deleteProduct, getProduct, updateProduct } from './products.service.js';

/** Store administration (spec 2 §7.4); the public reads are in public.routes.ts. */
export function productsRoutes(app: App, { pool, storage, billing, log }: CatalogDeps): void {
  /** Who holds the product, asked of billing with this administrator's own session (billing answers administrators only). */
  const holderCheck = (request: FastifyRequest, productId: string) => {
    const caller = { authorization: `Bearer ${sessionToken(request)}`, requestId: request.id };
    return {
      actor: auditActor(request),
      askHolders: () => billing.liveSubscriptions(productId, caller),
      correlationId: request.id,
    };
  };

  app.get('/products', { ...adminOnly(app), schema: { response: { 200: productsResponse } } }, async () => ({
    success: true as const,
    products: (await listProducts(pool, { activeOnly: false })).map(productView),
  }));

  app.post(
    '/products',
    { ...adminOnly(app), schema: { body: createProductRequest, response: { 201: productResponse } } },
    async (request, reply) =>
      reply.status(201).send({ success: true as const, product: await createProduct(pool, request.body, auditActor(request), request.id) }),
  );

  app.get(
    '/products/:id',
    { ...adminOnly(app), schema: { params: productIdParams, response: { 200: productResponse } } },
    async (request) => ({
      success: true as const,
      product: await getProduct(pool, request.params.id),
    }),
  );

  app.put(
    '/products/:id',
    { ...adminOnly(app), schema: { params: productIdParams, body: updateProductRequest, response: { 200: productResponse } } },
    async (request) => ({
      success: true as const,
      product: await updateProduct(pool, request.params.id, request.body, holderCheck(request, request.params.id)),
    }),
  );

  app.delete('/products/:id', { ...adminOnly(app), schema: { params: productIdParams } }, async (request) => {
    const removed = await deleteProduct(pool, request.params.id, holderCheck(request, request.params.id));
    // The row is gone; a file left behind by a failed delete wastes space but breaks nothing.
    await deleteFiles(storage, ownKeys(removed)).catch((error: unknown) =>
      log.warn({ err: error }, 'media of a deleted product not removed'),
    );
    return { success: true as const, message: messages.productDeleted };
  });
}
