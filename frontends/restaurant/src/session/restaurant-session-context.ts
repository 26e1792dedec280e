import { createContext, useContext } from 'react';
import type { RestaurantSessionValue } from './restaurant-session-types.js';

export const RestaurantSessionContext = createContext<RestaurantSessionValue | null>(null);

/** The signed-in restaurant user; only for screens rendered inside RestaurantSessionProvider. */
export function useRestaurantSession(): RestaurantSessionValue {
  const session = useContext(RestaurantSessionContext);
  if (!session) throw new Error('useRestaurantSession: render inside RestaurantSessionProvider');
  return session;
}
