import { branchMessages, slugify, type Branch, type BranchDish, type BranchDishRequest } from '@mb/contracts';
import { AppError, withTransaction, type Pool, type Queryable } from '@mb/service-kit';
import { managesRestaurant } from '../../domain/access.js';
import type { RestaurantContext } from '../session/restaurant-session.js';
import * as branches from './branches.repository.js';

const m = branchMessages;
const notFound = () => new AppError(404, m.branchNotFound);

const branchView = (branch: branches.BranchRecord): Branch => ({ ...branch, created_at: branch.created_at.toISOString() });

/** The restaurant's branch `id`, else 404. */
export async function requireBranch(db: Queryable, restaurantId: string, id: string): Promise<branches.BranchRecord> {
  const branch = await branches.findBranch(db, restaurantId, id);
  if (!branch) throw notFound();
  return branch;
}
const branchOf = (db: Queryable, at: RestaurantContext, id: string) => requireBranch(db, at.restaurantId, id);

/** GET /restaurant/sedes: every branch for an administrator; for anyone else, the branches they work in. */
export async function branchList(pool: Pool, at: RestaurantContext): Promise<Branch[]> {
  const rows = await branches.listBranches(pool, at.restaurantId, managesRestaurant(at.role) ? undefined : at.userId);
  return rows.map(branchView);
}

/** POST /restaurant/sedes: a new branch, with no staff yet (administrators work in it already). */
export async function createBranch(pool: Pool, at: RestaurantContext, request: { name: string }): Promise<Branch> {
  const id = await branches.insertBranch(pool, at.restaurantId, { name: request.name, slug: slugify(request.name) || 'sede' });
  if (!id) throw new AppError(409, m.branchTaken);
  return branchView(await branchOf(pool, at, id));
}

/** PUT /restaurant/sedes/:id/personal: who works in the branch; every id must be one of the restaurant's users. */
export async function setBranchStaff(pool: Pool, at: RestaurantContext, id: string, userIds: string[]): Promise<Branch> {
  return withTransaction(pool, async (tx) => {
    await branchOf(tx, at, id);
    const wanted = [...new Set(userIds)];
    const kept = await branches.replaceStaff(tx, at.restaurantId, id, wanted);
    if (kept !== wanted.length) throw new AppError(400, m.staffInvalid);
    return branchView(await branchOf(tx, at, id));
  });
}

/** GET /restaurant/sedes/:id/carta: the dishes whose price or availability differ in the branch. */
export async function branchDishes(pool: Pool, at: RestaurantContext, id: string): Promise<BranchDish[]> {
  await branchOf(pool, at, id);
  return branches.listBranchDishes(pool, id);
}

/** PUT /restaurant/sedes/:id/carta/:dishId: the dish's price (null: the menu's) and availability in the branch. */
export async function setBranchDish(
  pool: Pool,
  at: RestaurantContext,
  ids: { id: string; dishId: string },
  request: BranchDishRequest,
): Promise<BranchDish> {
  await branchOf(pool, at, ids.id);
  const saved = await branches.upsertBranchDish(pool, at.restaurantId, ids.id, { dish_id: ids.dishId, ...request });
  if (!saved) throw new AppError(404, m.dishNotFound);
  return saved;
}
