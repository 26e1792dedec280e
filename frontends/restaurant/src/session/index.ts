// The restaurant session, for every screen of the remote.
export { restaurantApi } from './restaurant-api.js';
export { RestaurantSessionProvider, accountPath } from './restaurant-session-provider.js';
export { useRestaurantSession } from './restaurant-session-context.js';
export { restaurantKeys, restaurantQueryKey } from './restaurant-query-keys.js';
export type { RestaurantFeatures, RestaurantProfile } from './restaurant-session-types.js';
