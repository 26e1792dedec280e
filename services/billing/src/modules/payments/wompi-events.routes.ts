import { messages } from '@mb/contracts';
import type { App } from '@mb/service-kit';
import { z } from 'zod';
import { eventRefusal } from '../../domain/wompi-signature.js';
import { settleTransaction } from './payment-settlement.js';
import { lookupAtWompi, type PaymentsDeps } from './payments.service.js';

/** Wompi's event envelope (reference §5.2); `data` stays as sent, the checksum reads paths inside it. */
const wompiEvent = z.object({
  event: z.string(),
  data: z.record(z.string(), z.unknown()),
  environment: z.string().optional(),
  signature: z.object({ properties: z.array(z.string()).max(20), checksum: z.string().max(128) }),
  timestamp: z.number().int(),
  sent_at: z.string().optional(),
});

/** The one thing billing reads from an event's body: which transaction to ask Wompi about. */
const namedTransaction = z.object({ transaction: z.object({ id: z.string().min(1).max(100) }) });

/**
 * Wompi's events URL. An event is only a prompt: once its checksum, signed properties and timestamp hold
 * (otherwise 401, nothing changes), billing fetches the transaction from Wompi's API and settles what Wompi
 * says there, never what the body says. Answers are exactly 200 (anything else makes Wompi retry), also for a
 * transaction Wompi does not know or a reference that is not ours; Wompi unreachable gets 503, so it retries.
 */
export function wompiEventsRoutes(app: App, deps: PaymentsDeps): void {
  app.post('/wompi/events', { schema: { body: wompiEvent } }, async (request, reply) => {
    const event = request.body;
    const header = request.headers['x-event-checksum'];
    const refusal = eventRefusal(event, {
      secret: deps.config.WOMPI_EVENTS_SECRET,
      header: typeof header === 'string' ? header : undefined,
      now: new Date(),
      toleranceSeconds: deps.config.WOMPI_EVENT_TOLERANCE_SECONDS,
    });
    if (refusal) {
      request.log.warn({ event: event.event, refusal, timestamp: event.timestamp }, 'Wompi event refused');
      return reply.code(401).send({ success: false, message: messages.invalidEventChecksum });
    }
    if (event.event !== 'transaction.updated') return reply.code(200).send({ success: true });

    const named = namedTransaction.safeParse(event.data);
    if (!named.success) return reply.code(400).send({ success: false, message: messages.invalidInput });
    const { id } = named.data.transaction;
    const transaction = await lookupAtWompi(() => deps.wompi.transaction(id));
    if (!transaction) {
      request.log.warn({ transactionId: id }, 'Wompi event about a transaction Wompi does not know: ignored');
      return reply.code(200).send({ success: true });
    }
    const outcome = await settleTransaction(deps.pool, transaction, 'event');
    if (outcome.kind === 'unknown-reference' || outcome.kind === 'mismatch') {
      request.log.warn({ reference: transaction.reference, outcome: outcome.kind }, 'Wompi event ignored');
    }
    return reply.code(200).send({ success: true });
  });
}
