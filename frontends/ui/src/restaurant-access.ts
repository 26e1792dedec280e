import { removeStorage, storageKeys } from './storage.js';

/** sessionStorage key of the restaurant app's own session (frontends/restaurant keeps it there across reloads). */
export const restaurantSessionKey = 'mb_restaurant_session';

const listeners = new Set<() => void>();

/** The restaurant app hears here that the person's platform session ended; returns the unsubscribe function. */
export function onPlatformSessionEnded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the restaurant_token and the restaurant app's session stored for this tab. */
export function forgetRestaurantAccess(): void {
  removeStorage(storageKeys.restaurantToken);
  try {
    globalThis.sessionStorage?.removeItem(restaurantSessionKey);
  } catch {
    // Nothing stored to forget.
  }
}

/**
 * The platform session ended in this browser (logout, or found expired): the restaurant app's access goes with it,
 * so on a shared tablet the next person does not carry on as the previous one. The restaurant service refuses the
 * old session as well; this clears what the screen still holds.
 */
export function endPlatformSession(): void {
  forgetRestaurantAccess();
  for (const listener of [...listeners]) listener();
}
