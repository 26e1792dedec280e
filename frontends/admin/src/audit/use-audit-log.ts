import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntryView } from '@mb/contracts';
import { apiRequest, i18n } from '@mb/ui';

export interface AuditFilters {
  actor: string;
  action: string;
  entity_type: string;
  from: string;
  to: string;
}

export const noFilters: AuditFilters = { actor: '', action: '', entity_type: '', from: '', to: '' };

interface AuditPage {
  entries: AuditEntryView[];
  next_cursor: string | null;
}

/** The log, newest first, 50 entries a page; `fetchNextPage` continues where the last page ended. */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: ['admin', 'audit', filters],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ''));
      if (pageParam) query.set('cursor', pageParam);
      return apiRequest<AuditPage>(`/auth/audit?${query}`, { fallback: i18n.t('admin:audit.loadFailed'), signal });
    },
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
