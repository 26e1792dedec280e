import type { PaymentInitResponse, PlanType, RenewalQuote } from '@mb/contracts';
import { apiRequest, i18n } from '@mb/ui';

export interface RenewalChoice {
  subscriptionId: string;
  plan: PlanType;
  months: number;
}

/** GET /auth/subscriptions/{id}/renewal-quote: the server's price, with the unused days credited. */
export async function fetchRenewalQuote({ subscriptionId, plan, months }: RenewalChoice, signal: AbortSignal): Promise<RenewalQuote> {
  const query = new URLSearchParams({ plan_type: plan, months: String(months) });
  const answer = await apiRequest<{ quote: RenewalQuote }>(
    `/auth/subscriptions/${encodeURIComponent(subscriptionId)}/renewal-quote?${query}`,
    {
      signal,
      fallback: i18n.t('account:renewal.quoteFailed'),
    },
  );
  return answer.quote;
}

/** POST /auth/payments/wompi/init-renewal (spec 2 §7.3): billed monthly, always. */
export function initRenewal({ subscriptionId, plan, months }: RenewalChoice): Promise<PaymentInitResponse> {
  return apiRequest<PaymentInitResponse>('/auth/payments/wompi/init-renewal', {
    method: 'POST',
    body: { subscription_id: subscriptionId, plan_type: plan, billing_cycle: 'monthly', months },
    fallback: i18n.t('account:renewal.startFailed'),
  });
}

/**
 * GET /auth/payments/result: the widget's word is only a hint; asking the server makes it confirm the
 * payment with Wompi (and apply the renewal) before the dashboard is read again. A failed lookup changes
 * nothing: Wompi's event settles the payment anyway.
 */
export async function confirmRenewalPayment(transactionId: string): Promise<void> {
  await apiRequest(`/auth/payments/result?${new URLSearchParams({ transaction_id: transactionId })}`).catch(() => undefined);
}
