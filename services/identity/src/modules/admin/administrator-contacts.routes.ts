import { administratorContactsResponse, messages } from '@mb/contracts';
import { forbidden, sentGatewaySecret, type App, type Pool } from '@mb/service-kit';
import { listAdministratorContacts } from '../users/users.repository.js';

/**
 * For the platform's own services, never the browser (the gateway does not route it): whom to write when something
 * needs an administrator (invoicing's expiry warnings). Only a caller with the platform's internal secret is answered.
 */
export function administratorContactsRoutes(app: App, pool: Pool, gatewaySecret: string): void {
  app.get('/administrators/contacts', { schema: { response: { 200: administratorContactsResponse } } }, async (request) => {
    if (!sentGatewaySecret(request.headers, gatewaySecret)) throw forbidden(messages.forbidden);
    return { success: true as const, administrators: await listAdministratorContacts(pool) };
  });
}
