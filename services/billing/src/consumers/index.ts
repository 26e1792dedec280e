import type { ConsumerGroup } from '@mb/service-kit';
import { productDeletedConsumer } from './product-deleted.consumer.js';
import { productUpsertedConsumer } from './product-upserted.consumer.js';
import { userDeletedConsumer } from './user-deleted.consumer.js';

/** The events billing reacts to, one consumer group per purpose. */
export const billingConsumers: ConsumerGroup[] = [
  { group: 'billing.catalog-sync', handlers: [productUpsertedConsumer, productDeletedConsumer] },
  { group: 'billing.account-closure', handlers: [userDeletedConsumer] },
];
