import type { Queryable } from '@mb/service-kit';
import type { Category } from '@mb/contracts';

export async function listCategories(db: Queryable): Promise<Category[]> {
  const { rows } = await db.query<Category>('SELECT id, name, color FROM categories ORDER BY name');
  return rows;
}

export async function findCategory(db: Queryable, id: string): Promise<Category | undefined> {
  const { rows } = await db.query<Category>('SELECT id, name, color FROM categories WHERE id = $1', [id]);
  return rows[0];
}

export async function findCategoryIdByName(db: Queryable, name: string): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM categories WHERE lower(name) = lower($1)', [name]);
  return rows[0]?.id;
}

export async function insertCategory(db: Queryable, input: { name: string; color?: string }): Promise<Category> {
  const { rows } = await db.query<Category>(
    `INSERT INTO categories (name, color) VALUES ($1, COALESCE($2, '#3b82f6')) RETURNING id, name, color`,
    [input.name, input.color ?? null],
  );
  return rows[0]!;
}

/** Returns the category as it was before, or undefined when the id is unknown. */
export async function updateCategory(db: Queryable, input: { id: string; name: string; color: string }): Promise<Category | undefined> {
  const { rows } = await db.query<Category>(
    `UPDATE categories c SET name = $2, color = $3 FROM categories old WHERE c.id = $1 AND old.id = c.id
     RETURNING old.id, old.name, old.color`,
    [input.id, input.name, input.color],
  );
  return rows[0];
}

export async function countProductsInCategory(db: Queryable, id: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM products WHERE category_id = $1', [id]);
  return rows[0]!.count;
}

export async function deleteCategoryRow(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM categories WHERE id = $1', [id]);
  return rowCount === 1;
}
