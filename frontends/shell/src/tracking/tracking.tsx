import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { apiRequest, type WindowEventName } from '@mb/ui';
import { isTrackingAllowed, useConsent } from '../overlays/consent/consent-state.js';
import { currentPage, trackingEvent, type TrackedPage } from './tracking-event.js';

/**
 * The calls to action: the window events the pages' buttons emit (spec 1 §2), tracked as clicks named after them,
 * with the product or page they were about.
 */
export const callsToAction: WindowEventName[] = [
  'open-store',
  'open-login-modal',
  'open-register-modal',
  'open-product-page',
  'open-seo-page',
  'store-add-to-cart',
  'retry-buy-now',
];

/** Sends one event; the answer is ignored, failures included (spec 1 §7). */
function send(event: ReturnType<typeof trackingEvent>): void {
  apiRequest('/auth/public/analytics/track', { method: 'POST', body: event }).catch(() => undefined);
}

function clickExtra(detail: unknown): Record<string, string> | undefined {
  if (typeof detail !== 'object' || detail === null) return undefined;
  const extra = Object.entries(detail).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return extra.length > 0 ? Object.fromEntries(extra) : undefined;
}

/**
 * Page views at start and on every route change, and clicks on the calls to action, only while the stored consent is
 * 'accepted': a visitor who rejected (or has not chosen) causes no tracking call at all.
 */
export function Tracking() {
  const [pathname] = useLocation();
  const { status } = useConsent();
  // The page on screen: a call to action navigates (the shell listens to the same events, and may hear them first),
  // so the click is counted on the page it was made on, not on the one the address bar already shows.
  const shown = useRef<TrackedPage>(currentPage());

  useEffect(() => {
    shown.current = currentPage();
    if (status === 'accepted') send(trackingEvent('pageview'));
  }, [pathname, status]);

  useEffect(() => {
    const listener = (event: Event) => {
      if (isTrackingAllowed()) send(trackingEvent({ click: event.type, extra: clickExtra((event as CustomEvent).detail) }, shown.current));
    };
    callsToAction.forEach((name) => window.addEventListener(name, listener));
    return () => callsToAction.forEach((name) => window.removeEventListener(name, listener));
  }, []);

  return null;
}
