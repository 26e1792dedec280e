import type { PlanType } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';

export interface ProductRow {
  id: string;
  name: string;
  slug: string;
  category: string | null;
  is_active: boolean;
  sold_count: number;
}

const selectProduct = `
  SELECT p.id, p.name, p.slug, c.name AS category, p.is_active, p.sold_count
    FROM products p LEFT JOIN categories c ON c.id = p.category_id`;

export async function insertProduct(
  db: Queryable,
  input: { name: string; description: string; categoryId: string; slug: string; imageUrl?: string; isActive: boolean },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO products (name, description, category_id, slug, image_url, is_active)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [input.name, input.description, input.categoryId, input.slug, input.imageUrl ?? null, input.isActive],
  );
  return rows[0]!.id;
}

export async function insertPlan(
  db: Queryable,
  plan: { productId: string; planType: PlanType; name: string; price: number },
): Promise<void> {
  await db.query('INSERT INTO plans (product_id, plan_type, name, price) VALUES ($1, $2, $3, $4)', [
    plan.productId,
    plan.planType,
    plan.name,
    plan.price,
  ]);
}

export async function findProduct(db: Queryable, id: string): Promise<ProductRow | undefined> {
  const { rows } = await db.query<ProductRow>(`${selectProduct} WHERE p.id = $1`, [id]);
  return rows[0];
}

export async function listProducts(db: Queryable, options: { activeOnly: boolean }): Promise<ProductRow[]> {
  const where = options.activeOnly ? 'WHERE p.is_active' : '';
  const { rows } = await db.query<ProductRow>(`${selectProduct} ${where} ORDER BY p.sold_count DESC, p.name`);
  return rows;
}

export async function addSoldCount(db: Queryable, productId: string, quantity: number): Promise<void> {
  await db.query('UPDATE products SET sold_count = sold_count + $2, updated_at = now() WHERE id = $1', [productId, quantity]);
}
