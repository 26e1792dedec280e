import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoicingCodes, RestaurantInvoicingState, RestaurantIssuerApplication } from '@mb/contracts';
import { apiRequest } from '@mb/ui';
import { restaurantApi, restaurantQueryKey } from '../session/index.js';

export const invoicingKeys = {
  state: [...restaurantQueryKey, 'facturacion'] as const,
  documents: [...restaurantQueryKey, 'facturacion', 'documentos'] as const,
};

const data = <T>(path: string, options?: Parameters<typeof restaurantApi>[1]) =>
  restaurantApi<{ data: T }>(path, options).then((answer) => answer.data);

/** GET /restaurant/facturacion: where the restaurant stands as an issuer, each step and what is missing. */
export const useInvoicingState = () =>
  useQuery({ queryKey: invoicingKeys.state, queryFn: () => data<RestaurantInvoicingState>('/restaurant/facturacion') });

/** POST /restaurant/facturacion/solicitud: the owner's company, sent to the vendor; answers the new state. */
export function useRequestInvoicing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (company: RestaurantIssuerApplication) =>
      data<RestaurantInvoicingState>('/restaurant/facturacion/solicitud', { method: 'POST', body: company }),
    onSuccess: (state) => queryClient.setQueryData(invoicingKeys.state, state),
  });
}

/** DIAN's code lists (municipalities) as the platform serves them to its signed-in customers. */
export const useInvoicingCodes = () =>
  useQuery({
    queryKey: ['mb', 'codes'],
    queryFn: () => apiRequest<{ data: InvoicingCodes }>('/mb/codes').then((answer) => answer.data),
    staleTime: Number.POSITIVE_INFINITY,
  });
