import {
  amountDueResponse,
  manualPaymentMessages as texts,
  manualPaymentRequest,
  manualPaymentResponse,
  receiptUploadResponse,
  subscriptionIdParams,
  uploadLimits,
} from '@mb/contracts';
import { AppError, auditActor, requireRole, sessionToken, type App } from '@mb/service-kit';
import { checkImageType, readUpload, sendStoredFile, storeUpload } from '@mb/service-kit/media';
import { amountDue, recordManualPayment, type ManualPaymentsDeps } from './manual-payments.service.js';

/** Spec 2 §2.6: the take-payment dialog's calls, for administrators. */
export function manualPaymentsRoutes(app: App, deps: ManualPaymentsDeps): void {
  const onRequest = [app.authenticate, requireRole('Admin', 'SuperAdmin')];

  app.get(
    '/subscriptions/:id/amount-due',
    { onRequest, schema: { params: subscriptionIdParams, response: { 200: amountDueResponse } } },
    async (request) => {
      const { subscription, line } = await amountDue(deps.pool, request.params.id);
      return { success: true as const, subscription_id: subscription.id, amount: line.total };
    },
  );

  app.post(
    '/subscriptions/:id/manual-payments',
    { onRequest, schema: { params: subscriptionIdParams, body: manualPaymentRequest, response: { 200: manualPaymentResponse } } },
    async (request) => {
      const payment = await recordManualPayment(deps, {
        subscriptionId: request.params.id,
        body: request.body,
        admin: auditActor(request),
        adminToken: sessionToken(request),
        requestId: request.id,
      });
      return {
        success: true as const,
        message: texts.recorded,
        payment: { id: payment.id, reference: payment.reference, amount: payment.amount_in_cents / 100, status: payment.status },
      };
    },
  );

  // A transfer's receipt: a picture of any size (a phone's photo), multipart field `image`, kept out of public reach.
  app.post('/manual-payments/receipts', { onRequest, schema: { response: { 200: receiptUploadResponse } } }, async (request) => {
    const bytes = await readUpload(request, 'image', uploadLimits.imageBytes);
    const { key } = await storeUpload(deps.receipts, 'receipts', await checkImageType(bytes));
    return { success: true as const, receipt_key: key };
  });

  app.get('/manual-payments/receipts/*', { onRequest }, async (request, reply) => {
    const file = await deps.receipts.get(`receipts/${(request.params as { '*': string })['*']}`);
    if (!file) throw new AppError(404, texts.receiptMissing);
    return sendStoredFile(reply, file, { private: true });
  });
}
