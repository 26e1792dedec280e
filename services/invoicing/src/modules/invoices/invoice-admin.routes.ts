import {
  adminRoles,
  invoiceActionResponse,
  invoiceParams,
  invoicesMessages,
  invoiceNoteMessages,
  invoicingMessages,
  issueInvoiceNoteBody,
  listInvoicesQuery,
  listInvoicesResponse,
} from '@mb/contracts';
import { AppError, auditActor, notFound, recordAudit, requireRole, withTransaction, type App, type Pool } from '@mb/service-kit';
import { hasCreditNote } from '../credit-notes/credit-notes.repository.js';
import { issueInvoiceNote } from '../invoice-notes/invoice-notes.service.js';
import { resendInvoice } from './invoice-resend.js';
import { reissuable, reissueInvoice } from './invoice-reissue.js';
import { countUnsettled, exportInvoices, invoiceListRow, listInvoices } from './invoice-list.repository.js';
import { invoiceListItem, invoicesCsv } from './invoice-view.js';
import { findInvoice } from './invoices.repository.js';
import type { InvoicesDeps } from './invoices.service.js';

/**
 * The invoices view (Admin, SuperAdmin): every platform invoice with its DIAN state, filtered and searched, as a page
 * or as CSV; 'Reintentar' issues one DIAN never accepted again, 'Reenviar' e-mails an accepted one to its buyer.
 */
export function invoiceAdminRoutes(app: App, deps: InvoicesDeps): void {
  const { pool } = deps;
  const admin = { onRequest: [app.authenticate, requireRole(...adminRoles)] };

  app.get(
    '/invoices',
    { ...admin, schema: { querystring: listInvoicesQuery, response: { 200: listInvoicesResponse } } },
    async (request) => {
      const [{ rows, total }, unsettled] = await Promise.all([listInvoices(pool, request.query), countUnsettled(pool)]);
      return { success: true as const, invoices: rows.map(invoiceListItem), total, unsettled };
    },
  );

  app.get('/invoices/export', { ...admin, schema: { querystring: listInvoicesQuery } }, async (request, reply) => {
    const rows = await exportInvoices(pool, request.query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="facturas.csv"')
      .send(invoicesCsv(rows));
  });

  const listed = async (pool: Pool, paymentId: string) => invoiceListItem((await invoiceListRow(pool, paymentId))!);

  app.post(
    '/invoices/by-payment/:paymentId/retry',
    { ...admin, schema: { params: invoiceParams, response: { 200: invoiceActionResponse } } },
    async (request) => {
      const { paymentId } = request.params;
      const before = await findInvoice(pool, paymentId);
      if (!before) throw notFound(invoicingMessages.invoiceNotFound);
      // A payment undone has nothing left to invoice.
      if (!reissuable(before) || (await hasCreditNote(pool, paymentId))) throw new AppError(409, invoicesMessages.notRetriable);
      const after = await reissueInvoice(deps, paymentId, { actor: auditActor(request) });
      const message =
        after?.status === 'issued' || after?.status === 'in_process' ? invoicesMessages.retried : invoicesMessages.retryStillFailing;
      return { success: true as const, message, invoice: await listed(pool, paymentId) };
    },
  );

  // 'Emitir nota': a credit note for some lines or an amount, or a debit note, sent to DIAN at once.
  app.post(
    '/invoices/by-payment/:paymentId/notes',
    { ...admin, schema: { params: invoiceParams, body: issueInvoiceNoteBody, response: { 200: invoiceActionResponse } } },
    async (request) => {
      const { paymentId } = request.params;
      const note = await issueInvoiceNote(deps, paymentId, request.body, auditActor(request));
      const message = note.status === 'issued' ? invoiceNoteMessages.issued[note.kind] : invoiceNoteMessages.notAccepted[note.kind];
      return { success: true as const, message, invoice: await listed(pool, paymentId) };
    },
  );

  app.post(
    '/invoices/by-payment/:paymentId/resend',
    { ...admin, schema: { params: invoiceParams, response: { 200: invoiceActionResponse } } },
    async (request) => {
      const { paymentId } = request.params;
      const invoice = await findInvoice(pool, paymentId);
      if (!invoice) throw notFound(invoicingMessages.invoiceNotFound);
      const document = await resendInvoice(deps, invoice);
      await withTransaction(pool, (tx) =>
        recordAudit(tx, 'invoicing', {
          actor: auditActor(request),
          action: 'invoice.resent',
          entity: { type: 'invoice', id: paymentId },
          after: { email: document.buyer.email },
        }),
      );
      return { success: true as const, message: invoicesMessages.resent, invoice: await listed(pool, paymentId) };
    },
  );
}
