import { publicCategoriesResponse } from '@mb/contracts';
import type { App, ServiceContext } from '@mb/service-kit';
import { listCategories } from './categories.repository.js';

export function categoriesRoutes(app: App, { pool }: ServiceContext): void {
  app.get('/categories', { schema: { response: { 200: publicCategoriesResponse } } }, async () => ({
    success: true as const,
    categories: await listCategories(pool),
  }));
}
