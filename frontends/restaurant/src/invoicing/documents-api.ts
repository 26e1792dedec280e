import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PosDocumentList } from '@mb/contracts';
import { apiUrl } from '@mb/ui';
import { branchHeaders } from '../branches/branch-store.js';
import { appSessionToken } from '../session/app-session-store.js';
import { restaurantApi } from '../session/index.js';
import { invoicingKeys } from './invoicing-api.js';

/** The list's filters as the route reads them (Spanish query names); empty ones are left out. */
export interface DocumentFilters {
  desde: string;
  hasta: string;
  estado: string;
  tipo: string;
  comprador: string;
  numero: string;
}
export const noFilters: DocumentFilters = { desde: '', hasta: '', estado: '', tipo: '', comprador: '', numero: '' };

export const documentsQuery = (filters: DocumentFilters, page?: number) => {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value.trim() !== ''));
  if (page && page > 1) query.set('page', String(page));
  return query.toString();
};

const base = '/restaurant/facturacion/documentos';

/** GET /restaurant/facturacion/documentos: the restaurant's DIAN documents, newest first, a page at a time. */
export function useDocuments(filters: DocumentFilters, page: number) {
  const query = documentsQuery(filters, page);
  return useQuery({
    queryKey: [...invoicingKeys.documents, query],
    queryFn: () => restaurantApi<{ data: PosDocumentList }>(`${base}${query ? `?${query}` : ''}`).then((answer) => answer.data),
  });
}

/** POST …/documentos/{id}/reintentar: a rejected document sent again once its cause is fixed (same number). */
export function useRetryDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => restaurantApi<{ message: string }>(`${base}/${id}/reintentar`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoicingKeys.documents }),
  });
}

/**
 * A file of the restaurant's documents (the CSV, a document's XML, PDF or DIAN answer) fetched on the app's session
 * (a bearer token a plain link cannot carry) and handed to the browser as a download.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const response = await fetch(apiUrl(path), { headers: { ...branchHeaders(), Authorization: `Bearer ${appSessionToken() ?? ''}` } });
  if (!response.ok) throw new Error(response.statusText);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const documentFile = (id: string, kind: 'xml' | 'pdf' | 'respuesta') => `${base}/${id}/${kind}`;
export const documentsCsv = (filters: DocumentFilters) => `${base}.csv${documentsQuery(filters) ? `?${documentsQuery(filters)}` : ''}`;
