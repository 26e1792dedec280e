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
  /**
   * A screen's own toasts (the issuer administration's, say): a new one replaces the one of its group still showing,
   * so one busy screen never piles toasts over itself.
   */
  group?: string;
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
  'open-admin-operations': void;
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
  'open-admin-operations': true,
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
type DetailArgs<K extends WindowEventName> = void extends WindowEvents[K] ? [detail?: WindowEvents[K]] : [detail: WindowEvents[K]];

export function emit<K extends WindowEventName>(name: K, ...[detail]: DetailArgs<K>): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

// CustomEvent turns a missing detail into null; handlers of void events get undefined instead.
const detailOf = (event: Event): unknown => (event as CustomEvent).detail ?? undefined;

/** How many `on` subscriptions each event has now. */
const subscribers = new Map<WindowEventName, number>();
/** An event nobody was subscribed to, kept for the first subscriber: see `holdEvents` and `emitWhenHeard`. */
interface Kept {
  detail: unknown;
  /** Held at start-up only: dropped by `releaseEvents` if nobody took it. */
  startup: boolean;
}
const waiting = new Map<WindowEventName, Kept[]>();
let stopHolding: (() => void) | undefined;

function keep(name: WindowEventName, kept: Kept): void {
  waiting.set(name, [...(waiting.get(name) ?? []), kept]);
}

/**
 * Start-up: the app's listeners come a frame or more after its first code runs (the shell's overlays mount after the
 * first paint), yet a session found expired says so at once. From this call until `releaseEvents`, an event of the
 * bus that nobody listens to waits for its first subscriber instead of being lost, whoever dispatched it.
 */
export function holdEvents(): void {
  if (typeof window === 'undefined' || stopHolding) return;
  const listeners = windowEventNames.map((name) => {
    const listener = (event: Event) => (subscribers.get(name) ?? 0) === 0 && keep(name, { detail: detailOf(event), startup: true });
    window.addEventListener(name, listener);
    return () => window.removeEventListener(name, listener);
  });
  stopHolding = () => listeners.forEach((remove) => remove());
}

/** The app listens: events from now on go only to who listens then; start-up events nobody took are dropped. */
export function releaseEvents(): void {
  stopHolding?.();
  stopHolding = undefined;
  for (const [name, kept] of waiting)
    waiting.set(
      name,
      kept.filter((event) => !event.startup),
    );
}

/**
 * Dispatches an event for a listener that is not there yet (a page about to open): its next subscriber gets it,
 * at any time, not whoever listens now.
 */
export function emitWhenHeard<K extends WindowEventName>(name: K, ...[detail]: DetailArgs<K>): void {
  keep(name, { detail, startup: false });
}

/** Subscribes to one event; returns the unsubscribe function. Events kept for a first subscriber come a microtask later. */
export function on<K extends WindowEventName>(name: K, handler: (detail: WindowEvents[K]) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: Event) => handler(detailOf(event) as WindowEvents[K]);
  window.addEventListener(name, listener);
  subscribers.set(name, (subscribers.get(name) ?? 0) + 1);
  // Taken now, handed over after the subscribing commit (React's strict mode subscribes twice): an unsubscribe
  // before then puts them back for the next subscriber.
  let kept = waiting.get(name) ?? [];
  waiting.delete(name);
  if (kept.length > 0) {
    queueMicrotask(() => {
      const delivered = kept;
      kept = [];
      delivered.forEach((event) => handler(event.detail as WindowEvents[K]));
    });
  }
  return () => {
    window.removeEventListener(name, listener);
    subscribers.set(name, (subscribers.get(name) ?? 1) - 1);
    if (kept.length > 0) waiting.set(name, [...kept, ...(waiting.get(name) ?? [])]);
    kept = [];
  };
}

/** Listens for the component's lifetime; the latest handler is called, so it may close over fresh state. */
export function useWindowEvent<K extends WindowEventName>(name: K, handler: (detail: WindowEvents[K]) => void): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => on(name, (detail) => onEvent(detail)), [name]);
}
