import { activeSubscriptionsResponse, messages, type LiveSubscriptions } from '@mb/contracts';
import { AppError } from '@mb/service-kit';

/** What catalog asks billing: who still holds a product. */
export interface BillingClient {
  /** With the administrator's own authorization (billing answers administrators only); unanswered: 503, nothing changes. */
  liveSubscriptions(productId: string, caller: { authorization: string; requestId: string }): Promise<LiveSubscriptions>;
}

export function billingClient(options: { baseUrl: string; timeoutMs: number }): BillingClient {
  return {
    async liveSubscriptions(productId, caller) {
      const url = new URL(`/products/${encodeURIComponent(productId)}/active-subscriptions`, options.baseUrl);
      const response = await fetch(url, {
        headers: { accept: 'application/json', authorization: caller.authorization, 'x-request-id': caller.requestId },
        signal: AbortSignal.timeout(options.timeoutMs),
      }).catch(() => undefined);
      const parsed = activeSubscriptionsResponse.safeParse(await response?.json().catch(() => undefined));
      if (!response?.ok || !parsed.success) throw new AppError(503, messages.liveSubscriptionsUnknown);
      const { success: _success, ...live } = parsed.data;
      return live;
    },
  };
}
