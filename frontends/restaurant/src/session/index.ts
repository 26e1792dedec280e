// The restaurant session, for every screen of the remote.
export { restaurantApi } from './restaurant-api.js';
export { RestaurantSessionProvider, accountPath } from './restaurant-session-provider.js';
export { useRestaurantSession } from './restaurant-session-context.js';
export { IdleLock } from './idle-lock.js';
export { PinField } from './pin-field.js';
export { useStaffMembers } from './pin-pad.js';
export { SwitchPersonButton } from './switch-person.js';
export { restaurantKeys, restaurantQueryKey } from './restaurant-query-keys.js';
export type { RestaurantFeatures, RestaurantProfile } from './restaurant-session-types.js';
