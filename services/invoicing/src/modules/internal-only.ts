import { badRequest, forbidden, sentGatewaySecret } from '@mb/service-kit';
import type { FastifyRequest } from 'fastify';

/**
 * Route options for invoicing's internal routes, called by the platform's services (the restaurant service, which
 * authorizes its own users) with the gateway's secret: anyone else gets 403 with `forbiddenText`. A refused input
 * answers with its first field's own Spanish text, which the caller shows as it is.
 */
export const internalOnly = (gatewaySecret: string, forbiddenText: string) => ({
  onRequest: async (request: FastifyRequest) => {
    if (!sentGatewaySecret(request.headers, gatewaySecret)) throw forbidden(forbiddenText);
  },
  attachValidation: true,
  preHandler: async (request: FastifyRequest) => {
    const error = request.validationError as (Error & { validation?: { message?: string }[] }) | undefined;
    if (error) throw badRequest(error.validation?.[0]?.message ?? error.message);
  },
});
