/**
 * Every query of the restaurant app starts with this key, so ending the session drops all of them at once
 * (another person on the same tablet must never see the previous one's cart or restaurant).
 */
export const restaurantQueryKey = ['restaurant'] as const;

/** Shared by the screens that read and change the same data, so a change invalidates every view of it. */
export const restaurantKeys = {
  entry: (restaurantToken: string) => [...restaurantQueryKey, 'entry', restaurantToken] as const,
  profile: [...restaurantQueryKey, 'profile'] as const,
  features: [...restaurantQueryKey, 'features'] as const,
  tables: [...restaurantQueryKey, 'tables'] as const,
  categories: [...restaurantQueryKey, 'menu', 'categories'] as const,
  stations: [...restaurantQueryKey, 'stations'] as const,
  dishes: [...restaurantQueryKey, 'menu', 'items'] as const,
  favourites: (userId: string) => [...restaurantQueryKey, 'favourites', userId] as const,
  cart: (userId: string) => [...restaurantQueryKey, 'cart', userId] as const,
  board: [...restaurantQueryKey, 'orders', 'board'] as const,
  orders: [...restaurantQueryKey, 'orders'] as const,
  staffMembers: [...restaurantQueryKey, 'staff', 'members'] as const,
  deviceSettings: [...restaurantQueryKey, 'staff', 'device-settings'] as const,
};
