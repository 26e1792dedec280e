import type { MediaItem, PlanType } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';
import type { StoredPlan } from '../../domain/plans.js';

/** The columns a caller may write, by their API names. */
export interface ProductFields {
  name: string;
  description: string;
  category_id: string;
  slug: string;
  seo_page_slug: string | null;
  image_url: string | null;
  available_countries: string[];
  implementation_cost: number;
  maintenance_cost_monthly: number;
  maintenance_cost_annual: number;
  description_general: string;
  description_features: string;
  description_unique: string;
  gallery_images: MediaItem[];
  carousel_images: MediaItem[];
  video_url: string | null;
  is_active: boolean;
}

/** A product as stored, with its category's name and its plans. */
export interface ProductRow extends Omit<ProductFields, 'category_id'> {
  id: string;
  category: string | null;
  category_id: string | null;
  version: number;
  sold_count: number;
  plans: Partial<Record<PlanType, StoredPlan>>;
  custom_plans: (StoredPlan & { key: string })[];
  updated_at: Date;
}

const jsonColumns = new Set<keyof ProductFields>(['gallery_images', 'carousel_images']);

// Plans and custom plans come along as JSON so one query gives the whole product.
const selectProduct = `
  SELECT p.id, p.name, p.description, c.name AS category, p.category_id, p.slug, p.seo_page_slug, p.image_url,
         p.available_countries, p.implementation_cost, p.maintenance_cost_monthly, p.maintenance_cost_annual,
         p.description_general, p.description_features, p.description_unique, p.gallery_images, p.carousel_images,
         p.video_url, p.is_active, p.version, p.sold_count, p.updated_at,
         COALESCE((SELECT jsonb_object_agg(pl.plan_type, jsonb_build_object('name', pl.name, 'price', pl.price, 'features', pl.features))
                     FROM plans pl WHERE pl.product_id = p.id), '{}') AS plans,
         COALESCE((SELECT jsonb_agg(jsonb_build_object('key', cp.key, 'name', cp.name, 'price', cp.price, 'features', cp.features)
                                    ORDER BY cp.created_at, cp.key)
                     FROM custom_plans cp WHERE cp.product_id = p.id), '[]') AS custom_plans
    FROM products p LEFT JOIN categories c ON c.id = p.category_id`;

export async function findProduct(db: Queryable, id: string, options: { forUpdate?: boolean } = {}): Promise<ProductRow | undefined> {
  if (options.forUpdate) await db.query('SELECT 1 FROM products WHERE id = $1 FOR UPDATE', [id]);
  const { rows } = await db.query<ProductRow>(`${selectProduct} WHERE p.id = $1`, [id]);
  return rows[0];
}

/** Spec 1 §2: a product page is found by its SEO slug or its slug; only active products are public. */
export async function findActiveProductBySlug(db: Queryable, slug: string): Promise<ProductRow | undefined> {
  const { rows } = await db.query<ProductRow>(
    `${selectProduct} WHERE p.is_active AND (p.seo_page_slug = $1 OR p.slug = $1) ORDER BY (p.seo_page_slug = $1) DESC LIMIT 1`,
    [slug],
  );
  return rows[0];
}

export async function listProducts(db: Queryable, options: { activeOnly: boolean }): Promise<ProductRow[]> {
  const where = options.activeOnly ? 'WHERE p.is_active' : '';
  const { rows } = await db.query<ProductRow>(`${selectProduct} ${where} ORDER BY p.sold_count DESC, p.name`);
  return rows;
}

export async function listProductIdsInCategory(db: Queryable, categoryId: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM products WHERE category_id = $1', [categoryId]);
  return rows.map((row) => row.id);
}

export async function insertProduct(db: Queryable, fields: ProductFields): Promise<string> {
  const columns = Object.keys(fields) as (keyof ProductFields)[];
  const values = columns.map((column) => (jsonColumns.has(column) ? JSON.stringify(fields[column]) : fields[column]));
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO products (${columns.join(', ')}) VALUES (${columns.map((_, index) => `$${index + 1}`).join(', ')}) RETURNING id`,
    values,
  );
  return rows[0]!.id;
}

/** Writes the given fields and moves the version on; every change to a product goes through here. */
export async function updateProductFields(db: Queryable, id: string, fields: Partial<ProductFields>): Promise<void> {
  const columns = Object.keys(fields) as (keyof ProductFields)[];
  const values = columns.map((column) => (jsonColumns.has(column) ? JSON.stringify(fields[column]) : fields[column]));
  const sets = columns.map((column, index) => `${column} = $${index + 2}`);
  await db.query(`UPDATE products SET ${[...sets, 'version = version + 1', 'updated_at = now()'].join(', ')} WHERE id = $1`, [
    id,
    ...values,
  ]);
}

export async function deleteProductRow(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM products WHERE id = $1', [id]);
  return rowCount === 1;
}

export async function upsertPlan(db: Queryable, productId: string, type: PlanType, plan: StoredPlan): Promise<void> {
  await db.query(
    `INSERT INTO plans (product_id, plan_type, name, price, features) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (product_id, plan_type) DO UPDATE SET name = $3, price = $4, features = $5`,
    [productId, type, plan.name, plan.price, JSON.stringify(plan.features)],
  );
}

export async function upsertCustomPlan(db: Queryable, productId: string, plan: StoredPlan & { key: string }): Promise<void> {
  await db.query(
    `INSERT INTO custom_plans (product_id, key, name, price, features) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (product_id, key) DO UPDATE SET name = $3, price = $4, features = $5`,
    [productId, plan.key, plan.name, plan.price, JSON.stringify(plan.features)],
  );
}

export async function deleteCustomPlan(db: Queryable, productId: string, key: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM custom_plans WHERE product_id = $1 AND key = $2', [productId, key]);
  return rowCount === 1;
}
