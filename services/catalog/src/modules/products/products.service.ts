import { annualPrice, catalogProductUpserted, planNames, type CreateProductRequest, type PlanType } from '@mb/contracts';
import { badRequest, conflict, withTransaction, writeOutbox, type Pool } from '@mb/service-kit';
import { slugify } from '../../domain/slug.js';
import { findCategoryIdByName } from '../categories/categories.repository.js';
import { findProduct, insertPlan, insertProduct, type ProductRow } from './products.repository.js';

const UNIQUE_VIOLATION = '23505';

/** Creates a product with its plans and announces it, in one transaction. */
export async function createProduct(pool: Pool, input: CreateProductRequest, correlationId?: string): Promise<ProductRow> {
  const slug = input.slug?.trim() ? slugify(input.slug) : slugify(input.name);
  if (!slug) throw badRequest('Datos inválidos: slug: no puede quedar vacío');
  const plans = (
    [
      ['estandar', input.price_estandar],
      ['pro', input.price_pro],
      ['gold', input.price_gold],
    ] as const
  ).filter((entry): entry is readonly [PlanType, number] => entry[1] !== undefined);

  try {
    return await withTransaction(pool, async (tx) => {
      const categoryId = await findCategoryIdByName(tx, input.category);
      if (!categoryId) throw badRequest('La categoría no existe');
      const productId = await insertProduct(tx, {
        name: input.name,
        description: input.description,
        categoryId,
        slug,
        imageUrl: input.image_url,
        isActive: input.is_active,
      });
      for (const [planType, price] of plans) {
        await insertPlan(tx, { productId, planType, name: planNames[planType], price });
      }
      await writeOutbox(tx, catalogProductUpserted, {
        aggregateId: productId,
        correlationId,
        payload: {
          productId,
          name: input.name,
          slug,
          category: input.category,
          isActive: input.is_active,
          plans: plans.map(([planType, price]) => ({ planType, name: planNames[planType], price, priceAnnual: annualPrice(price) })),
        },
      });
      return (await findProduct(tx, productId))!;
    });
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw conflict('Ya existe un producto con ese slug');
    throw error;
  }
}
