import { z } from 'zod';
import { createProductRequest, productSummary } from '@mb/contracts';
import { requireRole, type App, type ServiceContext } from '@mb/service-kit';
import { listProducts } from './products.repository.js';
import { createProduct } from './products.service.js';

export function productsRoutes(app: App, { pool }: ServiceContext): void {
  app.get(
    '/products',
    {
      schema: {
        querystring: z.object({ active: z.enum(['true', 'false']).default('true') }),
        response: { 200: z.object({ success: z.literal(true), products: z.array(productSummary) }) },
      },
    },
    async (request) => ({
      success: true as const,
      products: await listProducts(pool, { activeOnly: request.query.active === 'true' }),
    }),
  );

  app.post(
    '/products',
    {
      onRequest: [app.authenticate, requireRole('Admin', 'SuperAdmin')],
      schema: {
        body: createProductRequest,
        response: { 201: z.object({ success: z.literal(true), product: productSummary }) },
      },
    },
    async (request, reply) => {
      const product = await createProduct(pool, request.body, request.id);
      return reply.status(201).send({ success: true as const, product });
    },
  );
}
