// A refund of a documented sale is corrected by a nota de ajuste (type 26, credit side) referring to the POS document
// (type 15), not by a credit note (reference §11): `POST credit-note` with both type ids.
import type { PayloadOf, restaurantCheckRefunded } from '@mb/contracts';
import { bogotaDateTime } from './invoice-builder.js';
import { incTotals, lineAmounts, posIds, saleLines, saleTotals, type Numbering, type SaleDocumentRequest } from './pos-document-body.js';

export type CheckRefunded = PayloadOf<typeof restaurantCheckRefunded>;

/** DIAN's discrepancy codes of a credit-side correction: some goods returned, or the whole sale undone. */
export const adjustmentReasons = { partialReturn: 1, cancellation: 2 } as const;

/** The note for a refund's lines, numbered, referring to the sale's document by number, CUDE, date and type. */
export function buildAdjustmentNote(input: {
  refund: CheckRefunded;
  sale: { request: SaleDocumentRequest; cude: string; total: number };
  incResponsible: boolean;
  numbering: Numbering;
  issuedAt: Date;
}) {
  const { refund, sale, numbering } = input;
  const { date, time } = bogotaDateTime(input.issuedAt);
  const incResponsible = refund.incResponsible && input.incResponsible;
  const whole = refund.total >= sale.total;
  const amounts = lineAmounts(refund.lines, false, refund.incPercent);
  return {
    type_document_id: posIds.adjustmentNote,
    // APIDIAN signs the note with the equivalent documents' software, in their environment, only when told so.
    is_eqdoc: true,
    number: numbering.number,
    prefix: numbering.prefix,
    resolution_number: numbering.resolutionNumber,
    date,
    time,
    notes: `Reembolso ${refund.refundId}: ${refund.reason}`,
    sendmail: false,
    sendmailtome: false,
    customer: sale.request.customer,
    payment_form: sale.request.payment_form.map((form) => ({ ...form, payment_due_date: date })),
    discrepancyresponsecode: whole ? adjustmentReasons.cancellation : adjustmentReasons.partialReturn,
    discrepancyresponsedescription: refund.reason.trim() || (whole ? 'Anulación de la venta' : 'Devolución de parte de la venta'),
    billing_reference: {
      number: `${sale.request.prefix}${sale.request.number}`,
      uuid: sale.cude,
      issue_date: sale.request.date,
      type_document_id: posIds.posDocument,
    },
    legal_monetary_totals: saleTotals(amounts, incResponsible, 0),
    tax_totals: incTotals(amounts, incResponsible, refund.incPercent),
    credit_note_lines: saleLines(refund.lines, amounts, incResponsible, refund.incPercent),
  };
}
