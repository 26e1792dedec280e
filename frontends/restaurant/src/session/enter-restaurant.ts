import type { RestaurantLoginResponse } from '@mb/contracts';
import { ApiError, apiRequest } from '@mb/ui';
import { saveAppSession, type AppSession } from './app-session-store.js';
import { endRestaurantSession } from './session-ended.js';

/**
 * Into the app with the restaurant_token from open-restaurant: setup-user (creates the person's restaurant user on
 * first open, idempotent), then login for the app's session. A token refused (401) or a restaurant gone (404)
 * cannot get better by retrying: the session ends; a connection failure is thrown for the page to offer a retry.
 */
export async function enterRestaurant(restaurantToken: string, now = Date.now): Promise<AppSession> {
  const entry = { method: 'POST' as const, headers: { Authorization: `Bearer ${restaurantToken}` } };
  try {
    await apiRequest('/restaurant/auth/setup-user', entry);
    const login = await apiRequest<RestaurantLoginResponse>('/restaurant/auth/login', entry);
    const session = { restaurantToken, token: login.token, expiresAt: now() + login.expires_in * 1000 };
    saveAppSession(session);
    return session;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) endRestaurantSession(error.message);
    throw error;
  }
}
