import type { InvoiceRequest } from './invoice-builder.js';
import { invoiceNumber, noteHeader, type NoteHeader } from './note-builder.js';

/** DIAN's discrepancy code 2: "Anulación de factura electrónica" (credit_note_discrepancy_responses). */
export const cancellation = 2;

/** The texts a credit note gives as its reason. */
export const creditNoteReasons = {
  voided: 'Anulación de la factura: el pago con tarjeta fue anulado en Wompi.',
  refunded: 'Anulación de la factura: el pago fue reembolsado al cliente.',
} as const;

/** The body of `POST /api/ubl2.1/credit-note` (reference §4.10): the invoice's own lines and totals, cancelling it whole. */
export type CreditNoteRequest = NoteHeader & { type_document_id: 4; credit_note_lines: InvoiceRequest['invoice_lines'] };

/**
 * The credit note that cancels an accepted invoice: the same buyer, lines, taxes and totals, referencing the invoice
 * by number, CUFE and date, numbered in the credit notes' own range.
 */
export function buildCreditNoteRequest(input: {
  invoice: InvoiceRequest;
  cufe: string;
  reason: keyof typeof creditNoteReasons;
  prefix: string;
  number: number;
  issuedAt: Date;
}): CreditNoteRequest {
  const facts = { ...input, reason: cancellation, description: creditNoteReasons[input.reason] };
  return {
    ...noteHeader(facts, `Anula la factura ${invoiceNumber(input.invoice)}`),
    type_document_id: 4,
    credit_note_lines: input.invoice.invoice_lines,
  };
}
