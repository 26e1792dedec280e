import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminPaymentsLimit, type adminPayment } from '@mb/contracts';
import { apiRequest, i18n } from '@mb/ui';

/** Spec 2 §3 "Payment (admin list)" (the contracts export the schema, not its type). */
export type AdminPayment = ReturnType<typeof adminPayment.parse>;

async function fetchAdminPayments(q: string, signal: AbortSignal): Promise<AdminPayment[]> {
  const query = new URLSearchParams({ limit: String(adminPaymentsLimit) });
  if (q) query.set('q', q);
  const body = await apiRequest<{ payments: AdminPayment[] }>(`/auth/payments?${query}`, {
    fallback: i18n.t('admin:payments.loadFailed'),
    signal,
  });
  return body.payments;
}

/** The payments matching `q` (the server searches), at most `adminPaymentsLimit`. */
export function useAdminPayments(q: string) {
  return useQuery({
    queryKey: ['admin', 'payments', q],
    // The signal drops the answer to a search the admin has already typed past.
    queryFn: ({ signal }) => fetchAdminPayments(q, signal),
    // While a new search loads, the rows of the previous one stay on screen instead of a blank table.
    placeholderData: keepPreviousData,
  });
}
