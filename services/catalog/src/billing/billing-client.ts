import { activeSubscriptionsResponse, messages, type LiveSubscriptions } from '@mb/contracts';
import { AppError, httpClient } from '@mb/service-kit';

/** What catalog asks billing: who still holds a product. */
export interface BillingClient {
  /** With the administrator's own authorization (billing answers administrators only); unanswered: 503, nothing changes. */
  liveSubscriptions(productId: string, caller: { authorization: string; requestId: string }): Promise<LiveSubscriptions>;
}

export function billingClient(options: { baseUrl: string; timeoutMs: number }): BillingClient {
  const billing = httpClient({ ...options, unavailable: messages.liveSubscriptionsUnknown });
  return {
    async liveSubscriptions(productId, caller) {
      const answer = await billing.json(`/products/${encodeURIComponent(productId)}/active-subscriptions`, {
        headers: { authorization: caller.authorization, 'x-request-id': caller.requestId },
      });
      const parsed = activeSubscriptionsResponse.safeParse(answer.body);
      if (!answer.ok || !parsed.success) throw new AppError(503, messages.liveSubscriptionsUnknown);
      const { success: _success, ...live } = parsed.data;
      return live;
    },
  };
}
