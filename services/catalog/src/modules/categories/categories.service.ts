import { messages, type AuditActor, type Category, type UpsertCategoryRequest } from '@mb/contracts';
import { conflict, notFound, recordAudit, withTransaction, type Pool, type Tx } from '@mb/service-kit';
import { announceProduct } from '../products/product-view.js';
import { findProduct, listProductIdsInCategory } from '../products/products.repository.js';
import { countProductsInCategory, deleteCategoryRow, findCategory, insertCategory, updateCategory } from './categories.repository.js';

const uniqueViolation = '23505';
const foreignKeyViolation = '23503';

const auditCategory = (
  tx: Tx,
  actor: AuditActor,
  action: string,
  id: string,
  before: Omit<Category, 'id'> | null,
  after: Omit<Category, 'id'> | null,
) => recordAudit(tx, 'catalog', { actor, action, entity: { type: 'category', id }, before, after });
const shown = ({ name, color }: Category) => ({ name, color });

/** PUT /categories: creates, or renames and recolours; a rename is announced for every product filed under it. */
export async function upsertCategory(
  pool: Pool,
  input: UpsertCategoryRequest,
  actor: AuditActor,
  correlationId?: string,
): Promise<Category> {
  try {
    return await withTransaction(pool, async (tx) => {
      if (!input.id) {
        const created = await insertCategory(tx, input);
        await auditCategory(tx, actor, 'category.saved', created.id, null, shown(created));
        return created;
      }
      const before = await updateCategory(tx, { id: input.id, name: input.name, color: input.color });
      if (!before) throw notFound(messages.categoryNotFound);
      if (before.name !== input.name) {
        for (const productId of await listProductIdsInCategory(tx, input.id)) {
          await announceProduct(tx, (await findProduct(tx, productId))!, correlationId);
        }
      }
      const after = { id: input.id, name: input.name, color: input.color };
      await auditCategory(tx, actor, 'category.saved', input.id, shown(before), shown(after));
      return after;
    });
  } catch (error) {
    if ((error as { code?: string }).code === uniqueViolation) throw conflict(messages.categoryNameTaken);
    throw error;
  }
}

/** A category with products stays (spec 2 §5); the foreign key also guards a product filed meanwhile. */
export async function deleteCategory(pool: Pool, id: string, actor: AuditActor): Promise<void> {
  try {
    await withTransaction(pool, async (tx) => {
      if ((await countProductsInCategory(tx, id)) > 0) throw conflict(messages.categoryInUse);
      const before = await findCategory(tx, id);
      if (!before || !(await deleteCategoryRow(tx, id))) throw notFound(messages.categoryNotFound);
      await auditCategory(tx, actor, 'category.deleted', id, shown(before), null);
    });
  } catch (error) {
    if ((error as { code?: string }).code === foreignKeyViolation) throw conflict(messages.categoryInUse);
    throw error;
  }
}
