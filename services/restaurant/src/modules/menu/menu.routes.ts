import {
  categoryIdParams,
  categoryOrderRequest,
  categoryRequest,
  deletedResponse,
  dishesQuery,
  dishesResponse,
  dishIdParams,
  dishRequest,
  dishResponse,
  dishUpdateRequest,
  featuresResponse,
  menuCategoriesResponse,
  menuCategoryResponse,
  menuStatsResponse,
  restaurantAppMessages,
  uploadLimits,
} from '@mb/contracts';
import { notFound, type App, type Pool } from '@mb/service-kit';
import { readUpload, sendStoredFile, type MediaStorage } from '@mb/service-kit/media';
import { z } from 'zod';
import { planFeatures } from '../../domain/features.js';
import type { RestaurantGuards } from '../session/restaurant-session.js';
import { listCategories, listDishes } from './menu.repository.js';
import * as menu from './menu.service.js';

/** Spec 2 §7.7: the menu. Everyone inside reads it; only restaurant admins change it. */
export function menuRoutes(app: App, pool: Pool, guards: RestaurantGuards, storage: MediaStorage): void {
  const categories = '/restaurant/menu/categories';
  const items = '/restaurant/menu/items';

  app.get(categories, { onRequest: guards.member, schema: { response: { 200: menuCategoriesResponse } } }, async (request) => ({
    success: true as const,
    data: (await listCategories(pool, request.restaurant)).map(menu.categoryView),
  }));
  app.post(
    categories,
    { onRequest: guards.admin, schema: { body: categoryRequest, response: { 200: menuCategoryResponse } } },
    async (request) => ({
      success: true as const,
      data: await menu.createCategory(pool, request.restaurant, request.body),
    }),
  );
  app.put(
    `${categories}/order`,
    { onRequest: guards.admin, schema: { body: categoryOrderRequest, response: { 200: menuCategoriesResponse } } },
    async (request) => ({ success: true as const, data: await menu.reorderCategories(pool, request.restaurant, request.body) }),
  );
  app.put(
    `${categories}/:id`,
    { onRequest: guards.admin, schema: { params: categoryIdParams, body: categoryRequest, response: { 200: menuCategoryResponse } } },
    async (request) => ({
      success: true as const,
      data: await menu.renameCategory(pool, request.restaurant, request.params.id, request.body),
    }),
  );
  app.delete(
    `${categories}/:id`,
    { onRequest: guards.admin, schema: { params: categoryIdParams, response: { 200: deletedResponse } } },
    async (request) => {
      await menu.deleteCategory(pool, request.restaurant, request.params.id);
      return { success: true as const, message: restaurantAppMessages.categoryDeleted };
    },
  );

  app.get(
    items,
    { onRequest: guards.member, schema: { querystring: dishesQuery, response: { 200: dishesResponse } } },
    async (request) => ({
      success: true as const,
      data: (await listDishes(pool, request.restaurant, request.query)).map(menu.dishView),
    }),
  );
  app.get(
    `${items}/:id`,
    { onRequest: guards.member, schema: { params: dishIdParams, response: { 200: dishResponse } } },
    async (request) => ({
      success: true as const,
      data: await menu.findDish(pool, request.restaurant, request.params.id),
    }),
  );
  app.post(items, { onRequest: guards.admin, schema: { body: dishRequest, response: { 200: dishResponse } } }, async (request) => ({
    success: true as const,
    data: await menu.createDish(pool, request.restaurant, request.body),
  }));
  app.put(
    `${items}/:id`,
    { onRequest: guards.admin, schema: { params: dishIdParams, body: dishUpdateRequest, response: { 200: dishResponse } } },
    async (request) => ({ success: true as const, data: await menu.updateDish(pool, request.restaurant, request.params.id, request.body) }),
  );
  app.delete(
    `${items}/:id`,
    { onRequest: guards.admin, schema: { params: dishIdParams, response: { 200: deletedResponse } } },
    async (request) => {
      await menu.deleteDish(pool, storage, request.restaurant, request.params.id);
      return { success: true as const, message: restaurantAppMessages.dishDeleted };
    },
  );

  // A dish's picture: multipart, field `image`, with the catalogue's checks (413 past 8 MB, 415 if not multipart).
  app.post(
    `${items}/:id/image`,
    { onRequest: guards.admin, schema: { params: dishIdParams, response: { 200: dishResponse } } },
    async (request) => ({
      success: true as const,
      data: await menu.setDishImage(pool, storage, request.restaurant, request.params.id, () =>
        readUpload(request, 'image', uploadLimits.imageBytes),
      ),
    }),
  );
  app.delete(
    `${items}/:id/image`,
    { onRequest: guards.admin, schema: { params: dishIdParams, response: { 200: dishResponse } } },
    async (request) => ({
      success: true as const,
      data: await menu.clearDishImage(pool, storage, request.restaurant, request.params.id),
    }),
  );
  // Pictures are fetched by <img>, which sends no session: their keys (restaurant, dish and content hash) are unguessable.
  app.get(`${menu.dishMediaPrefix}*`, { schema: { params: z.object({ '*': z.string() }) } }, async (request, reply) => {
    const file = await storage.get(request.params['*']);
    if (!file) throw notFound(restaurantAppMessages.imageNotFound);
    return sendStoredFile(reply, file);
  });

  app.get(
    '/restaurant/menu/user/features',
    { onRequest: guards.member, schema: { response: { 200: featuresResponse } } },
    async (request) => ({
      success: true as const,
      plan_type: request.restaurant.planType,
      ...planFeatures(request.restaurant.planType),
    }),
  );
  app.get('/restaurant/menu/stats', { onRequest: guards.member, schema: { response: { 200: menuStatsResponse } } }, async (request) => ({
    success: true as const,
    data: await menu.menuStats(pool, request.restaurant),
  }));
}
