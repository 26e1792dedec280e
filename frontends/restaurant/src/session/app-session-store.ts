import { forgetRestaurantAccess, onPlatformSessionEnded, restaurantSessionKey } from '@mb/ui';

/** The app's session from POST /restaurant/auth/login, tied to the restaurant_token it was exchanged for. */
export interface AppSession {
  restaurantToken: string;
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

// sessionStorage so a reload of the tab keeps working without a new login, while closing the tab forgets it.
const sessionKey = restaurantSessionKey;
let current: AppSession | null | undefined;
// The platform's logout clears the stored copies (shell); the one in memory goes here.
onPlatformSessionEnded(() => {
  current = null;
});

function sessionStore(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function readStored(): AppSession | null {
  try {
    const value = JSON.parse(sessionStore()?.getItem(sessionKey) ?? 'null') as Partial<AppSession> | null;
    if (typeof value?.restaurantToken !== 'string' || typeof value.token !== 'string' || typeof value.expiresAt !== 'number') return null;
    return value as AppSession;
  } catch {
    return null;
  }
}

/** The session for this restaurant_token, unless it expired or was exchanged for another restaurant's token. */
export function readAppSession(restaurantToken: string, now = Date.now()): AppSession | null {
  if (current === undefined) current = readStored();
  if (!current || current.restaurantToken !== restaurantToken || current.expiresAt <= now) return null;
  return current;
}

/** The bearer of every restaurant-app call, whatever restaurant_token it came from. */
export function appSessionToken(): string | null {
  if (current === undefined) current = readStored();
  return current?.token ?? null;
}

export function saveAppSession(session: AppSession): void {
  current = session;
  try {
    sessionStore()?.setItem(sessionKey, JSON.stringify(session));
  } catch {
    // Kept in memory only: a reload logs in again.
  }
}

/** Forgets the app's session and the restaurant_token it came from: nothing left opens the restaurant again. */
export function clearRestaurantSession(): void {
  current = null;
  forgetRestaurantAccess();
}
