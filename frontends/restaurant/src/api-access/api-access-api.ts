import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKey, ApiKeyRequest, WebhookDelivery, WebhookRequest } from '@mb/contracts';
import { emit } from '@mb/ui';
import { restaurantApi, restaurantQueryKey } from '../session/index.js';

export interface Webhook {
  id: string;
  url: string;
  events: string[];
  revoked_at: string | null;
  created_at: string;
}

const keys = {
  apiKeys: [...restaurantQueryKey, 'api', 'keys'] as const,
  webhooks: [...restaurantQueryKey, 'api', 'webhooks'] as const,
  deliveries: (id: string) => [...restaurantQueryKey, 'api', 'webhooks', id, 'deliveries'] as const,
};
const showRefusal = (error: Error) => emit('global-toast', { type: 'error', message: error.message });

export const useApiKeys = () =>
  useQuery({
    queryKey: keys.apiKeys,
    queryFn: () => restaurantApi<{ data: ApiKey[] }>('/restaurant/api/llaves').then((answer) => answer.data),
  });

/** The made key comes back with its secret, this once: the caller shows it. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyRequest) =>
      restaurantApi<{ data: ApiKey & { secret: string } }>('/restaurant/api/llaves', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.apiKeys }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => restaurantApi<{ data: ApiKey }>(`/restaurant/api/llaves/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.apiKeys }),
    onError: showRefusal,
  });
}

export const useWebhooks = () =>
  useQuery({
    queryKey: keys.webhooks,
    queryFn: () => restaurantApi<{ data: Webhook[] }>('/restaurant/api/webhooks').then((answer) => answer.data),
  });

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookRequest) =>
      restaurantApi<{ data: Webhook & { secret: string } }>('/restaurant/api/webhooks', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.webhooks }),
  });
}

export function useRevokeWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => restaurantApi<{ data: Webhook }>(`/restaurant/api/webhooks/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.webhooks }),
    onError: showRefusal,
  });
}

export const useDeliveries = (webhookId: string) =>
  useQuery({
    queryKey: keys.deliveries(webhookId),
    queryFn: () => restaurantApi<{ data: WebhookDelivery[] }>(`/restaurant/api/webhooks/${webhookId}/envios`).then((answer) => answer.data),
  });

export function useResendDelivery(webhookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      restaurantApi<{ data: WebhookDelivery }>(`/restaurant/api/webhooks/${webhookId}/envios/${deliveryId}/reenviar`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.deliveries(webhookId) }),
    onError: showRefusal,
  });
}
