import {
  restaurantAppMessages,
  type CategoryOrderRequest,
  type CategoryRequest,
  type Dish,
  type DishRequest,
  type DishUpdateRequest,
} from '@mb/contracts';
import { AppError, badRequest, withTransaction, type Pool } from '@mb/service-kit';
import { checkImage, storeUpload, type MediaStorage } from '@mb/service-kit/media';
import { optionGroupsOf } from '../../domain/dish-options.js';
import { foreignKeyViolation, uniqueViolation, violates } from '../../store/pg-errors.js';
import type { RestaurantContext } from '../session/restaurant-session.js';
import * as menu from './menu.repository.js';

export const categoryView = (record: menu.CategoryRecord) => ({
  id: record.id,
  name: record.name,
  position: record.position,
  dishes: record.dishes,
  station_id: record.station_id,
  created_at: record.created_at.toISOString(),
});
export const dishView = (record: menu.DishRecord): Dish => ({ ...record, updated_at: record.updated_at.toISOString() });

const categoryNotFound = () => new AppError(404, restaurantAppMessages.categoryNotFound);
const dishNotFound = () => new AppError(404, restaurantAppMessages.dishNotFound);
const categoryTaken = () => new AppError(409, restaurantAppMessages.categoryTaken);

/** A station that is not this restaurant's (the foreign key refuses it) answers 404, a taken name 409. */
async function savingCategory<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violates(error, uniqueViolation)) throw categoryTaken();
    if (violates(error, foreignKeyViolation)) throw new AppError(404, restaurantAppMessages.stationNotFound);
    throw error;
  }
}

export async function createCategory(pool: Pool, at: RestaurantContext, request: CategoryRequest) {
  const category = { name: request.name, stationId: request.station_id ?? null };
  const created = await savingCategory(() => menu.insertCategory(pool, at, category, at.userId));
  if (!created) throw categoryTaken();
  return categoryView(created);
}

export async function renameCategory(pool: Pool, at: RestaurantContext, id: string, request: CategoryRequest) {
  const category = { name: request.name, stationId: request.station_id };
  const renamed = await savingCategory(() => menu.renameCategory(pool, at, id, category, at.userId));
  if (!renamed) throw categoryNotFound();
  return categoryView(renamed);
}

/**
 * The menu's categories in a new order: the list must name each of this restaurant's categories exactly once, so
 * a stale screen (one added or deleted meanwhile) or another restaurant's id changes nothing.
 */
export async function reorderCategories(pool: Pool, at: RestaurantContext, request: CategoryOrderRequest) {
  return withTransaction(pool, async (tx) => {
    const current = await menu.listCategories(tx, at, { lock: true });
    const known = new Set(current.map((category) => category.id));
    const asked = new Set(request.ids);
    if (asked.size !== request.ids.length || asked.size !== known.size || request.ids.some((id) => !known.has(id))) {
      throw badRequest(restaurantAppMessages.categoryOrderInvalid);
    }
    await menu.setCategoryPositions(tx, at.restaurantId, request.ids, at.userId);
    return (await menu.listCategories(tx, at)).map(categoryView);
  });
}

/** Refused while dishes belong to it (spec 2 §5 says the same of the store's categories). */
export async function deleteCategory(pool: Pool, at: RestaurantContext, id: string): Promise<void> {
  try {
    if (!(await menu.deleteCategory(pool, at.restaurantId, id))) throw categoryNotFound();
  } catch (error) {
    if (violates(error, foreignKeyViolation)) throw new AppError(409, restaurantAppMessages.categoryHasDishes);
    throw error;
  }
}

export async function findDish(pool: Pool, at: RestaurantContext, id: string): Promise<Dish> {
  const dish = await menu.findDish(pool, { restaurantId: at.restaurantId }, id);
  if (!dish) throw dishNotFound();
  return dishView(dish);
}

/** A category of another restaurant is as unknown as none (the composite foreign key refuses it). */
async function inOwnCategory<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violates(error, foreignKeyViolation)) throw categoryNotFound();
    throw error;
  }
}

