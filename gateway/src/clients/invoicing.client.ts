import {
  invoiceActionResponse,
  invoiceByPaymentResponse,
  invoiceNoteMessages,
  invoicesMessages,
  listInvoicesResponse,
  myInvoicesResponse,
  type ListInvoicesQuery,
  invoicingCheckResponse,
  invoicingCodesResponse,
  invoicingMessages,
  invoicingProfileResponse,
  updateInvoicingProfileResponse,
  type UpdateInvoicingProfileRequest,
  type IssueInvoiceNoteBody,
  posDocumentList,
  posDocumentMessages,
  posDocumentRetried,
} from '@mb/contracts';
import { callService, fetchFile, queryString } from './http.js';

/**
 * One function per invoicing call the gateway makes; every one forwards the caller's session (the profile is
 * always the caller's own). `fallback` is the spec's text when invoicing cannot answer (spec 1 §8).
 */
const ofMember = (path: string, memberId?: string) => (memberId ? `${path}/${encodeURIComponent(memberId)}` : path);

export function invoicingClient(baseUrl: string, timeoutMs: number) {
  const options = (token: string, requestId: string, fallback: string) => ({ token, requestId, timeoutMs, fallback });
  return {
    codes: (token: string, requestId: string) =>
      callService(baseUrl, '/codes', invoicingCodesResponse, options(token, requestId, invoicingMessages.codesLoadFailed)),
    /** The caller's own profile, or with `memberId` a member's, which only an administrator may read or save. */
    profile: (token: string, requestId: string, memberId?: string) =>
      callService(
        baseUrl,
        ofMember('/fe/profile', memberId),
        invoicingProfileResponse,
        options(token, requestId, invoicingMessages.profileLoadFailed),
      ),
    updateProfile: (token: string, body: UpdateInvoicingProfileRequest, requestId: string, memberId?: string) =>
      callService(baseUrl, ofMember('/fe/profile', memberId), updateInvoicingProfileResponse, {
        ...options(token, requestId, invoicingMessages.profileSaveFailed),
        method: 'PUT',
        body,
      }),
    /** Whether the caller (or the member) may pay (spec 1 §5): the profile routes and billing's purchase routes ask it. */
    feCheck: (token: string, requestId: string, memberId?: string) => {
      const path = ofMember('/fe/check', memberId);
      return callService(baseUrl, path, invoicingCheckResponse, options(token, requestId, invoicingMessages.checkFailed));
    },
    /** The DIAN invoice of a payment, once decided; 404 before that and for someone else's payment. */
    invoiceByPayment: (token: string, paymentId: string, requestId: string) =>
      callService(
        baseUrl,
        `/invoices/by-payment/${encodeURIComponent(paymentId)}`,
        invoiceByPaymentResponse,
        options(token, requestId, invoicingMessages.invoiceNotFound),
      ),
    /** An invoice's file (its PDF or XML, its credit note's PDF) under `/invoices/by-payment/{id}/`: the raw response, streamed back. */
    invoiceFile: (token: string, paymentId: string, file: 'pdf' | 'xml' | 'credit-note/pdf' | `notes/${string}/pdf`, requestId: string) =>
      fetchFile(
        baseUrl,
        `/invoices/by-payment/${encodeURIComponent(paymentId)}/${file}`,
        { authorization: `Bearer ${token}`, 'x-request-id': requestId },
        timeoutMs,
      ),
    /** The caller's own invoices. */
    myInvoices: (token: string, requestId: string) =>
      callService(baseUrl, '/invoices/mine', myInvoicesResponse, options(token, requestId, invoicesMessages.listFailed)),
    /** The invoices view (Admin, SuperAdmin): a filtered page, or the same filters as CSV (a raw response). */
    listInvoices: (token: string, query: Partial<ListInvoicesQuery>, requestId: string) =>
      callService(baseUrl, `/invoices${queryString(query)}`, listInvoicesResponse, options(token, requestId, invoicesMessages.listFailed)),
    exportInvoices: (token: string, query: Partial<ListInvoicesQuery>, requestId: string) =>
      fetchFile(
        baseUrl,
        `/invoices/export${queryString(query)}`,
        { authorization: `Bearer ${token}`, 'x-request-id': requestId },
        timeoutMs,
      ),
    invoiceAction: (token: string, paymentId: string, action: 'retry' | 'resend' | 'send-copy', requestId: string) =>
      callService(baseUrl, `/invoices/by-payment/${encodeURIComponent(paymentId)}/${action}`, invoiceActionResponse, {
        ...options(token, requestId, action === 'retry' ? invoicesMessages.retryStillFailing : invoicesMessages.resendFailed),
        method: 'POST',
      }),
    /** 'Emitir nota' of the invoices view: a credit or debit note on an accepted invoice, sent to DIAN at once. */
    issueNote: (token: string, paymentId: string, body: IssueInvoiceNoteBody, requestId: string) =>
      callService(baseUrl, `/invoices/by-payment/${encodeURIComponent(paymentId)}/notes`, invoiceActionResponse, {
        ...options(token, requestId, invoiceNoteMessages.issueFailed),
        method: 'POST',
        body,
      }),
    /** Restaurants' DIAN documents (Admin, SuperAdmin): a filtered page, the CSV or a file (raw), and 'Reintentar'. */
    listPosDocuments: (token: string, query: Record<string, string | number | undefined>, requestId: string) =>
      callService(
        baseUrl,
        `/facturacion/documentos-pos${queryString(query)}`,
        posDocumentList,
        options(token, requestId, posDocumentMessages.listFailed),
      ),
    exportPosDocuments: (token: string, query: Record<string, string | number | undefined>, requestId: string) =>
      fetchFile(
        baseUrl,
        `/facturacion/documentos-pos.csv${queryString(query)}`,
        { authorization: `Bearer ${token}`, 'x-request-id': requestId },
        timeoutMs,
      ),
    posDocumentFile: (token: string, id: string, file: 'xml' | 'pdf' | 'respuesta', requestId: string) =>
      fetchFile(
        baseUrl,
        `/facturacion/documentos-pos/${encodeURIComponent(id)}/${file}`,
        { authorization: `Bearer ${token}`, 'x-request-id': requestId },
        timeoutMs,
      ),
    retryPosDocument: (token: string, id: string, requestId: string) =>
      callService(baseUrl, `/facturacion/documentos-pos/${encodeURIComponent(id)}/reintentar`, posDocumentRetried, {
        ...options(token, requestId, posDocumentMessages.retryFailed),
        method: 'POST',
      }),
  };
}
export type InvoicingClient = ReturnType<typeof invoicingClient>;
