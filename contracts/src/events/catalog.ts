import { z } from 'zod';
import { defineEvent } from '../envelope.js';
import { topics } from '../topics.js';
import { planType } from '../domain/plans.js';

export const catalogProductUpserted = defineEvent({
  type: 'catalog.product.upserted',
  version: 1,
  topic: topics.catalogProduct,
  payload: z.object({
    productId: z.uuid(),
    name: z.string(),
    slug: z.string(),
    category: z.string().nullable(),
    isActive: z.boolean(),
    plans: z.array(
      z.object({
        planType: planType,
        name: z.string(),
        price: z.number().int().nonnegative(),
        priceAnnual: z.number().int().nonnegative(),
      }),
    ),
  }),
});

export const catalogProductDeleted = defineEvent({
  type: 'catalog.product.deleted',
  version: 1,
  topic: topics.catalogProduct,
  payload: z.object({ productId: z.uuid() }),
});
