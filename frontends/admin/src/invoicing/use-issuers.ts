import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { IssuerListItem } from '@mb/contracts';
import { fetchIssuers, fetchTypeDocuments } from './issuers-api.js';
import { isAdminCompany, issuersFor, type SetupStep } from './issuer-steps.js';
import { invoicingNamespace } from './translations.js';

export const issuersQueryKey = ['admin', 'invoicing', 'issuers'] as const;

/** Every issuer the administrator manages; the server already hides the platform's company, and so do we. */
export function useIssuers() {
  const { t } = useTranslation(invoicingNamespace);
  return useQuery({
    queryKey: issuersQueryKey,
    queryFn: () => fetchIssuers(t('messages.issuersLoadFailed')),
    select: (issuers: IssuerListItem[]) => issuers.filter((issuer) => !isAdminCompany(issuer)),
  });
}

/** The issuers a setup tab offers (spec 3 §4), with the list's loading and failure. */
export function useStepIssuers(step: SetupStep) {
  const issuers = useIssuers();
  return { issuers: issuersFor(step, issuers.data ?? []), loading: issuers.isPending, error: issuers.error };
}

/** After any change to an issuer: its flags decide which tabs offer it, so the list is read again. */
export function useReloadIssuers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: issuersQueryKey });
}

/** The document types of the resolution form; they change with a release only. */
export function useTypeDocuments() {
  const { t } = useTranslation(invoicingNamespace);
  return useQuery({
    queryKey: ['admin', 'invoicing', 'type-documents'],
    queryFn: () => fetchTypeDocuments(t('messages.parametricLoadFailed')),
    staleTime: Infinity,
  });
}
