import { messages, type AuditActor, type CustomPlanRequest, type PlanType, type Product, type UpdatePlanRequest } from '@mb/contracts';
import { notFound, type Pool } from '@mb/service-kit';
import { assertAnnualPrice, defaultPlanName } from '../../domain/plans.js';
import { changeProduct } from '../products/products.service.js';
import { deleteCustomPlan, upsertCustomPlan, upsertPlan } from '../products/products.repository.js';

/** PUT /products/{id}/plans/{plan}: a new price and/or features; a tier the product lacks needs a price to exist. */
export function updatePlan(
  pool: Pool,
  productId: string,
  type: PlanType,
  input: UpdatePlanRequest,
  actor: AuditActor,
  correlationId?: string,
): Promise<Product> {
  return changeProduct(
    pool,
    productId,
    async (tx, current) => {
      const existing = current.plans[type];
      const price = input.price ?? existing?.price;
      if (price === undefined) throw notFound(messages.planNotFound);
      assertAnnualPrice(price, input.price_annual);
      await upsertPlan(tx, productId, type, {
        name: existing?.name ?? defaultPlanName(type),
        price,
        features: input.features ?? existing?.features ?? [],
      });
      return {};
    },
    { audit: { actor, action: 'plan.updated' }, correlationId },
  );
}

export function saveCustomPlan(
  pool: Pool,
  productId: string,
  input: CustomPlanRequest,
  actor: AuditActor,
  correlationId?: string,
): Promise<Product> {
  return changeProduct(
    pool,
    productId,
    async (tx) => {
      await upsertCustomPlan(tx, productId, input);
      return {};
    },
    { audit: { actor, action: 'custom_plan.saved' }, correlationId },
  );
}

export function removeCustomPlan(pool: Pool, productId: string, key: string, actor: AuditActor, correlationId?: string): Promise<Product> {
  return changeProduct(
    pool,
    productId,
    async (tx) => {
      if (!(await deleteCustomPlan(tx, productId, key))) throw notFound(messages.planNotFound);
      return {};
    },
    { audit: { actor, action: 'custom_plan.deleted' }, correlationId },
  );
}
