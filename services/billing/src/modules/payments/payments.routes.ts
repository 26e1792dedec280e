import { adminPaymentsQuery, adminPaymentsResponse, paymentInitResponse, paymentResultQuery, paymentResultResponse } from '@mb/contracts';
import { requireRole, type App } from '@mb/service-kit';
import { z } from 'zod';
import { listAdminPayments } from './payments.repository.js';
import { initPayment, paymentResult, type PaymentsDeps } from './payments.service.js';

const orderParams = z.object({ id: z.uuid('Orden inválida') });
const isAdmin = (role: string) => role === 'Admin' || role === 'SuperAdmin';

export function paymentsRoutes(app: App, deps: PaymentsDeps): void {
  app.post(
    '/orders/:id/payments',
    { onRequest: [app.authenticate], schema: { params: orderParams, response: { 200: paymentInitResponse } } },
    async (request) => initPayment(deps, request.user.sub, request.params.id),
  );

  app.get(
    '/payments/result',
    {
      onRequest: [app.authenticate],
      schema: { querystring: paymentResultQuery, response: { 200: paymentResultResponse.omit({ invoice: true }) } },
    },
    async (request) => paymentResult(deps, { userId: request.user.sub, isAdmin: isAdmin(request.user.role) }, request.query),
  );

  app.get(
    '/payments',
    {
      onRequest: [app.authenticate, requireRole('Admin', 'SuperAdmin')],
      schema: { querystring: adminPaymentsQuery, response: { 200: adminPaymentsResponse } },
    },
    async (request) => {
      const rows = await listAdminPayments(deps.pool, request.query);
      return {
        success: true as const,
        payments: rows.map((row) => ({
          id: row.id,
          created_at: row.created_at.toISOString(),
          user_full_name: row.customer_name,
          user_email: row.customer_email,
          product_name: row.product_names,
          product_category: row.product_category,
          amount: row.total,
          currency: 'COP' as const,
          status: row.status,
          wompi_status: row.wompi_status,
          wompi_reference: row.reference,
          wompi_transaction_id: row.wompi_transaction_id,
          method: row.method,
          manual_methods: row.manual_methods,
        })),
      };
    },
  );
}
