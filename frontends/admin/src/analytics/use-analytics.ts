import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsEventView, AnalyticsSummary } from '@mb/contracts';
import { apiRequest, i18n } from '@mb/ui';

/** Spec 2 §9: the recent events table shows 50. */
export const recentEventsLimit = 50;

export interface Period {
  from: string;
  to: string;
}

/** YYYY-MM-DD of a day in the browser's calendar. */
const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The last 30 days, today included: what the dashboard opens on. */
export function lastThirtyDays(today = new Date()): Period {
  const from = new Date(today);
  from.setDate(from.getDate() - 29);
  return { from: isoDay(from), to: isoDay(today) };
}

const fallback = () => i18n.t('admin:analytics.loadFailed');

export function useAnalyticsSummary(period: Period) {
  return useQuery<AnalyticsSummary>({
    queryKey: ['admin', 'analytics', 'summary', period],
    queryFn: ({ signal }) =>
      apiRequest<{ data: AnalyticsSummary }>(`/auth/analytics/summary?${new URLSearchParams({ ...period })}`, {
        fallback: fallback(),
        signal,
      }).then((answer) => answer.data),
    placeholderData: keepPreviousData,
  });
}

export function useRecentEvents() {
  return useQuery<AnalyticsEventView[]>({
    queryKey: ['admin', 'analytics', 'events'],
    queryFn: ({ signal }) =>
      apiRequest<{ items: AnalyticsEventView[] }>(`/auth/analytics/events?limit=${recentEventsLimit}`, {
        fallback: fallback(),
        signal,
      }).then((answer) => answer.items),
  });
}
