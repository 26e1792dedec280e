import {
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
  };
}
export type InvoicingClient = ReturnType<typeof invoicingClient>;
