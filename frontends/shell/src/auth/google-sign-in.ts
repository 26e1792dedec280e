import type { SessionUser } from '@mb/contracts';
import { apiRequest, storageKeys, writeStorage } from '@mb/ui';
import { currentUser } from './auth-api.js';
import type { CompleteProfileDetail } from './views.js';

/** Spec 1 §4 "Third-party account sign-in" and §9: popup size, polling and the retry waits. */
export const googlePopup = { width: 520, height: 640, name: 'mb-google-signin' } as const;
export const googlePollMs = 1000;
export const googleRetryWaitsMs = [200, 500, 1000] as const;

/** What the popup's last page (/auth/google/callback) posts to this window. */
interface GoogleAccount {
  full_name?: string | null;
  email?: string | null;
  google_photo_url?: string | null;
  legal_id?: string | null;
  phone?: string | null;
}

export type GoogleResult =
  /** Signed in with a complete profile. */
  | { kind: 'signed-in'; user: SessionUser }
  /** Signed in, but legal ID or phone is missing (or the user could not be read back). */
  | { kind: 'complete-profile'; detail: CompleteProfileDetail }
  /** The popup was closed without signing in. */
  | { kind: 'cancelled' };

/** A failure whose message (possibly empty: use the screen's fallback) is for the user. */
export class GoogleSignInError extends Error {
  constructor(message = '') {
    super(message);
    this.name = 'GoogleSignInError';
  }
}

export interface GoogleSignInOptions {
  pollMs?: number;
  retryWaitsMs?: readonly number[];
  /** Stops waiting (the dialog went away): the popup is closed and the result is 'cancelled'. */
  signal?: AbortSignal;
}

type PopupOutcome =
  | { kind: 'message'; token?: string; account: GoogleAccount }
  | { kind: 'session'; user: SessionUser }
  | { kind: 'closed' };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A 520x640 window centred on this one, opened on about:blank. */
export function openGooglePopup(): Window | null {
  const { width, height, name } = googlePopup;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  return window.open('about:blank', name, `popup=yes,width=${width},height=${height},left=${left},top=${top}`);
}

/**
 * Call it straight from the click handler: the popup is opened before anything is awaited, so popup
 * blockers let it through; it is sent to the provider once the gateway has given the URL.
 */
export async function signInWithGoogle(options: GoogleSignInOptions = {}): Promise<GoogleResult> {
  const popup = openGooglePopup();
  if (!popup) throw new GoogleSignInError();
  let outcome: PopupOutcome;
  try {
    const { url } = await apiRequest<{ success: true; url: string }>('/auth/google-signin', { method: 'POST' });
    if (typeof url !== 'string' || url === '') throw new GoogleSignInError();
    popup.location.href = url;
    outcome = await waitForPopup(popup, options.pollMs ?? googlePollMs, options.signal);
  } finally {
    if (!popup.closed) popup.close();
  }
  if (outcome.kind === 'closed') return { kind: 'cancelled' };

  writeStorage(storageKeys.authProvider, 'google');
  let user: SessionUser | null;
  let account: GoogleAccount;
  if (outcome.kind === 'session') {
    user = outcome.user;
    account = user;
  } else {
    if (outcome.token) writeStorage(storageKeys.token, outcome.token);
    account = outcome.account;
    // The session cookie was set by the popup's last page; give the server a moment if it needs one.
    user = null;
    for (const wait of options.retryWaitsMs ?? googleRetryWaitsMs) {
      await sleep(wait);
      user = await currentUser();
      if (user) break;
    }
  }

  if (user?.legal_id && user.phone) return { kind: 'signed-in', user };
  const detail: CompleteProfileDetail = {};
  const name = user?.full_name || account.full_name;
  const email = user?.email || account.email;
  const photo = user?.google_photo_url || account.google_photo_url;
  if (name) detail.defaultName = name;
  if (email) detail.defaultEmail = email;
  if (photo) detail.googlePhotoUrl = photo;
  return { kind: 'complete-profile', detail };
}

/**
 * Resolves on the popup's message (same origin only), or when polling finds the session (in case the
 * message is lost), or when the popup is closed without either. A `google-auth-error` message rejects.
 */
function waitForPopup(popup: Window, pollMs: number, signal?: AbortSignal): Promise<PopupOutcome> {
  return new Promise<PopupOutcome>((resolve, reject) => {
    let settled = false;
    let polling = false;

    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      window.removeEventListener('message', onMessage);
      signal?.removeEventListener('abort', onAbort);
      clearInterval(timer);
      settle();
    };

    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data: unknown = event.data;
      if (typeof data !== 'object' || data === null) return;
      const { type, token, user, message } = data as { type?: unknown; token?: unknown; user?: unknown; message?: unknown };
      if (type === 'google-auth-success') {
        const account = typeof user === 'object' && user !== null ? (user as GoogleAccount) : {};
        finish(() => resolve({ kind: 'message', token: typeof token === 'string' && token ? token : undefined, account }));
      } else if (type === 'google-auth-error') {
        finish(() => reject(new GoogleSignInError(typeof message === 'string' ? message : '')));
      }
    };

    const onAbort = () => finish(() => resolve({ kind: 'closed' }));

    const tick = async () => {
      if (polling || settled) return;
      polling = true;
      try {
        // Read before asking: a popup closed by then has had its chance to set the session.
        const closed = popup.closed;
        const user = await currentUser();
        if (user) finish(() => resolve({ kind: 'session', user }));
        else if (closed) finish(() => resolve({ kind: 'closed' }));
      } finally {
        polling = false;
      }
    };

    window.addEventListener('message', onMessage);
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setInterval(() => void tick(), pollMs);
    if (signal?.aborted) onAbort();
  });
}
