import type { App } from '@mb/service-kit';
import { z } from 'zod';
import type { BillingClient } from '../../clients/billing.client.js';

/**
 * Wompi's events URL: public, no session. Billing verifies the event, asks Wompi's API about its transaction and
 * answers 200 or 401; when Wompi's API is down billing's 503 comes out non-200 here too, so Wompi sends it again.
 */
export function wompiEventsRoutes(app: App, billing: BillingClient): void {
  app.post(
    '/webhooks/wompi',
    {
      config: { access: 'public' },
      schema: { tags: ['webhooks'], summary: 'Eventos de Wompi (transaction.updated)', body: z.record(z.string(), z.unknown()) },
    },
    async (request, reply) => {
      const checksum = request.headers['x-event-checksum'];
      await billing.wompiEvent(request.body, typeof checksum === 'string' ? checksum : undefined, request.id);
      // Exactly 200: Wompi treats any other answer, 201 and 204 included, as a failure and retries.
      return reply.code(200).send({ success: true });
    },
  );
}
