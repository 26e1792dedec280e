import type { PaymentInitResponse, PaymentResult } from '@mb/contracts';
import { apiRequest, i18n } from '@mb/ui';

/** POST /auth/payments/wompi/init: the server prices and signs the order's payment for Wompi's widget. */
export function initPayment(orderId: string): Promise<PaymentInitResponse> {
  return apiRequest<PaymentInitResponse>('/auth/payments/wompi/init', {
    method: 'POST',
    body: { order_id: orderId },
    fallback: i18n.t('store:payment.initFailed'),
  });
}

/** Which payment a return asks about: Wompi's transaction id, or our reference. */
export type PaymentLookup = { transaction_id: string } | { reference: string };

/** GET /auth/payments/result: the server asks Wompi itself, so the answer (not the redirect) is trusted. */
export function fetchPaymentResult(lookup: PaymentLookup, signal: AbortSignal): Promise<PaymentResult> {
  return apiRequest<PaymentResult>(`/auth/payments/result?${new URLSearchParams(lookup)}`, { signal });
}
