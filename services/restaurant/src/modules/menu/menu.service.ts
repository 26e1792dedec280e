import { restaurantAppMessages, type CategoryRequest, type Dish, type DishRequest, type DishUpdateRequest } from '@mb/contracts';
import { AppError, type Pool } from '@mb/service-kit';
import { foreignKeyViolation, uniqueViolation, violates } from '../../store/pg-errors.js';
import type { RestaurantContext } from '../session/restaurant-session.js';
import * as menu from './menu.repository.js';

export const categoryView = (record: menu.CategoryRecord) => ({ id: record.id, name: record.name, dishes: record.dishes, created_at: record.created_at.toISOString() });
export const dishView = (record: menu.DishRecord): Dish => ({ ...record, updated_at: record.updated_at.toISOString() });

const categoryNotFound = () => new AppError(404, restaurantAppMessages.categoryNotFound);
const dishNotFound = () => new AppError(404, restaurantAppMessages.dishNotFound);
const categoryTaken = () => new AppError(409, restaurantAppMessages.categoryTaken);

export async function createCategory(pool: Pool, at: RestaurantContext, request: CategoryRequest) {
  const created = await menu.insertCategory(pool, at.restaurantId, request.name, at.userId);
  if (!created) throw categoryTaken();
  return categoryView(created);
}

export async function renameCategory(pool: Pool, at: RestaurantContext, id: string, request: CategoryRequest) {
  try {
    const renamed = await menu.renameCategory(pool, at.restaurantId, id, request.name, at.userId);
    if (!renamed) throw categoryNotFound();
    return categoryView(renamed);
  } catch (error) {
    if (violates(error, uniqueViolation)) throw categoryTaken();
    throw error;
  }
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
  const dish = await menu.findDish(pool, at.restaurantId, id);
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
  const id = await inOwnCategory(() => menu.insertDish(pool, at.restaurantId, request, at.userId));
  return findDish(pool, at, id);
}

export async function updateDish(pool: Pool, at: RestaurantContext, id: string, request: DishUpdateRequest): Promise<Dish> {
  if (!(await inOwnCategory(() => menu.updateDish(pool, at.restaurantId, id, request, at.userId)))) throw dishNotFound();
  return findDish(pool, at, id);
}

/** Past orders keep the dish's name and price as sold; carts and favourites lose it. */
export async function deleteDish(pool: Pool, at: RestaurantContext, id: string): Promise<void> {
  if (!(await menu.deleteDish(pool, at.restaurantId, id))) throw dishNotFound();
}

export async function menuStats(pool: Pool, at: RestaurantContext) {
  const [totals, categories] = await Promise.all([menu.menuStats(pool, at.restaurantId), menu.listCategories(pool, at.restaurantId)]);
  return {
    categories: categories.length,
    dishes: totals.dishes,
    available: totals.available,
    unavailable: totals.dishes - totals.available,
    average_price: totals.average_price,
    by_category: categories.map((category) => ({ category_id: category.id, name: category.name, dishes: category.dishes })),
  };
}
