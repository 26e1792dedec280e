import { adminRoles, invoicingAdminMessages, restaurantInvoicingMessages } from '@mb/contracts';
import { badRequest, forbidden, type App } from '@mb/service-kit';
import type { FastifyRequest } from 'fastify';

const specTexts = new Set<string>([...Object.values(invoicingAdminMessages), ...Object.values(restaurantInvoicingMessages)]);

/**
 * Route options for the issuer tooling, the templates and the APIDIAN proxy: Admin and SuperAdmin only, checked
 * before the body is read (spec 3 §6). A refused input whose schema carries one of the screens' own texts
 * ('JSON inválido', 'Completa ID del Software, PIN y Token', ...) answers with that text alone; any other refusal
 * keeps the usual 'Datos inválidos: field: ...'.
 */
export const adminOnly = (app: App) => ({
  onRequest: [
    app.authenticate,
    async (request: FastifyRequest) => {
      if (!adminRoles.includes(request.user.role)) throw forbidden(invoicingAdminMessages.adminOnly);
    },
  ],
  attachValidation: true,
  preHandler: async (request: FastifyRequest) => {
    const error = request.validationError as (Error & { validation?: { message?: string }[] }) | undefined;
    if (!error) return;
    const specText = error.validation?.map((issue) => issue.message).find((message) => message && specTexts.has(message));
    throw specText ? badRequest(specText) : error;
  },
});
