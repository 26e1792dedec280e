import { z } from 'zod';
import { consentBannerVersion, consentStatuses } from '../domain/analytics.js';

/** POST /auth/public/consent (spec 1 §3 consent record). */
export const consentRequest = z.object({
  consent_id: z.string().trim().min(1).max(100),
  status: z.enum(consentStatuses),
  categories: z.object({ analytics: z.boolean() }),
  /** The version of the banner text the choice was made on; the current one when left out. */
  banner_version: z.string().trim().min(1).max(40).default(consentBannerVersion),
});
export type ConsentRequest = z.input<typeof consentRequest>;

export const analyticsAcceptedResponse = z.object({ success: z.literal(true) });

/** The limits of one tracking call: past them the event is dropped and counted, never stored cut. */
export const trackLimits = { path: 2048, url: 4096, referrer: 2048, text: 200, extraBytes: 2048, bodyBytes: 128 * 1024 } as const;

const text = z.string().max(trackLimits.text);
const utmField = text.nullable().optional();

/** POST /auth/public/analytics/track (spec 1 §3 analytics event): a page view or a click on a call to action. */
export const trackEvent = z.strictObject({
  event_type: z.enum(['pageview', 'click']),
  path: z.string().min(1).max(trackLimits.path).startsWith('/'),
  url: z.string().max(trackLimits.url).default(''),
  referrer: z.string().max(trackLimits.referrer).default(''),
  utm: z.strictObject({ source: utmField, medium: utmField, campaign: utmField, term: utmField, content: utmField }).default({}),
  session_id: z.string().min(1).max(100),
  consent_id: z.string().max(100).nullable().optional(),
  /** Clicks: which call to action, and a little context. */
  name: text.nullable().optional(),
  extra: z
    .record(z.string().max(60), z.union([z.string().max(trackLimits.text), z.number(), z.boolean(), z.null()]))
    .refine((value) => JSON.stringify(value).length <= trackLimits.extraBytes)
    .nullable()
    .optional(),
});
export type TrackEvent = z.input<typeof trackEvent>;

/** GET /auth/analytics/summary: both days included, in the platform's time zone; the last 30 days by default. */
const summaryDay = z.iso.date().refine((day) => day >= '2000-01-01' && day <= '2100-12-31', 'Fecha fuera de rango');
export const analyticsSummaryQuery = z.object({
  from: summaryDay.optional(),
  to: summaryDay.optional(),
});
export type AnalyticsSummaryQuery = z.infer<typeof analyticsSummaryQuery>;

const counted = <S extends z.ZodRawShape>(shape: S) => z.array(z.object({ ...shape, count: z.number().int() }));
const daily = z.array(z.object({ day: z.iso.date(), pageviews: z.number().int() }));

/** Spec 2 §3 analytics summary, plus the days the chart draws (this period's and the one before, as long). */
export const analyticsSummary = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  totals: z.object({ total_pageviews: z.number().int(), unique_sessions: z.number().int(), total_clicks: z.number().int() }),
  consents: counted({ status: z.string() }),
  top_paths: counted({ path: z.string() }),
  top_referrers: counted({ referrer: z.string() }),
  utm: counted({ source: z.string(), medium: z.string(), campaign: z.string() }),
  countries: counted({ country: z.string() }),
  pageviews_by_day: daily,
  previous_pageviews_by_day: daily,
});
export type AnalyticsSummary = z.infer<typeof analyticsSummary>;
export const analyticsSummaryResponse = z.object({ success: z.literal(true), message: z.string().optional(), data: analyticsSummary });

/** GET /auth/analytics/events: the newest stored events (spec 2 §9: 50). */
export const analyticsEventsQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });

export const analyticsEventView = z.object({
  id: z.string(),
  createdAt: z.string(),
  event_type: z.string(),
  path: z.string(),
  url: z.string(),
  referrer: z.string(),
  name: z.string().nullable(),
  /** Truncated: /24 for IPv4, /48 for IPv6. */
  ip: z.string().nullable(),
  country: z.string().nullable(),
});
export type AnalyticsEventView = z.infer<typeof analyticsEventView>;
export const analyticsEventsResponse = z.object({ success: z.literal(true), items: z.array(analyticsEventView) });
