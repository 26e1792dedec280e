import type { PayloadOf, catalogProductUpserted } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';

type UpsertedProduct = PayloadOf<typeof catalogProductUpserted>;

export interface CatalogProduct {
  product_id: string;
  name: string;
  slug: string;
  category: string | null;
  is_active: boolean;
  deleted: boolean;
  plans: UpsertedProduct['plans'];
}

export async function upsertCatalogProduct(db: Queryable, product: UpsertedProduct): Promise<void> {
  await db.query(
    `INSERT INTO catalog_products (product_id, name, slug, category, is_active, plans)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (product_id) DO UPDATE SET name = $2, slug = $3, category = $4, is_active = $5, plans = $6,
       deleted = false, updated_at = now()`,
    [product.productId, product.name, product.slug, product.category, product.isActive, JSON.stringify(product.plans)],
  );
}

export async function markCatalogProductDeleted(db: Queryable, productId: string): Promise<void> {
  await db.query('UPDATE catalog_products SET deleted = true, updated_at = now() WHERE product_id = $1', [productId]);
}

export async function findCatalogProduct(db: Queryable, productId: string): Promise<CatalogProduct | undefined> {
  const { rows } = await db.query<CatalogProduct>(
    'SELECT product_id, name, slug, category, is_active, deleted, plans FROM catalog_products WHERE product_id = $1',
    [productId],
  );
  return rows[0];
}
