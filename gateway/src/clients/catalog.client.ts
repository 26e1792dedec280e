import { messages, productSummary, publicCategoriesResponse } from '@mb/contracts';
import { z } from 'zod';
import { callService } from './http.js';

const productsResponse = z.object({ success: z.literal(true), products: z.array(productSummary) });

/** One function per catalog call the gateway makes. */
export function catalogClient(baseUrl: string, timeoutMs: number) {
  return {
    listCategories: (requestId: string) =>
      callService(baseUrl, '/categories', publicCategoriesResponse, { requestId, timeoutMs, fallback: messages.categoriesLoadFailed }),
    listActiveProducts: (requestId: string) =>
      callService(baseUrl, '/products?active=true', productsResponse, { requestId, timeoutMs, fallback: messages.productsLoadFailed }),
  };
}
export type CatalogClient = ReturnType<typeof catalogClient>;
