import {
  invoiceByPaymentResponse,
  invoicingCheckResponse,
  invoicingCodesResponse,
  invoicingMessages,
  invoicingProfileResponse,
  updateInvoicingProfileResponse,
  type UpdateInvoicingProfileRequest,
} from '@mb/contracts';
import { callService } from './http.js';

/**
 * One function per invoicing call the gateway makes; every one forwards the caller's session (the profile is
 * always the caller's own). `fallback` is the spec's text when invoicing cannot answer (spec 1 §8).
 */
export function invoicingClient(baseUrl: string, timeoutMs: number) {
  const options = (token: string, requestId: string, fallback: string) => ({ token, requestId, timeoutMs, fallback });
  return {
    codes: (token: string, requestId: string) =>
      callService(baseUrl, '/codes', invoicingCodesResponse, options(token, requestId, invoicingMessages.codesLoadFailed)),
    profile: (token: string, requestId: string) =>
      callService(baseUrl, '/fe/profile', invoicingProfileResponse, options(token, requestId, invoicingMessages.profileLoadFailed)),
    updateProfile: (token: string, body: UpdateInvoicingProfileRequest, requestId: string) =>
      callService(baseUrl, '/fe/profile', updateInvoicingProfileResponse, {
        ...options(token, requestId, invoicingMessages.profileSaveFailed),
        method: 'PUT',
        body,
      }),
    /** Whether the caller may pay (spec 1 §5): the profile routes and billing's purchase routes ask it. */
    feCheck: (token: string, requestId: string) =>
      callService(baseUrl, '/fe/check', invoicingCheckResponse, options(token, requestId, invoicingMessages.checkFailed)),
    /** The DIAN invoice of a payment, once decided; 404 before that and for someone else's payment. */
    invoiceByPayment: (token: string, paymentId: string, requestId: string) =>
      callService(baseUrl, `/invoices/by-payment/${encodeURIComponent(paymentId)}`, invoiceByPaymentResponse, options(token, requestId, invoicingMessages.invoiceNotFound)),
    /** The invoice's PDF: the raw response, streamed back to the browser. The time limit covers the answer's start only. */
    async invoicePdf(token: string, paymentId: string, requestId: string): Promise<Response> {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      try {
        return await fetch(new URL(`/invoices/by-payment/${encodeURIComponent(paymentId)}/pdf`, baseUrl), {
          headers: { authorization: `Bearer ${token}`, 'x-request-id': requestId },
          signal: controller.signal,
        });
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
export type InvoicingClient = ReturnType<typeof invoicingClient>;
