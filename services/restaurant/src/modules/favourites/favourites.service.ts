import { restaurantAppMessages } from '@mb/contracts';
import { AppError, type Pool } from '@mb/service-kit';
import { isRestaurantUser } from '../auth/restaurant-users.repository.js';
import { findDish } from '../menu/menu.repository.js';
import type { RestaurantContext } from '../session/restaurant-session.js';
import { addFavourite, isFavourite, removeFavourite } from './favourites.repository.js';

/** The caller's own favourites; a dish of another restaurant is as unknown as none. */
async function ownDish(pool: Pool, at: RestaurantContext, dishId: string): Promise<void> {
  if (!(await findDish(pool, at, dishId))) throw new AppError(404, restaurantAppMessages.dishNotFound);
}

/** Whose favourites are read: any user of this restaurant; another restaurant's user is not found. */
export async function userOfRestaurant(pool: Pool, at: RestaurantContext, usuarioId: string): Promise<void> {
  if (!(await isRestaurantUser(pool, at.restaurantId, usuarioId))) throw new AppError(404, restaurantAppMessages.userNotFound);
}

const answer = (favorite: boolean) => ({
  success: true as const,
  favorite,
  message: favorite ? restaurantAppMessages.favouriteAdded : restaurantAppMessages.favouriteRemoved,
});

export async function markFavourite(pool: Pool, at: RestaurantContext, dishId: string, mark: 'add' | 'remove' | 'toggle') {
  await ownDish(pool, at, dishId);
  const favorite = mark === 'toggle' ? !(await isFavourite(pool, at.restaurantId, at.userId, dishId)) : mark === 'add';
  if (favorite) await addFavourite(pool, at.restaurantId, at.userId, dishId);
  else await removeFavourite(pool, at.restaurantId, at.userId, dishId);
  return answer(favorite);
}
