import { z } from 'zod';
import { categoriesResponse, categoryResponse, messages, upsertCategoryRequest } from '@mb/contracts';
import { auditActor, type App } from '@mb/service-kit';
import type { CatalogDeps } from '../../deps.js';
import { adminOnly } from '../admin-only.js';
import { listCategories } from './categories.repository.js';
import { deleteCategory, upsertCategory } from './categories.service.js';

export function categoriesRoutes(app: App, { pool }: CatalogDeps): void {
  app.get('/categories', { ...adminOnly(app), schema: { response: { 200: categoriesResponse } } }, async () => ({
    success: true as const,
    categories: await listCategories(pool),
  }));

  app.put(
    '/categories',
    { ...adminOnly(app), schema: { body: upsertCategoryRequest, response: { 200: categoryResponse } } },
    async (request) => ({
      success: true as const,
      category: await upsertCategory(pool, request.body, auditActor(request), request.id),
    }),
  );

  app.delete(
    '/categories/:id',
    { ...adminOnly(app), schema: { params: z.object({ id: z.uuid('Categoría inválida') }) } },
    async (request) => {
      await deleteCategory(pool, request.params.id, auditActor(request));
      return { success: true as const, message: messages.categoryDeleted };
    },
  );
}
