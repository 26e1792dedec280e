import type { Queryable } from '@mb/service-kit';
import type { Category } from '@mb/contracts';

export async function listCategories(db: Queryable): Promise<Category[]> {
  const { rows } = await db.query<Category>('SELECT id, name, color FROM categories ORDER BY name');
  return rows;
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
