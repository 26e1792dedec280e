import { isbot } from 'isbot';
import { analyticsTrackedRecorded, trackEvent, trackLimits, type EventEnvelope } from '@mb/contracts';
import { inspectInput } from '@mb/service-kit';
import { truncateIp } from './ip.js';
import { platformDay } from './days.js';

/** Why a tracking call was not stored; each is counted per day. */
export type DropReason = 'invalid' | 'nul' | 'too_long' | 'bot' | 'unreadable';

/** An event as stored, with the keys its daily rollups count it under. */
export interface StoredEvent {
  id: string;
  receivedAt: string;
  day: string;
  eventType: 'pageview' | 'click';
  path: string;
  url: string;
  referrer: string;
  /** The referrer's host, '' when there is none or it is this site's own. */
  referrerHost: string;
  utm: { source: string | null; medium: string | null; campaign: string | null; term: string | null; content: string | null };
  sessionId: string;
  consentId: string | null;
  name: string | null;
  extra: Record<string, unknown> | null;
  ip: string | null;
  country: string | null;
}

export type Classified = { kind: 'kept'; event: StoredEvent } | { kind: 'dropped'; id: string; day: string; reason: DropReason };

const tooLong = (value: unknown, limit: number) => typeof value === 'string' && value.length > limit;

/**
 * What to do with one tracking call: keep it (IP truncated, country looked up from the full address first) or drop it
 * with a reason. Never throws: whatever the browser sent, the worst outcome is a counted drop.
 */
export function classifyTracked(envelope: EventEnvelope, countryOf: (ip: string) => string | null): Classified {
  const payload = analyticsTrackedRecorded.payload.safeParse(envelope.payload);
  const receivedAt = payload.success ? payload.data.receivedAt : envelope.occurredAt;
  const dropped = (reason: DropReason): Classified => ({ kind: 'dropped', id: envelope.id, day: platformDay(receivedAt), reason });
  if (!payload.success) return dropped('invalid');
  const { body, ip, userAgent } = payload.data;

  const inspected = inspectInput(body);
  if (inspected.hasNul || userAgent.includes('\u0000')) return dropped('nul');
  if (inspected.tooDeep) return dropped('invalid');
  const raw = (body ?? {}) as Record<string, unknown>;
  if (tooLong(raw.path, trackLimits.path) || tooLong(raw.url, trackLimits.url) || tooLong(raw.referrer, trackLimits.referrer))
    return dropped('too_long');
  const parsed = trackEvent.safeParse(body);
  if (!parsed.success) return dropped('invalid');
  if (isbot(userAgent)) return dropped('bot');

  const event = parsed.data;
  return {
    kind: 'kept',
    event: {
      id: envelope.id,
      receivedAt,
      day: platformDay(receivedAt),
      eventType: event.event_type,
      path: event.path,
      url: event.url,
      referrer: event.referrer,
      referrerHost: referrerHost(event.referrer, event.url),
      utm: {
        source: event.utm.source || null,
        medium: event.utm.medium || null,
        campaign: event.utm.campaign || null,
        term: event.utm.term || null,
        content: event.utm.content || null,
      },
      sessionId: event.session_id,
      consentId: event.consent_id ?? null,
      name: event.name ?? null,
      extra: event.extra ?? null,
      ip: truncateIp(ip),
      country: ip ? countryOf(ip) : null,
    },
  };
}

/** Referrers are counted by site; a page of this site leading to another is no referral. */
export function referrerHost(referrer: string, url: string): string {
  const host = hostOf(referrer);
  return host && host !== hostOf(url) ? host : '';
}

function hostOf(address: string): string {
  try {
    return new URL(address).host;
  } catch {
    return '';
  }
}
