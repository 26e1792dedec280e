import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PosDocumentItem, PosDocumentList, PosDocumentListQuery } from '@mb/contracts';
import { apiRequest, apiUrl } from '@mb/ui';
import { filterQuery } from '../../filter-query.js';
import { invoicingToast } from '../toast.js';
import { invoicingNamespace } from '../translations.js';

/** The list's filters under the route's (Spanish) query names, as typed (the page apart). */
export type PosDocumentFilters = Record<Exclude<keyof PosDocumentListQuery, 'page'> | 'restaurante', string>;
export const noFilters: PosDocumentFilters = { desde: '', hasta: '', estado: '', tipo: '', comprador: '', numero: '', restaurante: '' };

const base = '/api/facturacion/documentos-pos';
const listKey = ['admin', 'invoicing', 'pos-documents'] as const;

/** GET /api/facturacion/documentos-pos: one page of the restaurants' DIAN documents matching the filters, newest first. */
export function usePosDocuments(filters: PosDocumentFilters, page: number) {
  const { t } = useTranslation(invoicingNamespace);
  return useQuery({
    queryKey: [...listKey, filters, page],
    queryFn: ({ signal }) => {
      const query = filterQuery(filters);
      if (page > 1) query.set('page', String(page));
      const search = query.toString();
      return apiRequest<PosDocumentList>(`${base}${search ? `?${search}` : ''}`, { fallback: t('posDocuments.loadFailed'), signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** The CSV of every document the filters match (a plain link: the session cookie goes with it). */
export const posDocumentsCsvUrl = (filters: PosDocumentFilters) => {
  const query = filterQuery(filters).toString();
  return apiUrl(`${base}.csv${query ? `?${query}` : ''}`);
};

export const posDocumentFileUrl = (id: string, file: 'xml' | 'pdf' | 'respuesta') => apiUrl(`${base}/${id}/${file}`);

const retriedToast = { emitido: 'success', pendiente: 'info', rechazado: 'error', retenido: 'error' } as const;

/** 'Reintentar': the document sent to DIAN again (same number); the server's message as a toast, the list asked again. */
export function useRetryPosDocument() {
  const { t } = useTranslation(invoicingNamespace);
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string; document: PosDocumentItem }>(`${base}/${id}/reintentar`, {
        method: 'POST',
        fallback: t('posDocuments.retryFailed'),
      }),
    onSuccess: (answer) => invoicingToast(retriedToast[answer.document.status], answer.message),
    onError: (error) => invoicingToast('error', error.message),
    onSettled: () => client.invalidateQueries({ queryKey: listKey }),
  });
}
