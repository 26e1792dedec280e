import {
  inventoryMessages,
  type InventorySettings,
  type Recipe,
  type RecipeRequest,
  type StockCountRequest,
  type StockMove,
  type StockMoveRequest,
  type Supply,
  type SupplyRequest,
  type SupplyUpdateRequest,
} from '@mb/contracts';
import { AppError, withTransaction, type Pool } from '@mb/service-kit';
import { refusing, uniqueViolation } from '../../store/pg-errors.js';
import type { RestaurantContext } from '../session/restaurant-session.js';
import { followStock, showHiddenDishes } from './dish-availability.repository.js';
import * as settings from './inventory-settings.repository.js';
import * as recipes from './recipes.repository.js';
import { afterStockMoves } from './stock.service.js';
import * as moves from './stock-moves.repository.js';
import * as supplies from './supplies.repository.js';

const supplyNotFound = () => new AppError(404, inventoryMessages.supplyNotFound);

/** A taken name (any case) answers 409 instead of the database's refusal. */
const naming = <T>(write: () => Promise<T>) => refusing(write, uniqueViolation, () => new AppError(409, inventoryMessages.supplyTaken));

/**
 * GET /restaurant/inventario/insumos (and …/alertas: only those at or under their threshold): the restaurant's supplies
 * with the stock of the branch the request works in.
 */
export const listSupplies = (pool: Pool, at: RestaurantContext, options: { lowOnly?: boolean } = {}): Promise<Supply[]> =>
  supplies.listSupplies(pool, at, options);

export const createSupply = (pool: Pool, at: RestaurantContext, request: SupplyRequest): Promise<Supply> =>
  naming(() => supplies.insertSupply(pool, at, request));

export async function updateSupply(pool: Pool, at: RestaurantContext, id: string, request: SupplyUpdateRequest): Promise<Supply> {
  const updated = await naming(() => supplies.updateSupply(pool, at, id, request));
  if (!updated) throw supplyNotFound();
  return updated;
}

/** A removed supply leaves the recipes: a dish hidden for want of it (and of nothing else) comes back, in every branch. */
export async function removeSupply(pool: Pool, at: RestaurantContext, id: string): Promise<Supply> {
  const removed = await withTransaction(pool, async (tx) => {
    const one = await supplies.removeSupply(tx, at, id);
    if (one) await followStock(tx, at.restaurantId, {});
    return one;
  });
  if (!removed) throw supplyNotFound();
  return removed;
}

const dishNotFound = () => new AppError(404, inventoryMessages.dishNotFound);

/**
 * GET /restaurant/inventario/recetas/{dishId}: one portion's supplies, its cost and the margin the price leaves, and
 * each option's recipe with its cost (an option since removed from the dish is left out).
 */
export async function getRecipe(pool: Pool, at: RestaurantContext, dishId: string): Promise<Recipe> {
  const dish = await recipes.findDish(pool, at.restaurantId, dishId);
  if (!dish) throw dishNotFound();
  const rows = await recipes.recipesOf(pool, at.restaurantId, dishId);
  const recipeOf = (optionId: string | null) => {
    const own = rows.filter((row) => row.option_id === optionId);
    return { lines: own.map(({ option_id: _option, total: _total, ...line }) => line), cost: own[0]?.total ?? 0 };
  };
  const own = recipeOf(null);
  const withRecipe = new Set(rows.map((row) => row.option_id));
  const options = dish.option_ids.filter((id) => withRecipe.has(id)).map((id) => ({ option_id: id, ...recipeOf(id) }));
  return { dish_id: dishId, price: dish.price, ...own, margin: dish.price - own.cost, options };
}

/**
 * PUT /restaurant/inventario/recetas/{dishId}: the whole recipe at once (and, when sent, every option's), each supply
 * one of this restaurant's and each option one of this dish's. The dish's availability then follows the stock.
 */
