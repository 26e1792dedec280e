import {
  analyticsAcceptedResponse,
  analyticsEventsResponse,
  analyticsMessages,
  analyticsSummaryResponse,
  type ConsentRequest,
} from '@mb/contracts';
import { callService, queryString } from './http.js';

/** The analytics service's calls: the banner's choice (anonymous) and the admin dashboard's two reads (admin's session). */
export function analyticsClient(baseUrl: string, timeoutMs: number) {
  return {
    /** The browser's user agent goes along: it is part of the proof of consent. */
    consent: (body: ConsentRequest, userAgent: string, requestId: string) =>
      callService(baseUrl, '/consent', analyticsAcceptedResponse, {
        method: 'POST',
        body,
        requestId,
        headers: { 'user-agent': userAgent },
        timeoutMs,
        fallback: analyticsMessages.consentFailed,
      }),
    summary: (token: string, query: Record<string, string | undefined>, requestId: string) =>
      callService(baseUrl, `/summary${queryString(query)}`, analyticsSummaryResponse, {
        token,
        requestId,
        timeoutMs,
        fallback: analyticsMessages.loadFailed,
      }),
    events: (token: string, limit: number, requestId: string) =>
      callService(baseUrl, `/events${queryString({ limit })}`, analyticsEventsResponse, {
        token,
        requestId,
        timeoutMs,
        fallback: analyticsMessages.loadFailed,
      }),
  };
}
export type AnalyticsClient = ReturnType<typeof analyticsClient>;
