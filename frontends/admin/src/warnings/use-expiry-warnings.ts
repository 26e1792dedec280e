import { useQuery } from '@tanstack/react-query';
import { expiryWarningsLoadFailed, type ExpiryWarningView } from '@mb/contracts';
import { apiRequest } from '@mb/ui';

/** GET /api/facturacion/avisos: what is about to run out (issue 34 item 8); the issuer list and the dashboard share it. */
export function useExpiryWarnings() {
  return useQuery({
    queryKey: ['admin', 'expiry-warnings'],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ data: ExpiryWarningView[] }>('/api/facturacion/avisos', { signal, fallback: expiryWarningsLoadFailed })).data,
    // An extra beside each screen's own content: a failure leaves the screen as it is.
    retry: false,
  });
}
