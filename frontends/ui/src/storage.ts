/** Local storage names shared by the shell and the remotes (kept from the original site so sessions survive). */
export const storageKeys = {
  token: 'token',
  authProvider: 'auth_provider',
  language: 'preferred-language',
  sessionId: 'mb_session_id',
  consentId: 'mb_consent_id',
  consentStatus: 'mb_consent_status',
  chatSessionId: 'mb_chat_session_id',
  restaurantToken: 'restaurant_token',
} as const;

// Read through globalThis so the code also runs without a window (node tests); touching
// localStorage can itself throw (private mode, blocked cookies), hence the try.
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** The stored value, or null when absent or storage is unavailable. */
export function readStorage(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores a value; a full or blocked storage is ignored. */
export function writeStorage(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Nothing to do: the value just is not remembered.
  }
}

export function removeStorage(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do.
  }
}