export async function setRecipe(pool: Pool, at: RestaurantContext, dishId: string, request: RecipeRequest): Promise<Recipe> {
  await withTransaction(pool, async (tx) => {
    const dish = await recipes.findDish(tx, at.restaurantId, dishId);
    if (!dish) throw dishNotFound();
    const options = request.options ?? [];
    if (options.some((option) => !dish.option_ids.includes(option.option_id))) throw new AppError(404, inventoryMessages.optionNotFound);
    const ids = [...new Set([...request.lines, ...options.flatMap((option) => option.lines)].map((line) => line.supply_id))];
    if ((await supplies.findSupplies(tx, at, ids)).length < ids.length) throw supplyNotFound();
    await recipes.replaceRecipe(tx, at.restaurantId, dishId, request);
    await followStock(tx, at.restaurantId, { dishId });
  });
  return getRecipe(pool, at, dishId);
}

/** What a person's record does to the stock: a purchase adds, waste takes away, an adjustment is signed. */
const deltaOf = (request: StockMoveRequest): number => (request.reason === 'merma' ? -request.quantity : request.quantity);

/**
 * POST /restaurant/inventario/movimientos: a purchase, waste or adjustment of the branch's stock, with its reason, note
 * and who.
 */
export async function recordMove(pool: Pool, at: RestaurantContext, request: StockMoveRequest): Promise<Supply> {
  return withTransaction(pool, async (tx) => {
    if (!(await supplies.lockStock(tx, at, [request.supply_id])).has(request.supply_id)) throw supplyNotFound();
    const move = { supplyId: request.supply_id, delta: deltaOf(request) };
    const changes = await supplies.moveStock(tx, at, [move], { reason: request.reason, note: request.note, by: at.userId });
    await afterStockMoves(tx, at, changes, { by: at.userId, reason: request.reason });
    return (await supplies.findSupplies(tx, at, [request.supply_id]))[0]!;
  });
}

/**
 * POST /restaurant/inventario/conteo: a physical count of the branch's stock. Each supply counted is locked, its stock
 * becomes what was counted and the difference is recorded (conteo); a supply whose count matches records nothing.
 */
export async function recordCount(pool: Pool, at: RestaurantContext, request: StockCountRequest) {
  return withTransaction(pool, async (tx) => {
    const ids = request.counts.map((count) => count.supply_id);
    const stock = await supplies.lockStock(tx, at, ids);
    const names = new Map((await supplies.findSupplies(tx, at, ids)).map((one) => [one.id, one.name]));
    if (stock.size < ids.length) throw supplyNotFound();
    const differences = request.counts.map(({ supply_id, counted }) => {
      const expected = stock.get(supply_id)!;
      return { supply_id, name: names.get(supply_id)!, expected, counted, difference: counted - expected };
    });
    const changed = differences.filter((one) => one.difference !== 0);
    const record = { reason: 'conteo' as const, note: request.note, by: at.userId };
    const moved = changed.map((one) => ({ supplyId: one.supply_id, delta: one.difference }));
    await afterStockMoves(tx, at, await supplies.moveStock(tx, at, moved, record), record);
    return differences;
  });
}

/** GET /restaurant/inventario/movimientos: the moves of the branch's stock. */
export async function listMoves(pool: Pool, at: RestaurantContext, supplyId: string | undefined): Promise<StockMove[]> {
  return (await moves.listMoves(pool, at, supplyId)).map((move) => ({ ...move, created_at: move.created_at.toISOString() }));
}

export const getSettings = (pool: Pool, at: RestaurantContext): Promise<InventorySettings> => settings.findSettings(pool, at.restaurantId);

/**
 * PUT /restaurant/inventario/ajustes: turning 'Ocultar platos sin insumos' on hides at once every dish that cannot be
 * made now; turning it off makes available again the dishes it hid.
 */
export async function saveSettings(pool: Pool, at: RestaurantContext, request: InventorySettings): Promise<InventorySettings> {
  await withTransaction(pool, async (tx) => {
    await settings.saveSettings(tx, at.restaurantId, request, at.userId);
    if (request.hide_unmakeable) await followStock(tx, at.restaurantId, {});
    else await showHiddenDishes(tx, at.restaurantId);
  });
  return request;
}
