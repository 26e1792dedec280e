import type { WindowEvents } from '@mb/ui';

/** What the Google account brought, for the complete-profile dialog (event `open-complete-profile`). */
export type CompleteProfileDetail = WindowEvents['open-complete-profile'];

/** The sign-in dialog's views (spec 1 §2 "Modals"); each switches to the others through `go`. */
export type AuthView =
  | { name: 'login'; notice?: string }
  | { name: 'register' }
  /** `password` (memory only, for the dialog's life) lets the user correct a mistyped e-mail. */
  | { name: 'verify'; email: string; password: string; notice?: string }
  | { name: 'forgot-password' }
  | { name: 'forgot-username' }
  | { name: 'reset-password'; token: string }
  | { name: 'complete-profile'; profile: CompleteProfileDetail };

export interface ViewProps {
  go(view: AuthView): void;
  close(): void;
}