export async function createDish(pool: Pool, at: RestaurantContext, request: DishRequest): Promise<Dish> {
  const dish = { ...request, option_groups: optionGroupsOf(request.option_groups) };
  const id = await inOwnCategory(() => menu.insertDish(pool, at.restaurantId, dish, at.userId));
  return findDish(pool, at, id);
}

export async function updateDish(pool: Pool, at: RestaurantContext, id: string, request: DishUpdateRequest): Promise<Dish> {
  const changes = { ...request, option_groups: request.option_groups && optionGroupsOf(request.option_groups) };
  if (!(await inOwnCategory(() => menu.updateDish(pool, at.restaurantId, id, changes, at.userId)))) throw dishNotFound();
  return findDish(pool, at, id);
}

/** Where dish pictures are served: by this service and, at the same path, by the gateway. */
export const dishMediaPrefix = '/restaurant/media/';

/**
 * A dish's picture is its own file (`restaurants/<restaurant>/dishes/<dish>/<hash>.<ext>`): per dish, so removing
 * one dish's picture never takes another's.
 */
const keyOf = (url: string | null): string | undefined =>
  url?.startsWith(dishMediaPrefix) ? url.slice(dishMediaPrefix.length) : undefined;

async function forget(storage: MediaStorage, url: string | null): Promise<void> {
  const key = keyOf(url);
  if (key) await storage.delete(key);
}

/**
 * POST /restaurant/menu/items/{id}/image: the dish is looked up before its upload is read, so another restaurant's
 * id is a 404 whatever was sent; the bytes must be a picture (type from its signature, 50–3000 px per side), stored
 * as its re-encoded copy. The old picture's file goes once the dish points at the new one; the new file goes again
 * if the dish cannot.
 */
export async function setDishImage(
  pool: Pool,
  storage: MediaStorage,
  at: RestaurantContext,
  id: string,
  read: () => Promise<Buffer>,
): Promise<Dish> {
  const before = await findDish(pool, at, id);
  const { key } = await storeUpload(storage, `restaurants/${at.restaurantId}/dishes/${id}`, await checkImage(await read()));
  const url = `${dishMediaPrefix}${key}`;
  let changed: Awaited<ReturnType<typeof menu.setDishImage>>;
  try {
    changed = await menu.setDishImage(pool, at.restaurantId, id, url, at.userId);
  } catch (error) {
    if (before.image_url !== url) await storage.delete(key);
    throw error;
  }
  if (!changed) {
    await storage.delete(key);
    throw dishNotFound();
  }
  if (changed.previous !== url) await forget(storage, changed.previous);
  return findDish(pool, at, id);
}

/** DELETE /restaurant/menu/items/{id}/image: the dish shows no picture, and its file is removed. */
export async function clearDishImage(pool: Pool, storage: MediaStorage, at: RestaurantContext, id: string): Promise<Dish> {
  const changed = await menu.setDishImage(pool, at.restaurantId, id, null, at.userId);
  if (!changed) throw dishNotFound();
  await forget(storage, changed.previous);
  return findDish(pool, at, id);
}

/** Past orders keep the dish's name and price as sold; carts and favourites lose it, and its picture goes. */
export async function deleteDish(pool: Pool, storage: MediaStorage, at: RestaurantContext, id: string): Promise<void> {
  const deleted = await menu.deleteDish(pool, at.restaurantId, id);
  if (!deleted) throw dishNotFound();
  await forget(storage, deleted.image_url);
}

export async function menuStats(pool: Pool, at: RestaurantContext) {
  const [totals, categories] = await Promise.all([menu.menuStats(pool, at.restaurantId), menu.listCategories(pool, at)]);
  return {
    categories: categories.length,
    dishes: totals.dishes,
    available: totals.available,
    unavailable: totals.dishes - totals.available,
    average_price: totals.average_price,
    by_category: categories.map((category) => ({ category_id: category.id, name: category.name, dishes: category.dishes })),
  };
}
