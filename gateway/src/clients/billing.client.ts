import type { Readable } from 'node:stream';
import {
  adminPaymentsResponse,
  paymentRefundResponse,
  amountDueResponse,
  manualPaymentResponse,
  receiptUploadResponse,
  messages,
  orderResponse,
  paymentInitResponse,
  paymentResultResponse,
  renewalQuoteResponse,
  subscriptionResponse,
  subscriptionsResponse,
} from '@mb/contracts';
import { z } from 'zod';
import { callService, fetchFile, forwardUpload, queryString as query, type CallOptions } from './http.js';

/** One function per billing call the gateway makes. */
export function billingClient(baseUrl: string, timeoutMs: number) {
  const call = <S extends z.ZodType>(path: string, schema: S, fallback: string, options: CallOptions) =>
    callService(baseUrl, path, schema, { ...options, timeoutMs, fallback });
  return {
    createOrder: (token: string, body: { items: unknown[]; notes?: string }, fallback: string, requestId: string) =>
      call('/orders', orderResponse, fallback, { method: 'POST', body, token, requestId }),
    initPayment: (token: string, orderId: string, requestId: string) =>
      call(`/orders/${encodeURIComponent(orderId)}/payments`, paymentInitResponse, messages.paymentInitFailed, {
        method: 'POST',
        token,
        requestId,
      }),
    renewalQuote: (token: string, subscriptionId: string, params: { plan_type: string; months: number }, requestId: string) =>
      call(
        `/subscriptions/${encodeURIComponent(subscriptionId)}/renewal-quote${query(params)}`,
        renewalQuoteResponse,
        messages.renewalInitFailed,
        {
          token,
          requestId,
        },
      ),
    initRenewal: (token: string, body: object, requestId: string) =>
      call('/renewals', paymentInitResponse, messages.renewalInitFailed, { method: 'POST', body, token, requestId }),
    paymentResult: (token: string, params: { transaction_id?: string; reference?: string }, requestId: string) =>
      call(`/payments/result${query(params)}`, paymentResultResponse.omit({ invoice: true }), messages.paymentLookupFailed, {
        token,
        requestId,
      }),
    amountDue: (token: string, subscriptionId: string, requestId: string) =>
      call(`/subscriptions/${encodeURIComponent(subscriptionId)}/amount-due`, amountDueResponse, messages.manualPaymentFailed, {
        token,
        requestId,
      }),
    recordManualPayment: (token: string, subscriptionId: string, body: unknown, requestId: string) =>
      call(`/subscriptions/${encodeURIComponent(subscriptionId)}/manual-payments`, manualPaymentResponse, messages.manualPaymentFailed, {
        method: 'POST',
        body,
        token,
        requestId,
      }),
    uploadReceipt: (token: string, upload: { body: Readable; contentType: string; contentLength?: string }, requestId: string) =>
      forwardUpload(baseUrl, '/manual-payments/receipts', receiptUploadResponse, {
        ...upload,
        token,
        requestId,
        fallback: messages.imageUploadFailed,
      }),
    /** A receipt's raw response, for the administrator's browser only. */
    receipt: (token: string, key: string) => fetchFile(baseUrl, `/manual-payments/${key}`, { authorization: `Bearer ${token}` }, timeoutMs),
    adminPayments: (token: string, params: { q?: string; limit: number }, requestId: string) =>
      call(`/payments${query(params)}`, adminPaymentsResponse, messages.paymentsLoadFailed, { token, requestId }),
    /** An administrator gave an approved payment's money back: its subscriptions end and its invoice gets a credit note. */
    refundPayment: (token: string, paymentId: string, requestId: string) =>
      call(`/payments/${encodeURIComponent(paymentId)}/refund`, paymentRefundResponse, messages.serviceUnavailable, {
        method: 'POST',
        token,
        requestId,
      }),
    mySubscriptions: (token: string, requestId: string) =>
      call('/subscriptions/mine', subscriptionsResponse, messages.subscriptionsLoadFailed, { token, requestId }),
    subscriptions: (token: string, params: { user_id?: string; user_ids?: string; status?: string }, requestId: string) =>
      call(`/subscriptions${query(params)}`, subscriptionsResponse, messages.subscriptionsLoadFailed, { token, requestId }),
    setSubscriptionStatus: (token: string, id: string, body: { status: string }, requestId: string) =>
      call(`/subscriptions/${encodeURIComponent(id)}/status`, subscriptionResponse, messages.subscriptionStatusFailed, {
        method: 'PUT',
        body,
        token,
        requestId,
      }),
    assignLicence: (token: string, userId: string, body: object, requestId: string) =>
      call(`/users/${encodeURIComponent(userId)}/subscriptions`, subscriptionResponse, messages.licenceAddFailed, {
        method: 'POST',
        body,
        token,
        requestId,
      }),
    /** Wompi's event, passed on as received with its checksum header; billing verifies and answers 200 or 401. */
    wompiEvent: (body: unknown, checksum: string | undefined, requestId: string) =>
      call('/wompi/events', z.object({ success: z.literal(true) }), messages.serviceUnavailable, {
        method: 'POST',
        body,
        requestId,
        headers: checksum ? { 'x-event-checksum': checksum } : undefined,
      }),
  };
}
export type BillingClient = ReturnType<typeof billingClient>;
