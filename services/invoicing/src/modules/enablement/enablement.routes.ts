import { enablementResponse, issuerIdParams } from '@mb/contracts';
import type { App } from '@mb/service-kit';
import { adminOnly } from '../admin-only.js';
import type { EnablementService } from './enablement.service.js';

/** The enablement screen's state of an issuer: its steps and its DIAN test set. */
export function enablementRoutes(app: App, enablement: EnablementService): void {
  app.get(
    '/facturacion/facturadores/:id/habilitacion',
    { ...adminOnly(app), schema: { params: issuerIdParams, response: { 200: enablementResponse } } },
    async (request) => ({ success: true as const, data: await enablement.state(request.params.id) }),
  );
}
