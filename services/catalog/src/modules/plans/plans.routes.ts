import { z } from 'zod';
import { customPlanRequest, planParams, productIdParams, productResponse, updatePlanRequest } from '@mb/contracts';
import { auditActor, type App } from '@mb/service-kit';
import type { CatalogDeps } from '../../deps.js';
import { adminOnly } from '../admin-only.js';
import { removeCustomPlan, saveCustomPlan, updatePlan } from './plans.service.js';

export function plansRoutes(app: App, { pool }: CatalogDeps): void {
  const answer = { 200: productResponse };

  app.put(
    '/products/:id/plans/custom',
    { ...adminOnly(app), schema: { params: productIdParams, body: customPlanRequest, response: answer } },
    async (request) => ({
      success: true as const,
      product: await saveCustomPlan(pool, request.params.id, request.body, auditActor(request), request.id),
    }),
  );

  app.delete(
    '/products/:id/plans/custom/:planKey',
    { ...adminOnly(app), schema: { params: productIdParams.extend({ planKey: z.string().min(1).max(40) }), response: answer } },
    async (request) => ({
      success: true as const,
      product: await removeCustomPlan(pool, request.params.id, request.params.planKey, auditActor(request), request.id),
    }),
  );

  app.put(
    '/products/:id/plans/:plan',
    { ...adminOnly(app), schema: { params: planParams, body: updatePlanRequest, response: answer } },
    async (request) => ({
      success: true as const,
      product: await updatePlan(pool, request.params.id, request.params.plan, request.body, auditActor(request), request.id),
    }),
  );
}
