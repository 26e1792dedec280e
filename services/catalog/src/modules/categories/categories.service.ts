import { messages, type Category, type UpsertCategoryRequest } from '@mb/contracts';
import { conflict, notFound, withTransaction, type Pool } from '@mb/service-kit';
import { announceProduct } from '../products/product-view.js';
import { findProduct, listProductIdsInCategory } from '../products/products.repository.js';
import { countProductsInCategory, deleteCategoryRow, insertCategory, updateCategory } from './categories.repository.js';

const uniqueViolation = '23505';
const foreignKeyViolation = '23503';

/** PUT /categories: creates, or renames and recolours; a rename is announced for every product filed under it. */
export async function upsertCategory(pool: Pool, input: UpsertCategoryRequest, correlationId?: string): Promise<Category> {
  try {
    return await withTransaction(pool, async (tx) => {
      if (!input.id) return insertCategory(tx, input);
      const before = await updateCategory(tx, { id: input.id, name: input.name, color: input.color });
      if (!before) throw notFound(messages.categoryNotFound);
      if (before.name !== input.name) {
        for (const productId of await listProductIdsInCategory(tx, input.id)) {
          await announceProduct(tx, (await findProduct(tx, productId))!, correlationId);
        }
      }
      return { id: input.id, name: input.name, color: input.color };
    });
  } catch (error) {
    if ((error as { code?: string }).code === uniqueViolation) throw conflict(messages.categoryNameTaken);
    throw error;
  }
}

/** A category with products stays (spec 2 §5); the foreign key also guards a product filed meanwhile. */
export async function deleteCategory(pool: Pool, id: string): Promise<void> {
  try {
    await withTransaction(pool, async (tx) => {
      if ((await countProductsInCategory(tx, id)) > 0) throw conflict(messages.categoryInUse);
      if (!(await deleteCategoryRow(tx, id))) throw notFound(messages.categoryNotFound);
    });
  } catch (error) {
    if ((error as { code?: string }).code === foreignKeyViolation) throw conflict(messages.categoryInUse);
    throw error;
  }
}
