import type { RestaurantProfile, RestaurantStatus } from './restaurant-session-types.js';

/** Expired or cancelled: read-only, data kept (the server refuses writes); grace: usable until its suspension date. */
export function restaurantStatus(restaurant: RestaurantProfile['restaurant']): RestaurantStatus {
  if (restaurant.read_only) return { kind: 'read_only' };
  if (restaurant.subscription_status === 'grace') return { kind: 'grace', suspendsAt: restaurant.suspends_at };
  return { kind: 'active' };
}
