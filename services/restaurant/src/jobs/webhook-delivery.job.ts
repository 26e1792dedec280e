import { createWorker, type JobOptions, type Pool } from '@mb/service-kit';
import type { webhookDestinations } from '../modules/webhooks/webhook-address.js';
import { webhookQueueName, type WebhookDeliveryJob } from '../modules/webhooks/webhook-queue.js';
import { sendWebhook } from '../modules/webhooks/webhook-sender.js';
import { findDeliveryToSend, recordAttempt, setDeliveryStatus } from '../modules/webhooks/webhooks.repository.js';

/**
 * Sends a webhook delivery: each try is logged (status, duration, error); a failure throws so BullMQ retries it with
 * back-off, and the last failed try marks the delivery fallido (the owner may re-send it). A delivery not found yet is
 * one whose event's transaction has not committed: retried without a try logged.
 */
export function webhookDeliveryWorker(
  pool: Pool,
  destinations: ReturnType<typeof webhookDestinations>,
  options: JobOptions & { log: { error(object: object, message: string): void } },
) {
  const worker = createWorker<WebhookDeliveryJob>(
    webhookQueueName,
    async (job) => {
      const delivery = await findDeliveryToSend(pool, job.data.deliveryId);
      if (!delivery) throw new Error(`webhook delivery ${job.data.deliveryId} not found yet`);
      if (delivery.revoked) return setDeliveryStatus(pool, job.data.deliveryId, 'fallido');
      const result = await sendWebhook(destinations, {
        url: delivery.url,
        secret: delivery.secret,
        body: delivery.body,
        eventType: delivery.event_type,
        eventId: delivery.event_id,
      });
      await recordAttempt(pool, job.data.deliveryId, result);
      if (!result.error) return setDeliveryStatus(pool, job.data.deliveryId, 'entregado');
      const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      await setDeliveryStatus(pool, job.data.deliveryId, last ? 'fallido' : 'pendiente');
      throw new Error(result.error);
    },
    { ...options, concurrency: 8 },
  );
  worker.on('error', (error) => options.log.error({ err: error }, 'webhook worker error'));
  return worker;
}
