import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceFilter, IssueInvoiceNoteBody, ListInvoicesResponse } from '@mb/contracts';
import { apiRequest, apiUrl, emit, i18n } from '@mb/ui';
import { filterQuery } from '../filter-query.js';
import { invoicesNamespace } from './invoices-translations.js';

export interface InvoiceFilters {
  q: string;
  status: InvoiceFilter | '';
  from: string;
  to: string;
}

export const noFilters: InvoiceFilters = { q: '', status: '', from: '', to: '' };
export const pageSize = 25;

const listKey = ['admin', 'invoices'] as const;

/** One page of the invoices matching the filters, newest first. */
export function useInvoices(filters: InvoiceFilters, page: number) {
  return useQuery({
    queryKey: [...listKey, filters, page],
    queryFn: ({ signal }) => {
      const query = filterQuery(filters);
      query.set('page', String(page));
      query.set('limit', String(pageSize));
      return apiRequest<ListInvoicesResponse>(`/api/facturacion/facturas?${query}`, {
        fallback: i18n.t(`${invoicesNamespace}:loadFailed`),
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });
}

/** The CSV of every invoice the filters match (a plain link: the session cookie goes with it). */
export const exportUrl = (filters: InvoiceFilters) => {
  const query = filterQuery(filters).toString();
  return apiUrl(`/api/facturacion/facturas/export${query ? `?${query}` : ''}`);
};

/** 'Reintentar' or 'Reenviar': the server's message as a toast, and the list asked again. */
export function useInvoiceAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, action }: { paymentId: string; action: 'reintentar' | 'reenviar' }) =>
      apiRequest<{ message: string; invoice: { status: string } }>(`/api/facturacion/facturas/${encodeURIComponent(paymentId)}/${action}`, {
        method: 'POST',
        fallback: i18n.t(`${invoicesNamespace}:actionFailed`),
      }),
    onSuccess: (answer) =>
      emit('global-toast', { type: answer.invoice.status === 'issued' ? 'success' : 'error', message: answer.message }),
    onError: (error) => emit('global-toast', { type: 'error', message: error.message }),
    onSettled: () => client.invalidateQueries({ queryKey: listKey }),
  });
}

/** 'Emitir nota': the note goes to DIAN at once; its verdict as a toast, the dialog closed once DIAN accepted it. */
export function useIssueNote(onIssued: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ paymentId, body }: { paymentId: string; body: IssueInvoiceNoteBody }) =>
      apiRequest<{ message: string; invoice: { notes: { status: string }[] } }>(
        `/api/facturacion/facturas/${encodeURIComponent(paymentId)}/notas`,
        { method: 'POST', body, fallback: i18n.t(`${invoicesNamespace}:actionFailed`) },
      ),
    onSuccess: (answer) => {
      const issued = answer.invoice.notes.at(-1)?.status === 'issued';
      emit('global-toast', { type: issued ? 'success' : 'error', message: answer.message });
      if (issued) onIssued();
    },
    onError: (error) => emit('global-toast', { type: 'error', message: error.message }),
    onSettled: () => client.invalidateQueries({ queryKey: listKey }),
  });
}
