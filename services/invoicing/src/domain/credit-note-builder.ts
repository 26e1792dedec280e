import { bogotaDateTime, type InvoiceRequest } from './invoice-builder.js';

/** DIAN's discrepancy code 2: "Anulación de factura electrónica" (credit_note_discrepancy_responses). */
const cancellation = 2;

/** The texts a credit note gives as its reason. */
export const creditNoteReasons = {
  voided: 'Anulación de la factura: el pago con tarjeta fue anulado en Wompi.',
  refunded: 'Anulación de la factura: el pago fue reembolsado al cliente.',
} as const;

/** The body of `POST /api/ubl2.1/credit-note` (reference §4.10): the invoice's own lines and totals, cancelling it whole. */
export type CreditNoteRequest = Omit<InvoiceRequest, 'invoice_lines' | 'resolution_number' | 'type_document_id'> & {
  type_document_id: 4;
  discrepancyresponsecode: number;
  discrepancyresponsedescription: string;
  billing_reference: { number: string; uuid: string; issue_date: string };
  credit_note_lines: InvoiceRequest['invoice_lines'];
};

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
  const { invoice_lines: lines, resolution_number: _resolution, type_document_id: _type, ...invoice } = input.invoice;
  const { date, time } = bogotaDateTime(input.issuedAt);
  const invoiceNumber = `${invoice.prefix}${invoice.number}`;
  return {
    ...invoice,
    type_document_id: 4,
    prefix: input.prefix,
    number: input.number,
    date,
    time,
    notes: `Anula la factura ${invoiceNumber}`,
    payment_form: invoice.payment_form.map((form) => ({ ...form, payment_due_date: date })),
    discrepancyresponsecode: cancellation,
    discrepancyresponsedescription: creditNoteReasons[input.reason],
    billing_reference: { number: invoiceNumber, uuid: input.cufe, issue_date: invoice.date },
    credit_note_lines: lines,
  };
}
