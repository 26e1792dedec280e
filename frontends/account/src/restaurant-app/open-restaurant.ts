import type { OpenRestaurantResponse } from '@mb/contracts';
import { apiRequest, storageKeys, writeStorage } from '@mb/ui';
import { withSessionRetry } from '../session-retry.js';

/** Where the restaurant app lives (spec 2 §2): outside the account's /cuenta, hence absolute (`~`). */
export const restaurantAppPath = '~/restaurant/panelControl';

/**
 * POST /auth/subscriptions/{id}/open-restaurant (spec 2 §7.1): a token for that restaurant, kept under
 * local storage key restaurant_token (spec 2 §4) for the restaurant app to use. No fallback text: the
 * callers word a failure without a server message themselves.
 */
export async function openRestaurant(subscriptionId: string): Promise<OpenRestaurantResponse> {
  const answer = await withSessionRetry(() =>
    apiRequest<OpenRestaurantResponse>(`/auth/subscriptions/${encodeURIComponent(subscriptionId)}/open-restaurant`, {
      method: 'POST',
      fallback: '',
    }),
  );
  writeStorage(storageKeys.restaurantToken, answer.restaurant_token);
  return answer;
}
