import type { Tx } from '@mb/service-kit';

/** catalog's latest word on a product: restaurant only needs to know which one is the restaurant software. */
export async function upsertCatalogProduct(tx: Tx, product: { productId: string; slug: string; name: string }): Promise<void> {
  await tx.query(
    `INSERT INTO catalog_products (product_id, slug, name) VALUES ($1, $2, $3)
     ON CONFLICT (product_id) DO UPDATE SET slug = EXCLUDED.slug, name = EXCLUDED.name, updated_at = now()`,
    [product.productId, product.slug, product.name],
  );
}
