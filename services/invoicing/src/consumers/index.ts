import type { ConsumerGroup } from '@mb/service-kit';
import type { InvoiceQueue } from '../jobs/issue-invoice.job.js';
import { paymentApprovedConsumer } from './payment-approved.consumer.js';

/** The events invoicing reacts to, one consumer group per purpose. */
export const invoicingConsumers = (queue: InvoiceQueue): ConsumerGroup[] => [{ group: 'invoicing.payment-invoices', handlers: [paymentApprovedConsumer(queue)] }];
