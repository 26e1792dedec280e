import { restaurantAppMessages } from '@mb/contracts';
import { ApiError, apiRequest, type ApiRequestOptions } from '@mb/ui';
import { branchHeaders } from '../branches/branch-store.js';
import { appSessionToken } from './app-session-store.js';
import { endRestaurantSession } from './session-ended.js';

/**
 * A restaurant-app call (spec 2 §7.7) on the app's session, in the branch this device works in (unless the call names
 * its own, as a write kept offline does: the branch it was made in). A 401 means the session expired or was revoked
 * (subscription ended, assignment removed): the session ends and the person goes back to 'Mis Suscripciones'.
 */
export async function restaurantApi<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const token = appSessionToken();
  if (!token) {
    endRestaurantSession(restaurantAppMessages.sessionInvalid);
    throw new ApiError(restaurantAppMessages.sessionInvalid, { status: 401 });
  }
  return withSessionEnd(() =>
    apiRequest<T>(path, { ...options, headers: { ...branchHeaders(), ...options.headers, Authorization: `Bearer ${token}` } }),
  );
}

/** Runs a call; its 401 ends the restaurant session with the server's message. */
export async function withSessionEnd<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) endRestaurantSession(error.message);
    throw error;
  }
}
