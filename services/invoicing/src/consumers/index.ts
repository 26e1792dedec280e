import type { ConsumerGroup } from '@mb/service-kit';
import type { CreditNoteQueue } from '../jobs/credit-note.job.js';
import type { InvoiceQueue } from '../jobs/issue-invoice.job.js';
import { paymentApprovedConsumer } from './payment-approved.consumer.js';
import { paymentRefundedConsumer } from './payment-refunded.consumer.js';
import type { PosDocumentQueue } from '../jobs/pos-document.job.js';
import type { PosDocumentsDeps } from '../modules/pos-documents/pos-document-issuer.js';
import { checkPaidConsumer } from './check-paid.consumer.js';
import { checkRefundedConsumer } from './check-refunded.consumer.js';

/**
 * The events invoicing reacts to, one consumer group per purpose. A payment's approval and its undoing share the
 * group (and the payment's key), so the invoice is always queued before its credit note. A check's payment and its
 * refunds share theirs too (the check's key), so a sale's document is made before its adjustment notes.
 */
export const invoicingConsumers = (
  invoices: InvoiceQueue,
  creditNotes: CreditNoteQueue,
  pos: { deps: PosDocumentsDeps; queue: PosDocumentQueue },
): ConsumerGroup[] => [
  { group: 'invoicing.payment-invoices', handlers: [paymentApprovedConsumer(invoices), paymentRefundedConsumer(creditNotes)] },
  {
    group: 'invoicing.restaurant-documents',
    handlers: [checkPaidConsumer(pos.deps, pos.queue), checkRefundedConsumer(pos.deps, pos.queue)],
  },
];
