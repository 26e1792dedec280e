import { apiAccessMessages, type WebhookRequest } from '@mb/contracts';
import { notFound, type Pool } from '@mb/service-kit';
import type { RestaurantContext } from '../session/restaurant-session.js';
import type { webhookDestinations } from './webhook-address.js';
import type { WebhookQueue } from './webhook-queue.js';
import { newWebhookSecret } from './webhook-signature.js';
import * as webhooks from './webhooks.repository.js';

const iso = (value: Date) => new Date(value).toISOString();

const endpointView = (endpoint: webhooks.WebhookEndpointRecord) => ({
  id: endpoint.id,
  url: endpoint.url,
  events: endpoint.events,
  revoked_at: endpoint.revoked_at ? iso(endpoint.revoked_at) : null,
  created_at: iso(endpoint.created_at),
});

const deliveryView = (delivery: webhooks.WebhookDeliveryRecord) => ({
  id: delivery.id,
  event_id: delivery.event_id,
  event_type: delivery.event_type,
  status: delivery.status,
  created_at: iso(delivery.created_at),
  attempts: delivery.attempts.map((attempt) => ({ ...attempt, at: iso(attempt.at) })),
});

export interface WebhookDeps {
  pool: Pool;
  destinations: ReturnType<typeof webhookDestinations>;
  queue: WebhookQueue;
}

/** A new endpoint, its URL checked public first; its signing secret goes back this once. */
export async function createWebhook({ pool, destinations }: WebhookDeps, context: RestaurantContext, request: WebhookRequest) {
  await destinations.assertPublic(request.url);
  const secret = newWebhookSecret();
  const endpoint = await webhooks.insertEndpoint(pool, {
    restaurantId: context.restaurantId,
    url: request.url,
    events: [...new Set(request.events)],
    secret,
    by: context.userId,
  });
  return { ...endpointView(endpoint), secret };
}

export const listWebhooks = async ({ pool }: WebhookDeps, context: RestaurantContext) =>
  (await webhooks.listEndpoints(pool, context.restaurantId)).map(endpointView);

export async function revokeWebhook({ pool }: WebhookDeps, context: RestaurantContext, id: string) {
  const endpoint = await webhooks.revokeEndpoint(pool, context.restaurantId, id);
  if (!endpoint) throw notFound(apiAccessMessages.webhookNotFound);
  return endpointView(endpoint);
}

export async function listWebhookDeliveries({ pool }: WebhookDeps, context: RestaurantContext, id: string) {
  if (!(await webhooks.findEndpoint(pool, context.restaurantId, id))) throw notFound(apiAccessMessages.webhookNotFound);
  return (await webhooks.listDeliveries(pool, context.restaurantId, id)).map(deliveryView);
}

/** 'Reenviar': the same body goes again (signed anew), with its own tries; the log keeps counting. */
export async function resendDelivery({ pool, queue }: WebhookDeps, context: RestaurantContext, id: string, deliveryId: string) {
  const delivery = await webhooks.findDelivery(pool, context.restaurantId, id, deliveryId);
  if (!delivery) throw notFound(apiAccessMessages.deliveryNotFound);
  await webhooks.setDeliveryStatus(pool, deliveryId, 'pendiente');
  await queue.send(deliveryId, { resend: true });
  return deliveryView({ ...delivery, status: 'pendiente' });
}
