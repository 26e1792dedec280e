import { apiRequest } from '@mb/ui';
import type { IssuerDetail, IssuerListItem, UpdateIssuerInput } from '@mb/contracts';

/** The same-site issuer calls (spec 3 §7); each failure carries the server's message, else `fallback`. */
const base = '/api/facturacion';

export interface TypeDocument {
  id: number;
  name: string;
  code: string;
}

export async function fetchIssuers(fallback: string): Promise<IssuerListItem[]> {
  return (await apiRequest<{ data: IssuerListItem[] }>(`${base}/facturadores`, { fallback })).data;
}

export async function fetchIssuer(id: number, fallback: string): Promise<IssuerDetail> {
  return (await apiRequest<{ data: IssuerDetail }>(`${base}/facturadores/${id}`, { fallback })).data;
}

export async function updateIssuer(id: number, body: UpdateIssuerInput, fallback: string): Promise<void> {
  await apiRequest(`${base}/facturadores/${id}`, { method: 'PUT', body, fallback });
}

/** `forget`: the administrator confirmed removing, only here, an issuer APIDIAN no longer knows. */
export async function deleteIssuer(id: number, fallback: string, { forget = false } = {}): Promise<void> {
  await apiRequest(`${base}/facturadores/${id}${forget ? '?forget=true' : ''}`, { method: 'DELETE', fallback });
}

export async function fetchTypeDocuments(fallback: string): Promise<TypeDocument[]> {
  return (await apiRequest<{ data: TypeDocument[] }>(`${base}/type_documents`, { fallback })).data;
}
