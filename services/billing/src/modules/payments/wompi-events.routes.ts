import { messages } from '@mb/contracts';
import type { App } from '@mb/service-kit';
import { z } from 'zod';
import { checksumMatches, eventChecksum } from '../../domain/wompi-signature.js';
import { wompiTransaction } from '../../wompi/wompi-transaction.js';
import { settleTransaction } from './payment-settlement.js';
import type { PaymentsDeps } from './payments.service.js';

/** Wompi's event envelope (reference §5.2); `data` stays as sent, the checksum reads paths inside it. */
const wompiEvent = z.object({
  event: z.string(),
  data: z.record(z.string(), z.unknown()),
  environment: z.string().optional(),
  signature: z.object({ properties: z.array(z.string()).max(20), checksum: z.string().max(128) }),
  timestamp: z.number().int(),
  sent_at: z.string().optional(),
});

/**
 * Wompi's events URL. The checksum (body and X-Event-Checksum header) is verified with the events secret
 * before anything is read; a forged event gets 401 and changes nothing. Accepted events are answered with
 * exactly 200 (anything else makes Wompi retry), including ones about references that are not ours.
 */
export function wompiEventsRoutes(app: App, deps: PaymentsDeps): void {
  app.post('/wompi/events', { schema: { body: wompiEvent } }, async (request, reply) => {
    const event = request.body;
    const expected = eventChecksum(event, deps.config.WOMPI_EVENTS_SECRET);
    const header = request.headers['x-event-checksum'];
    const headerOk = typeof header !== 'string' || checksumMatches(expected, header);
    if (!checksumMatches(expected, event.signature.checksum) || !headerOk) {
      request.log.warn({ event: event.event }, 'Wompi event with a bad checksum refused');
      return reply.code(401).send({ success: false, message: messages.invalidEventChecksum });
    }
    if (event.event !== 'transaction.updated') return reply.code(200).send({ success: true });

    const transaction = wompiTransaction.safeParse(event.data.transaction);
    if (!transaction.success) return reply.code(400).send({ success: false, message: messages.invalidInput });
    const outcome = await settleTransaction(deps.pool, transaction.data, 'event');
    if (outcome.kind === 'unknown-reference' || outcome.kind === 'mismatch') {
      request.log.warn({ reference: transaction.data.reference, outcome: outcome.kind }, 'Wompi event ignored');
    }
    return reply.code(200).send({ success: true });
  });
}
