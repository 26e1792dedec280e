import type { ConsumerGroup } from '@mb/service-kit';
import { identityUserConsumers } from './identity-user.consumer.js';
import { posDocumentUpdatedConsumer } from './pos-document-updated.consumer.js';
import { productUpsertedConsumer } from './product-upserted.consumer.js';
import { subscriptionChangedConsumers } from './subscription-changed.consumer.js';

/** The events restaurant reacts to, one consumer group per purpose. */
export const restaurantConsumers: ConsumerGroup[] = [
  { group: 'restaurant.subscriptions', handlers: subscriptionChangedConsumers },
  { group: 'restaurant.catalog-sync', handlers: [productUpsertedConsumer] },
  { group: 'restaurant.platform-access', handlers: identityUserConsumers },
  { group: 'restaurant.sale-documents', handlers: [posDocumentUpdatedConsumer] },
];
