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

/**
 * A restaurant sale's DIAN document changed: created pending (numbered, not yet accepted: APIDIAN or DIAN away, or
 * being sent), issued (DIAN accepted it) or rejected (with DIAN's rule in plain Spanish and what to do). Keyed by the
 * check, so a check's documents keep their order; the restaurant shows the latest on the check and its receipt.
 */
export const invoicingPosDocumentUpdated = defineEvent({
  type: 'invoicing.pos_document.updated',
  version: 1,
  topic: topics.invoicingPosDocument,
  payload: z.object({
    documentId: z.uuid(),
    restaurantId: z.uuid(),
    checkId: z.uuid(),
    /** The refund an adjustment note corrects; null for the sale's own document. */
    refundId: z.uuid().nullable(),
    /** POS equivalent document (type 15), factura electrónica (type 1) or nota de ajuste (type 26). */
    kind: z.enum(['documento_pos', 'factura', 'nota_ajuste']),
    status: z.enum(['pendiente', 'emitido', 'rechazado']),
    /** Prefix and consecutive, e.g. `EPOS1`; given when the document is created, kept through retries. */
    number: z.string(),
    /** 96 lowercase hex characters; null until issued. */
    cude: z.string().nullable(),
    /** DIAN's document search address with the CUDE (what the QR encodes); null until issued. */
    qrUrl: z.string().nullable(),
    /** The numbering resolution's legend, as printed: number, date, range and validity. */
    resolutionLegend: z.string(),
    /** Why it was rejected, in plain Spanish with what to do; null otherwise. */
    problem: z.string().nullable(),
    changedAt: z.iso.datetime(),
  }),
});
