import { z } from 'zod';
import { defineEvent } from '../envelope.js';
import { topics } from '../topics.js';

/** Which payment an invoice bills; the aggregate is the payment (one invoice per payment). */
const invoiceFacts = {
  paymentId: z.uuid(),
  orderId: z.uuid(),
  userId: z.uuid(),
};

/** DIAN accepted the platform's invoice for an approved payment (ResponseDian StatusCode 00, IsValid true). */
export const invoicingInvoiceIssued = defineEvent({
  type: 'invoicing.invoice.issued',
  version: 1,
  topic: topics.invoicingInvoice,
  payload: z.object({
    ...invoiceFacts,
    /** Prefix and consecutive, e.g. `SETP990000001`. */
    number: z.string(),
    /** 96 lowercase hex characters (SHA-384). */
    cufe: z.string(),
    /** Integer cents: exactly what the payment charged. */
    payableInCents: z.number().int().nonnegative(),
    issuedAt: z.iso.datetime(),
  }),
});

/**
 * No invoice was issued for an approved payment: DIAN rejected it (`rejected`, with its rule messages), our own
 * check refused it before sending (`invalid`), or APIDIAN stayed unreachable through every retry (`unavailable`).
 */
export const invoicingInvoiceFailed = defineEvent({
  type: 'invoicing.invoice.failed',
  version: 1,
  topic: topics.invoicingInvoice,
  payload: z.object({
    ...invoiceFacts,
    /** Null when no number was given (the invoice never left). */
    number: z.string().nullable(),
    reason: z.enum(['rejected', 'invalid', 'unavailable']),
    /** DIAN's StatusCode when it answered (`99`, `89`, ...). */
    statusCode: z.string().nullable(),
    /** Spanish, readable: DIAN's "Regla: …, Rechazo: …" lines or our own. */
    errors: z.array(z.string()),
  }),
});
