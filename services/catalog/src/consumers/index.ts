import { catalogProductDeleted, catalogProductUpserted } from '@mb/contracts';
import { on, type ConsumerGroup } from '@mb/service-kit';
import type { PublicProductsCache } from '../modules/public/public-cache.js';
import { paymentApprovedConsumer } from './payment-approved.consumer.js';

/** The events catalog reacts to, one consumer group per purpose. */
export function catalogConsumers(cache: PublicProductsCache): ConsumerGroup[] {
  // Any change to a product, announced by catalog itself, makes the cached public list stale.
  const dropCache = () => cache.invalidate();
  return [
    { group: 'catalog.sold-count', handlers: [paymentApprovedConsumer] },
    { group: 'catalog.public-cache', handlers: [on(catalogProductUpserted, dropCache), on(catalogProductDeleted, dropCache)] },
  ];
}
