import type { ConsumerGroup } from '@mb/service-kit';
import { paymentApprovedConsumer } from './payment-approved.consumer.js';

/** The events catalog reacts to, one consumer group per purpose. */
export const catalogConsumers: ConsumerGroup[] = [{ group: 'catalog.sold-count', handlers: [paymentApprovedConsumer] }];
