import { activeSubscriptionsResponse, messages } from '@mb/contracts';
import { callService } from './http.js';

/** One function per billing call the gateway makes. */
export function billingClient(baseUrl: string, timeoutMs: number) {
  return {
    countActiveSubscriptions: (token: string, productId: string, requestId: string) =>
      callService(baseUrl, `/products/${encodeURIComponent(productId)}/active-subscriptions`, activeSubscriptionsResponse, {
        token,
        requestId,
        timeoutMs,
        fallback: messages.productDeleteBlocked,
      }),
  };
}
export type BillingClient = ReturnType<typeof billingClient>;
