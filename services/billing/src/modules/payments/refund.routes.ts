import { messages, paymentRefundMessages, paymentRefundResponse } from '@mb/contracts';
import { AppError, auditActor, recordAudit, requireRole, withTransaction, type App, type Pool } from '@mb/service-kit';
import { z } from 'zod';
import { undoPayment } from './payment-undo.js';
import { findPaymentById, markPaymentVoided } from './payments.repository.js';

const params = z.object({ id: z.uuid(messages.paymentNotFound) });

/**
 * POST /payments/{id}/refund (Admin, SuperAdmin): an administrator gave an approved payment's money back (Wompi's
 * dashboard, a transfer). The payment is voided, the subscriptions it paid end and invoicing issues the credit note,
 * all with the audit entry in one transaction. Wompi's own void of it later changes nothing more.
 */
export function refundRoutes(app: App, pool: Pool): void {
  app.post(
    '/payments/:id/refund',
    { onRequest: [app.authenticate, requireRole('Admin', 'SuperAdmin')], schema: { params, response: { 200: paymentRefundResponse } } },
    async (request) =>
      withTransaction(pool, async (tx) => {
        const payment = await findPaymentById(tx, request.params.id, { lock: true });
        if (!payment) throw new AppError(404, messages.paymentNotFound);
        if (payment.status !== 'paid') throw new AppError(409, paymentRefundMessages.notPaid);
        await markPaymentVoided(tx, payment.id);
        await undoPayment(tx, payment, 'refunded');
        await recordAudit(tx, 'billing', {
          actor: auditActor(request),
          action: 'payment.refunded',
          entity: { type: 'payment', id: payment.id },
          before: { status: payment.status },
          after: { status: 'voided' },
        });
        return { success: true as const, message: paymentRefundMessages.refunded, payment: { id: payment.id, status: 'voided' as const } };
      }),
  );
}
