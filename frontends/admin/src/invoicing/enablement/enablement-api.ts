import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@mb/ui';
import type { Enablement } from '@mb/contracts';

const enablementKey = (issuerId: number | null) => ['admin', 'invoicing', 'enablement', issuerId] as const;

/** An issuer's enablement as invoicing tells it: each step's state and DIAN's verdicts on its test set. */
export function useEnablement(issuerId: number | null, fallback: string) {
  return useQuery({
    queryKey: enablementKey(issuerId),
    queryFn: async () =>
      (await apiRequest<{ data: Enablement }>(`/api/facturacion/facturadores/${issuerId}/habilitacion`, { fallback })).data,
    enabled: issuerId !== null,
  });
}

/** After a step changed the issuer: its enablement is read again (DIAN is asked about pending test documents then). */
export function useReloadEnablement() {
  const queryClient = useQueryClient();
  return (issuerId: number) => queryClient.invalidateQueries({ queryKey: enablementKey(issuerId) });
}
