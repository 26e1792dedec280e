import type { ConsumerGroup } from '@mb/service-kit';
import type { CreditNoteQueue } from '../jobs/credit-note.job.js';
import type { InvoiceQueue } from '../jobs/issue-invoice.job.js';
import { paymentApprovedConsumer } from './payment-approved.consumer.js';
import { paymentRefundedConsumer } from './payment-refunded.consumer.js';

/**
 * The events invoicing reacts to, one consumer group per purpose. A payment's approval and its undoing share the
 * group (and the payment's key), so the invoice is always queued before its credit note.
 */
export const invoicingConsumers = (invoices: InvoiceQueue, creditNotes: CreditNoteQueue): ConsumerGroup[] => [
  { group: 'invoicing.payment-invoices', handlers: [paymentApprovedConsumer(invoices), paymentRefundedConsumer(creditNotes)] },
];
