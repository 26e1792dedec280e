import { createQueue, type JobOptions } from '@mb/service-kit';

export const webhookQueueName = 'restaurant-webhook-delivery';

export interface WebhookDeliveryJob {
  deliveryId: string;
}

export interface WebhookQueue {
  /** The first send of a delivery (its id as job id, so an event handled twice queues it once), or a re-send. */
  send(deliveryId: string, options?: { resend?: boolean }): Promise<void>;
  close(): Promise<void>;
}

/** Each send tries `attempts` times with exponential back-off from `retryMs` (10 s, 20 s, 40 s, … by default). */
export function createWebhookQueue(options: JobOptions & { attempts: number; retryMs: number }): WebhookQueue {
  const queue = createQueue<WebhookDeliveryJob>(webhookQueueName, options);
  return {
    async send(deliveryId, { resend = false } = {}) {
      await queue.add(
        'deliver',
        { deliveryId },
        {
          jobId: resend ? `${deliveryId}-resend-${Date.now()}` : deliveryId,
          attempts: options.attempts,
          backoff: { type: 'exponential', delay: options.retryMs },
        },
      );
    },
    close: () => queue.close(),
  };
}
