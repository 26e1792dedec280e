import type { TrackEvent } from '@mb/contracts';
import { readStorage, storageKeys, writeStorage } from '@mb/ui';
import { consentId } from '../overlays/consent/consent-state.js';

/** A session ends after 30 minutes without a tracked event (as in Plausible and Google Analytics). */
export const sessionIdleMs = 30 * 60 * 1000;
const seenKey = 'mb_session_seen';
const utmKey = 'mb_session_utm';
const utmFields = ['source', 'medium', 'campaign', 'term', 'content'] as const;
type Utm = NonNullable<TrackEvent['utm']>;

/** The UTM parameters of a URL's query, null where absent. */
export function utmOf(search: string): Utm {
  const params = new URLSearchParams(search);
  return Object.fromEntries(utmFields.map((field) => [field, params.get(`utm_${field}`)?.slice(0, 200) || null])) as Utm;
}

const hasUtm = (utm: Utm) => utmFields.some((field) => utm[field]);

/**
 * Until the visitor decides on cookies nothing is tracked, so the campaign of the page they landed on waits in this
 * tab's session storage (gone with the tab, never sent) and is the session's campaign if they accept on a later page.
 */
const landingUtmKey = 'mb_landing_utm';

function tabStorage(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the page's campaign, if it has one, for when consent is decided. */
export function rememberLandingUtm(search: string): void {
  const utm = utmOf(search);
  try {
    if (hasUtm(utm)) tabStorage()?.setItem(landingUtmKey, JSON.stringify(utm));
  } catch {
    // Not remembered: the later pages go without the campaign.
  }
}

/** The kept campaign, forgotten as it is read (also when the visitor rejects: read and dropped). */
export function takeLandingUtm(): Utm | undefined {
  try {
    const kept = tabStorage()?.getItem(landingUtmKey);
    tabStorage()?.removeItem(landingUtmKey);
    return kept ? (JSON.parse(kept) as Utm) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The session id kept in local storage, renewed after `sessionIdleMs` without activity, and the campaign the session
 * came from: a page without UTM parameters keeps the landing page's, so later pages stay attributed to it.
 */
function currentSession(search: string, now: number): { id: string; utm: Utm } {
  const seen = Number(readStorage(seenKey) ?? 0);
  let id = readStorage(storageKeys.sessionId);
  const landing = takeLandingUtm();
  let utm = utmOf(search);
  if (!hasUtm(utm) && landing) utm = landing;
  if (!id || now - seen > sessionIdleMs) {
    id = crypto.randomUUID();
    writeStorage(storageKeys.sessionId, id);
    writeStorage(utmKey, JSON.stringify(utm));
  } else if (hasUtm(utm)) {
    writeStorage(utmKey, JSON.stringify(utm));
  } else {
    try {
      utm = { ...utm, ...(JSON.parse(readStorage(utmKey) ?? '{}') as Utm) };
    } catch {
      // An unreadable stored campaign: none.
    }
  }
  writeStorage(seenKey, String(now));
  return { id, utm };
}

/** Where an event happened. */
export type TrackedPage = Pick<Location, 'pathname' | 'search' | 'href'>;

/** The page the address bar shows now. */
export const currentPage = (): TrackedPage => ({ pathname: location.pathname, search: location.search, href: location.href });

/** Spec 1 §3's analytics event for a page, by default the one the browser is on. */
export function trackingEvent(
  kind: 'pageview' | { click: string; extra?: Record<string, string | number | boolean | null> },
  page: TrackedPage = currentPage(),
  now = Date.now(),
): TrackEvent {
  const session = currentSession(page.search, now);
  return {
    event_type: kind === 'pageview' ? 'pageview' : 'click',
    path: page.pathname,
    url: page.href,
    referrer: document.referrer,
    utm: session.utm,
    session_id: session.id,
    consent_id: consentId(),
    ...(kind === 'pageview' ? {} : { name: kind.click, extra: kind.extra ?? null }),
  };
}
