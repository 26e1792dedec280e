import {
  amountDueResponse,
  manualPaymentRequest,
  manualPaymentResponse,
  messages,
  receiptUploadResponse,
  subscriptionIdParams,
} from '@mb/contracts';
import { AppError, type App } from '@mb/service-kit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BillingClient } from '../../clients/billing.client.js';
import { requireSessionToken, type SessionCookies } from '../../plugins/session-cookies.js';
import { isMediaKey, sendServiceFile } from '../public/media.routes.js';

const tags = ['admin'];
const admin = { access: 'admin' as const };

/** Spec 2 §2.6, the take-payment dialog: what is due, the receipt, the payment. Billing checks the role and the rules. */
export function adminManualPaymentRoutes(app: App, billing: BillingClient, cookies: SessionCookies): void {
  app.get(
    '/auth/subscriptions/:id/amount-due',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Monto a pagar de una membresía pendiente de pago',
        params: subscriptionIdParams,
        response: { 200: amountDueResponse },
      },
    },
    (request) => billing.amountDue(requireSessionToken(request), request.params.id, request.id),
  );

  app.post(
    '/auth/subscriptions/:id/manual-payments',
    {
      onRequest: cookies.csrfGuard,
      config: admin,
      schema: {
        tags,
        summary: 'Registrar el pago manual de una membresía pendiente (transferencia, tarjeta: solo últimos 4 dígitos, efectivo)',
        params: subscriptionIdParams,
        body: manualPaymentRequest,
        response: { 200: manualPaymentResponse },
      },
    },
    (request) => billing.recordManualPayment(requireSessionToken(request), request.params.id, request.body, request.id),
  );

  // The receipt is multipart (field `image`): streamed to billing, which checks the bytes.
  void app.register(async (plugin) => {
    const uploads = plugin.withTypeProvider<ZodTypeProvider>();
    uploads.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
    uploads.post(
      '/auth/manual-payments/receipts',
      {
        onRequest: cookies.csrfGuard,
        config: admin,
        schema: {
          tags,
          summary: 'Subir el comprobante de una transferencia (multipart, campo image)',
          response: { 200: receiptUploadResponse },
        },
      },
      (request) => {
        const contentType = request.headers['content-type'] ?? '';
        if (!contentType.startsWith('multipart/form-data')) throw new AppError(415, `${messages.fileMissing}: image`);
        return billing.uploadReceipt(
          requireSessionToken(request),
          { body: request.raw, contentType, contentLength: request.headers['content-length'] },
          request.id,
        );
      },
    );
  });

  app.get(
    '/auth/manual-payments/receipts/:file',
    { config: admin, schema: { tags, summary: 'Ver el comprobante de un pago manual', params: z.object({ file: z.string().max(100) }) } },
    (request, reply) => {
      const key = `receipts/${request.params.file}`;
      if (!isMediaKey(key)) throw new AppError(404, 'Archivo no encontrado');
      return sendServiceFile(reply, () => billing.receipt(requireSessionToken(request), key));
    },
  );
}
