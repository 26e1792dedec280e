import {
  restaurantCheckCreated,
  restaurantCheckPaid,
  restaurantCheckRefunded,
  restaurantCheckUpdated,
  restaurantOrderCreated,
  restaurantOrderPaid,
  restaurantOrderStatusChanged,
  restaurantStockRanLow,
  type EventDefinition,
  type webhookEventTypes,
} from '@mb/contracts';
import { on, type EventHandler } from '@mb/service-kit';
import type { WebhookQueue } from '../modules/webhooks/webhook-queue.js';
import { endpointsFor, insertDelivery } from '../modules/webhooks/webhooks.repository.js';

/**
 * Each type an owner may subscribe to (contracts' `webhookEventTypes`, what the screen offers) with its event: the
 * compiler asks for every one, so no type can be chosen that nothing here hears.
 */
const webhookEvents = {
  'restaurant.order.created': restaurantOrderCreated,
  'restaurant.order.status_changed': restaurantOrderStatusChanged,
  'restaurant.order.paid': restaurantOrderPaid,
  'restaurant.check.created': restaurantCheckCreated,
  'restaurant.check.updated': restaurantCheckUpdated,
  'restaurant.check.paid': restaurantCheckPaid,
  'restaurant.check.refunded': restaurantCheckRefunded,
  'restaurant.stock.ran_low': restaurantStockRanLow,
} satisfies Record<(typeof webhookEventTypes)[number], EventDefinition>;

/**
 * The restaurant's own order, check and stock events, read back from Kafka once published: each makes one delivery per live
 * endpoint that asked for its type, its body fixed now (`{ id, type, created, data }`, `data` the event's payload), and
 * queues its send. The order-taking path is untouched: it only writes its outbox, as before. An event no endpoint
 * asked for ends at one read (`concerns`); a delivery is made once per event and endpoint whatever the inbox says.
 */
export function webhookEventConsumers(queue: WebhookQueue): EventHandler[] {
  return Object.values(webhookEvents).map((event) =>
    on(
      event,
      async (tx, payload, envelope) => {
        const body = JSON.stringify({ id: envelope.id, type: envelope.type, created: envelope.occurredAt, data: payload });
        for (const endpoint of await endpointsFor(tx, payload.restaurantId, envelope.type)) {
          const deliveryId = await insertDelivery(tx, { endpointId: endpoint.id, eventId: envelope.id, eventType: envelope.type, body });
          if (deliveryId) await queue.send(deliveryId);
        }
      },
      async (db, payload, envelope) => (await endpointsFor(db, payload.restaurantId, envelope.type)).length > 0,
    ),
  );
}
