import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@mb/ui';
import type { SaveTemplateRequest } from '@mb/contracts';

/** The invoice templates (spec 3 §7): the panel edits them, the test-set tab fills its JSON box from them. */
export interface TemplateSummary {
  key: string;
  label: string;
}
export interface InvoiceTemplate extends TemplateSummary {
  payload: Record<string, unknown>;
}

const base = '/api/templates/invoices';
export const templatesQueryKey = ['admin', 'invoicing', 'templates'] as const;

export async function fetchTemplates(fallback: string): Promise<TemplateSummary[]> {
  return (await apiRequest<{ data: { templates: TemplateSummary[] } }>(base, { fallback })).data.templates;
}

export async function fetchTemplate(key: string, fallback: string): Promise<InvoiceTemplate> {
  return (await apiRequest<{ data: InvoiceTemplate }>(`${base}/${encodeURIComponent(key)}`, { fallback })).data;
}

export async function saveTemplate(key: string, body: SaveTemplateRequest, fallback: string): Promise<InvoiceTemplate> {
  return (await apiRequest<{ data: InvoiceTemplate }>(`${base}/${encodeURIComponent(key)}`, { method: 'PUT', body, fallback })).data;
}

/** The template list; `fallback` is the caller's text for a failure without a server message. */
export function useTemplates(fallback: string) {
  return useQuery({ queryKey: templatesQueryKey, queryFn: () => fetchTemplates(fallback) });
}
