import { useQuery } from '@tanstack/react-query';
import {
  restaurantProductSlug,
  type InvoicingCheck,
  type ManualPaymentMethod,
  type PlanType,
  type Product,
  type Subscription,
} from '@mb/contracts';
import { apiRequest, i18n } from '@mb/ui';

export const membershipsKey = (userId: string) => ['admin', 'memberships', userId] as const;

/** The user's memberships, newest first (billing's list for that user). */
export function useMemberships(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: membershipsKey(userId),
    enabled,
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ subscriptions: Subscription[] }>(`/auth/subscriptions?user_id=${encodeURIComponent(userId)}`, {
          fallback: i18n.t('admin:memberships.loadFailed'),
          signal,
        })
      ).subscriptions,
  });
}

/** Spec 2 §2.5: a Restaurant membership, pending payment, 12 months. */
export async function assignRestaurant(userId: string, planType: PlanType): Promise<Subscription> {
  const { products } = await apiRequest<{ products: Product[] }>('/auth/public/products', {
    fallback: i18n.t('admin:memberships.noRestaurant'),
  });
  const restaurant = products.find((product) => product.slug === restaurantProductSlug);
  if (!restaurant) throw new Error(i18n.t('admin:memberships.noRestaurant'));
  const answer = await apiRequest<{ subscription: Subscription }>(`/auth/users/${encodeURIComponent(userId)}/subscriptions`, {
    method: 'POST',
    body: { product_id: restaurant.id, plan_type: planType, duration_months: 12 },
    fallback: i18n.t('admin:memberships.activateFailed'),
  });
  return answer.subscription;
}

export const deactivateMembership = (id: string) =>
  apiRequest(`/auth/subscriptions/${encodeURIComponent(id)}/status`, {
    method: 'PUT',
    body: { status: 'cancelled' },
    fallback: i18n.t('admin:memberships.deactivateFailed'),
  });

export async function amountDue(id: string, signal?: AbortSignal): Promise<number> {
  const answer = await apiRequest<{ amount: number }>(`/auth/subscriptions/${encodeURIComponent(id)}/amount-due`, {
    fallback: i18n.t('admin:payment.dueFailed'),
    signal,
  });
  return answer.amount;
}

export const memberInvoicingKey = (userId: string) => ['admin', 'fe-check', userId] as const;

/** Whether the member's invoicing profile lets their invoice be issued, and what it lacks (invoicing's check). */
export const memberInvoicingCheck = (userId: string, signal?: AbortSignal) =>
  apiRequest<InvoicingCheck>(`/auth/users/${encodeURIComponent(userId)}/fe/check`, { fallback: i18n.t('admin:payment.failed'), signal });

export async function uploadReceipt(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const answer = await apiRequest<{ receipt_key: string }>('/auth/manual-payments/receipts', {
    method: 'POST',
    body: form,
    fallback: i18n.t('admin:payment.failed'),
  });
  return answer.receipt_key;
}

export const recordManualPayment = (subscriptionId: string, body: { idempotency_key: string; methods: ManualPaymentMethod[] }) =>
  apiRequest<{ message: string }>(`/auth/subscriptions/${encodeURIComponent(subscriptionId)}/manual-payments`, {
    method: 'POST',
    body,
    fallback: i18n.t('admin:payment.failed'),
  });
