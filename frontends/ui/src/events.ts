import { useEffect, useEffectEvent } from 'react';

/**
 * Screens talk through window events (spec 1 §2, spec 2 §2) so the shell and the remotes stay
 * decoupled: a remote never imports another remote, it just emits.
 */

export interface ToastDetail {
  type: 'error' | 'success' | 'info';
  message: string;
  durationMs?: number;
  /** A link shown after the message (an invoice's PDF, say); it opens in a new tab. */
  link?: { href: string; label: string };
}

export interface WindowEvents {
  'open-login-modal': void;
  'open-register-modal': void;
  'open-complete-profile': { defaultName?: string; defaultEmail?: string; googlePhotoUrl?: string };
  'open-store': void;
  'open-memberships': void;
  'open-admin-dashboard': void;
  'open-admin-store': void;
  'open-admin-payments': void;
  'open-factura-electronica': void;
  'open-fe-control-panel': void;
  'open-admin-analytics': void;
  'open-admin-audit': void;
  'open-admin-invoices': void;
  /** Spec 2 §2.4: the restaurant staff configuration modal of one subscription opens on an event. */
  'open-restaurant-config': { subscriptionId: string };
  /** `member`: an administrator completes that member's profile (spec 2 §2.6, 'Tomar pago'), not their own. */
  'open-fe-profile-modal': { afterSave?: 'retry-buy-now'; member?: { id: string; name: string } } | void;
  /** A member's profile was saved by an administrator: 'Tomar pago' checks it again. */
  'fe-profile-saved': { memberId: string };
  'open-seo-page': { slug: string };
  'open-product-page': { slug: string };
  'open-home': void;
  'retry-buy-now': void;
  'store-add-to-cart': { productId: string; planType?: 'estandar' | 'pro' | 'gold'; billingCycle?: 'monthly' | 'annual' };
  'global-toast': ToastDetail;
  'app-toast': ToastDetail;
  'show-blocking-loader': { text?: string } | void;
  'hide-blocking-loader': void;
}

export type WindowEventName = keyof WindowEvents;

// A record rather than a list so the compiler fails when an event is added to the interface but not here.
const eventNameSet: Record<WindowEventName, true> = {
  'open-login-modal': true,
  'open-register-modal': true,
  'open-complete-profile': true,
  'open-store': true,
  'open-memberships': true,
  'open-admin-dashboard': true,
  'open-admin-store': true,
  'open-admin-payments': true,
  'open-factura-electronica': true,
  'open-fe-control-panel': true,
  'open-admin-analytics': true,
  'open-admin-audit': true,
  'open-admin-invoices': true,
  'open-restaurant-config': true,
  'open-fe-profile-modal': true,
  'fe-profile-saved': true,
  'open-seo-page': true,
  'open-product-page': true,
  'open-home': true,
  'retry-buy-now': true,
  'store-add-to-cart': true,
  'global-toast': true,
  'app-toast': true,
  'show-blocking-loader': true,
  'hide-blocking-loader': true,
};

export const windowEventNames = Object.keys(eventNameSet) as WindowEventName[];

/** The detail may be left out exactly when the event's type allows void. */
type DetailArgs<K extends WindowEventName> = void extends WindowEvents[K]
  ? [detail?: WindowEvents[K]]
  : [detail: WindowEvents[K]];

export function emit<K extends WindowEventName>(name: K, ...[detail]: DetailArgs<K>): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Subscribes to one event; returns the unsubscribe function. */
export function on<K extends WindowEventName>(name: K, handler: (detail: WindowEvents[K]) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  // CustomEvent turns a missing detail into null; handlers of void events get undefined instead.
  const listener = (event: Event) => handler(((event as CustomEvent).detail ?? undefined) as WindowEvents[K]);
  window.addEventListener(name, listener);
  return () => window.removeEventListener(name, listener);
}

/** Listens for the component's lifetime; the latest handler is called, so it may close over fresh state. */
export function useWindowEvent<K extends WindowEventName>(name: K, handler: (detail: WindowEvents[K]) => void): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => on(name, (detail) => onEvent(detail)), [name]);
}
