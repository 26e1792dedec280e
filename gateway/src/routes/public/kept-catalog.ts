import type { CatalogClient } from '../../clients/catalog.client.js';
import type { KeptAnswers } from './kept-answers.js';

/** The public product list and product pages as kept answers: one key and one load for the API and the pages. */
export function keptCatalog(catalog: CatalogClient, kept: KeptAnswers) {
  return {
    products: (requestId: string) => kept.get('products', async () => JSON.stringify(await catalog.listActiveProducts(requestId, true))),
    product: (slug: string, requestId: string) =>
      kept.get(`product:${slug}`, async () => JSON.stringify(await catalog.productBySlug(slug, requestId))),
  };
}
export type KeptCatalog = ReturnType<typeof keptCatalog>;
