import { restaurantAppMessages, type AddToCartRequest, type UpdateCartQuantityRequest } from '@mb/contracts';
import { AppError, type Pool } from '@mb/service-kit';
import { chooseOptions } from '../../domain/dish-options.js';
import { checkViolation, violates } from '../../store/pg-errors.js';
import type { RestaurantContext } from '../session/restaurant-session.js';
import { findDish } from '../menu/menu.repository.js';
import { addCartLine, deleteCartLine, findCartLine, listCart, updateCartLine, type CartLineRecord } from './cart.repository.js';

export const cartLineView = (line: CartLineRecord) => ({ ...line, line_total: line.unit_price * line.quantity });
const lineNotFound = () => new AppError(404, restaurantAppMessages.cartItemNotFound);

/** A cart is its owner's alone: another user's id (of this restaurant or any other) finds no cart. */
export function ownCart(at: RestaurantContext, usuarioId: string): void {
  if (usuarioId !== at.userId) throw new AppError(404, restaurantAppMessages.cartNotYours);
}

export async function cartOf(pool: Pool, at: RestaurantContext) {
  return (await listCart(pool, at, at.userId)).map(cartLineView);
}

export async function cartSummary(pool: Pool, at: RestaurantContext) {
  const lines = await cartOf(pool, at);
  return {
    lines: lines.length,
    units: lines.reduce((sum, line) => sum + line.quantity, 0),
    total: lines.reduce((sum, line) => sum + line.line_total, 0),
  };
}

async function withinQuantity<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violates(error, checkViolation)) throw new AppError(400, restaurantAppMessages.quantityInvalid);
    throw error;
  }
}

/** POST /restaurant/carrito/add: a dish of this restaurant's menu that is available now, with options it offers. */
export async function addToCart(pool: Pool, at: RestaurantContext, request: AddToCartRequest) {
  const dish = await findDish(pool, at, request.itemId);
  if (!dish) throw new AppError(404, restaurantAppMessages.dishNotFound);
  if (!dish.available) throw new AppError(409, restaurantAppMessages.dishUnavailable.replace('{name}', dish.name));
  const options = chooseOptions(dish, request.options);
  if (typeof options === 'string') throw new AppError(400, options);
  const line = await withinQuantity(() =>
    addCartLine(pool, {
      restaurantId: at.restaurantId,
      branchId: at.branchId,
      userId: at.userId,
      dishId: dish.id,
      quantity: request.quantity,
      note: request.note,
      options,
    }),
  );
  return cartLineView(line);
}

export async function updateQuantity(pool: Pool, at: RestaurantContext, request: UpdateCartQuantityRequest) {
  const line = { restaurantId: at.restaurantId, userId: at.userId, id: request.id, quantity: request.quantity, note: request.note };
  if (!(await updateCartLine(pool, line))) throw lineNotFound();
  return cartLineView((await findCartLine(pool, at, at.userId, request.id))!);
}

export async function removeFromCart(pool: Pool, at: RestaurantContext, id: string): Promise<void> {
  if (!(await deleteCartLine(pool, at.restaurantId, at.userId, id))) throw lineNotFound();
}
