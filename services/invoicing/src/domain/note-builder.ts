import {
  bogotaDateTime,
  documentTaxTotals,
  monetaryTotals,
  type InvoiceLineRequest,
  type InvoiceRequest,
  type TaxTotalRequest,
} from './invoice-builder.js';
import { documentTotals, formatCents, parseCents, splitFinal } from './invoice-totals.js';

/** APIDIAN ids (reference §7) of a note's own amount line. */
const ids = { iva: 1, unit: 70, ownItemCode: 4 } as const;

type MonetaryTotals = InvoiceRequest['legal_monetary_totals'];

/** What every note copies from the invoice it corrects: the buyer and payment, and the invoice by number, CUFE and date. */
export type NoteHeader = Omit<InvoiceRequest, 'invoice_lines' | 'resolution_number' | 'type_document_id'> & {
  discrepancyresponsecode: number;
  discrepancyresponsedescription: string;
  billing_reference: { number: string; uuid: string; issue_date: string };
};

export interface NoteFacts {
  invoice: InvoiceRequest;
  cufe: string;
  prefix: string;
  number: number;
  issuedAt: Date;
  /** DIAN's discrepancy code and the text that explains it. */
  reason: number;
  description: string;
}

/** The invoice's buyer and payment under the note's own number and date, referencing the invoice (reference §4.10). */
export function noteHeader(facts: NoteFacts, notes: string): NoteHeader {
  const { invoice_lines: _lines, resolution_number: _resolution, type_document_id: _type, ...invoice } = facts.invoice;
  const { date, time } = bogotaDateTime(facts.issuedAt);
  return {
    ...invoice,
    prefix: facts.prefix,
    number: facts.number,
    date,
    time,
    notes,
    payment_form: invoice.payment_form.map((form) => ({ ...form, payment_due_date: date })),
    discrepancyresponsecode: facts.reason,
    discrepancyresponsedescription: facts.description,
    billing_reference: { number: invoiceNumber(facts.invoice), uuid: facts.cufe, issue_date: invoice.date },
  };
}

export const invoiceNumber = (invoice: Pick<InvoiceRequest, 'prefix' | 'number'>) => `${invoice.prefix}${invoice.number}`;

/** What a note credits or debits: some of the invoice's lines, or one line of an amount (VAT included, in cents). */
export type NoteContent = { lines: number[] } | { amountCents: number };

interface NoteAmounts {
  lines: InvoiceLineRequest[];
  taxTotals: TaxTotalRequest[];
  totals: MonetaryTotals;
  payableCents: number;
}

const cents = (amount: string) => parseCents(amount) ?? 0;
const percentOf = (line: InvoiceLineRequest) => Number(line.tax_totals[0]?.percent ?? '0');

/** The lines, VAT and totals of a note: the invoice's own lines as they were, or one line of an amount at the invoice's VAT. */
function noteAmounts(invoice: InvoiceRequest, content: NoteContent, description: string): NoteAmounts {
  const vatPercent = percentOf(invoice.invoice_lines[0]!);
  const chosen =
    'lines' in content
      ? content.lines.map((index) => ({ line: invoice.invoice_lines[index]!, rounding: 0 }))
      : [amountLine(content.amountCents, vatPercent, description)];
  const amounts = chosen.map(({ line, rounding }) => ({
    baseCents: cents(line.line_extension_amount),
    taxCents: line.tax_totals.reduce((sum, tax) => sum + cents(tax.tax_amount), 0),
    vatPercent: percentOf(line),
    roundingCents: rounding,
  }));
  const totals = documentTotals(amounts);
  return {
    lines: chosen.map(({ line }) => line),
    taxTotals: documentTaxTotals(amounts),
    totals: monetaryTotals(totals),
    payableCents: totals.payableCents,
  };
}

/** One line of a VAT-included amount, its base and VAT carved out as an invoice's are (splitFinal). */
function amountLine(amountCents: number, vatPercent: number, description: string): { line: InvoiceLineRequest; rounding: number } {
  const { base, tax, roundingCents } = splitFinal(amountCents, vatPercent);
  return {
    rounding: roundingCents,
    line: {
      unit_measure_id: ids.unit,
      invoiced_quantity: '1',
      base_quantity: '1',
      line_extension_amount: formatCents(base),
      free_of_charge_indicator: false,
      tax_totals: [{ tax_id: ids.iva, tax_amount: formatCents(tax), percent: `${vatPercent}.00`, taxable_amount: formatCents(base) }],
      description,
      code: 'AJUSTE',
      type_item_identification_id: ids.ownItemCode,
      price_amount: formatCents(base),
    },
  };
}

/** The body of `POST /api/ubl2.1/credit-note` for some of an invoice's lines or an amount. */
export type PartialCreditNoteRequest = NoteHeader & { type_document_id: 4; credit_note_lines: InvoiceLineRequest[] };

/** The body of `POST /api/ubl2.1/debit-note` (DebitNoteRequest): its totals are `requested_monetary_totals`. */
export type DebitNoteRequest = Omit<NoteHeader, 'legal_monetary_totals' | 'payment_form'> & {
  type_document_id: 5;
  payment_form: InvoiceRequest['payment_form'][number];
  requested_monetary_totals: MonetaryTotals;
  debit_note_lines: InvoiceLineRequest[];
};

/** A note of an administrator's: a credit note for some lines or an amount, a debit note for an amount. */
export function buildNoteRequest(
  kind: 'credit' | 'debit',
  facts: NoteFacts,
  content: NoteContent,
): { request: PartialCreditNoteRequest | DebitNoteRequest; payableCents: number } {
  const amounts = noteAmounts(facts.invoice, content, facts.description);
  const { legal_monetary_totals: _totals, ...header } = noteHeader(
    facts,
    `${kind === 'credit' ? 'Nota crédito' : 'Nota débito'} de la factura ${invoiceNumber(facts.invoice)}: ${facts.description}`,
  );
  const common = { ...header, tax_totals: amounts.taxTotals };
  if (kind === 'credit') {
    return {
      request: { ...common, type_document_id: 4, legal_monetary_totals: amounts.totals, credit_note_lines: amounts.lines },
      payableCents: amounts.payableCents,
    };
  }
  // DebitNoteRequest takes one payment form (an object), as its rules `payment_form.payment_form_id` read.
  const { payment_form: forms, ...rest } = common;
  return {
    request: {
      ...rest,
      type_document_id: 5,
      payment_form: forms[0]!,
      requested_monetary_totals: amounts.totals,
      debit_note_lines: amounts.lines,
    },
    payableCents: amounts.payableCents,
  };
}
