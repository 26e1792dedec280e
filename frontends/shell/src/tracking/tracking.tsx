import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { apiRequest, type WindowEventName } from '@mb/ui';
import { isTrackingAllowed, useConsent } from '../overlays/consent/consent-state.js';
import { currentPage, rememberLandingUtm, takeLandingUtm, trackingEvent, type TrackedPage } from './tracking-event.js';

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

/**
 * Calls to action that are plain links and buttons (a store card, 'Agregar al carrito') say so in the page, in any
 * remote: `data-track="<name>"`, and `data-track-<field>="<value>"` for what they are about.
 */
const trackedSelector = '[data-track]';

function trackedClick(target: EventTarget | null): { click: string; extra?: Record<string, string> } | undefined {
  const element = target instanceof Element ? target.closest<HTMLElement>(trackedSelector) : null;
  if (!element?.dataset.track) return undefined;
  const fields = Object.entries(element.dataset)
    .filter((entry): entry is [string, string] => entry[0].startsWith('track') && entry[0] !== 'track' && entry[1] !== undefined)
    .map(([key, value]) => [key.charAt(5).toLowerCase() + key.slice(6), value]);
  return { click: element.dataset.track, extra: fields.length > 0 ? Object.fromEntries(fields) : undefined };
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
    else if (status === null) rememberLandingUtm(location.search);
    else takeLandingUtm();
  }, [pathname, status]);

  useEffect(() => {
    const listener = (event: Event) => {
      if (isTrackingAllowed()) send(trackingEvent({ click: event.type, extra: clickExtra((event as CustomEvent).detail) }, shown.current));
    };
    // In the capture phase: before the link's own handler has navigated, so the click counts on its page.
    const onClick = (event: MouseEvent) => {
      const click = isTrackingAllowed() ? trackedClick(event.target) : undefined;
      if (click) send(trackingEvent(click, shown.current));
    };
    callsToAction.forEach((name) => window.addEventListener(name, listener));
    document.addEventListener('click', onClick, true);
    return () => {
      callsToAction.forEach((name) => window.removeEventListener(name, listener));
      document.removeEventListener('click', onClick, true);
    };
  }, []);

  return null;
}
