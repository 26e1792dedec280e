import { creditNoteReasonTexts, invoiceStatusTexts, noteDiscrepancies, type InvoiceListItem, type InvoiceNoteSummary } from '@mb/contracts';
import { bogotaDateTime } from '../../domain/invoice-builder.js';
import { csvText } from '@mb/service-kit';
import { parseCents } from '../../domain/invoice-totals.js';
import { buyerView } from '../../domain/rejection-reasons.js';
import type { InvoiceListRow } from './invoice-list.repository.js';
import { invoiceProblems } from './invoice-problems.js';

/** Where invoicing serves an invoice's files; the gateway turns them into the browser's own paths. */
export const invoiceFilePaths = {
  pdf: (paymentId: string) => `/invoices/by-payment/${paymentId}/pdf`,
  xml: (paymentId: string) => `/invoices/by-payment/${paymentId}/xml`,
  creditNotePdf: (paymentId: string) => `/invoices/by-payment/${paymentId}/credit-note/pdf`,
  notePdf: (paymentId: string, noteId: string) => `/invoices/by-payment/${paymentId}/notes/${noteId}/pdf`,
};

const creditNoteStatusTexts = {
  pending: 'Nota crédito enviándose a la DIAN',
  issued: 'Anulada con nota crédito',
  rejected: 'Nota crédito rechazada por la DIAN',
  failed: 'Nota crédito no enviada',
} as const;

const fullNumber = (prefix: string | null, number: number | null) => (number === null || prefix === null ? null : `${prefix}${number}`);

const noteStatusTexts = {
  credit: {
    pending: 'Nota crédito enviándose a la DIAN',
    issued: 'Nota crédito aceptada por la DIAN',
    rejected: 'Nota crédito rechazada por la DIAN',
    failed: 'Nota crédito no enviada',
  },
  debit: {
    pending: 'Nota débito enviándose a la DIAN',
    issued: 'Nota débito aceptada por la DIAN',
    rejected: 'Nota débito rechazada por la DIAN',
    failed: 'Nota débito no enviada',
  },
} as const;

/** An administrator's note as the invoice shows it: DIAN's reason and state in plain Spanish, its PDF once accepted. */
function noteSummary(paymentId: string, note: InvoiceListRow['notes'][number]): InvoiceNoteSummary {
  return {
    id: note.id,
    kind: note.kind,
    number: fullNumber(note.prefix, note.number),
    status: note.status,
    status_text: noteStatusTexts[note.kind][note.status],
    reason: note.reason,
    reason_text: noteDiscrepancies[note.kind][note.reason] ?? '',
    description: note.description,
    total: Math.round(note.total_cents / 100),
    errors: note.errors,
    created_at: new Date(note.created_at).toISOString(),
    pdf_url: note.status === 'issued' ? invoiceFilePaths.notePdf(paymentId, note.id) : null,
  };
}

/** An invoice row as the lists show it: the buyer the invoice names, DIAN's state in plain Spanish, its files once accepted. */
export function invoiceListItem(row: InvoiceListRow): InvoiceListItem {
  const issued = row.status === 'issued';
  const customer = row.customer ?? {};
  const identification = customer.identification_number ? `${customer.identification_number}${customer.dv ? `-${customer.dv}` : ''}` : '';
  return {
    payment_id: row.payment_id,
    number: fullNumber(row.prefix, row.number),
    created_at: row.created_at.toISOString(),
    issued_at: row.issued_at?.toISOString() ?? null,
    buyer: { name: customer.name ?? '', identification, email: customer.email ?? '' },
    total: Math.round(row.charged_cents / 100),
    status: row.status,
    status_text: invoiceStatusTexts[row.status],
    status_code: row.status_code,
    errors: row.errors,
    problems: invoiceProblems(row.errors),
    fix_in_profile: buyerView(row.errors).fixInProfile,
    cufe: row.dian_cufe ?? row.cufe,
    pdf_url: issued && row.pdf_filename ? invoiceFilePaths.pdf(row.payment_id) : null,
    xml_url: issued && row.pdf_filename ? invoiceFilePaths.xml(row.payment_id) : null,
    credit_note:
      row.note_status && row.note_reason
        ? {
            number: fullNumber(row.note_prefix, row.note_number),
            status: row.note_status,
            status_text: creditNoteStatusTexts[row.note_status],
            reason: row.note_reason,
            reason_text: creditNoteReasonTexts[row.note_reason],
            errors: row.note_errors ?? [],
            created_at: row.note_created_at!.toISOString(),
            pdf_url: row.note_status === 'issued' && row.note_pdf_filename ? invoiceFilePaths.creditNotePdf(row.payment_id) : null,
          }
        : null,
    notes: row.notes.map((note) => noteSummary(row.payment_id, note)),
    lines: (row.invoice_lines ?? []).map((line) => ({
      description: line.description,
      total: Math.round(
        ((parseCents(line.line_extension_amount) ?? 0) + line.tax_totals.reduce((sum, tax) => sum + (parseCents(tax.tax_amount) ?? 0), 0)) /
          100,
      ),
    })),
  };
}

const csvColumns = [
  'Número',
  'Fecha',
  'Hora de emisión',
  'Cliente',
  'Documento',
  'Correo',
  'Base (COP)',
  'IVA (COP)',
  'Total (COP)',
  'Estado DIAN',
  'Detalle',
  'CUFE',
  'Nota crédito',
  'Notas',
] as const;

/** A note in one CSV cell: 'NC2 crédito 10000 (Aceptada…)'. */
const noteCell = (note: InvoiceNoteSummary) =>
  `${note.number ?? ''} ${note.kind === 'credit' ? 'crédito' : 'débito'} ${note.total} (${note.status_text})`.trim();

/**
 * The invoices view as CSV (UTF-8 with BOM so Excel reads the accents), one line per invoice: its time of issue, base
 * and VAT as the document carries them (2 decimals), and its notes.
 */
export function invoicesCsv(rows: InvoiceListRow[]): string {
  const lines = rows.map((row) => {
    const item = invoiceListItem(row);
    return [
      item.number ?? '',
      bogotaDateTime(new Date(item.created_at)).date,
      row.issue_time ?? '',
      item.buyer.name,
      item.buyer.identification,
      item.buyer.email,
      row.base_amount ?? '',
      row.vat_amount ?? '',
      item.total,
      item.credit_note?.status === 'issued' ? item.credit_note.status_text : item.status_text,
      item.errors.join(' | '),
      item.cufe ?? '',
      item.credit_note?.number ?? '',
      item.notes.map(noteCell).join(' | '),
    ];
  });
  return csvText(csvColumns, lines);
}
