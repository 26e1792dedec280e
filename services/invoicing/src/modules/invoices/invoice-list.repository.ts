import type { ListInvoicesQuery } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';
import type { InvoiceLineRequest } from '../../domain/invoice-builder.js';
import type { InvoiceRecord } from './invoices.repository.js';

/** An invoice as the lists show it, with its credit note's columns when it has one. */
export type InvoiceListRow = Pick<
  InvoiceRecord,
  | 'payment_id'
  | 'user_id'
  | 'status'
  | 'prefix'
  | 'number'
  | 'charged_cents'
  | 'cufe'
  | 'dian_cufe'
  | 'status_code'
  | 'errors'
  | 'pdf_filename'
  | 'created_at'
  | 'issued_at'
> & {
  customer: { name?: string; identification_number?: string; dv?: string; email?: string } | null;
  note_status: 'pending' | 'issued' | 'rejected' | 'failed' | null;
  note_reason: 'voided' | 'refunded' | null;
  note_prefix: string | null;
  note_number: number | null;
  note_errors: string[] | null;
  note_pdf_filename: string | null;
  note_created_at: Date | null;
  /** The administrator's credit and debit notes, oldest first. */
  notes: {
    id: string;
    kind: 'credit' | 'debit';
    prefix: string;
    number: number | null;
    status: 'pending' | 'issued' | 'rejected' | 'failed';
    reason: number;
    description: string;
    total_cents: number;
    errors: string[];
    created_at: string;
  }[];
  /** The document's base and VAT ("1234.56") and its time of issue in Bogotá, as sent to DIAN: the CSV's columns. */
  base_amount: string | null;
  invoice_lines: InvoiceLineRequest[] | null;
  vat_amount: string | null;
  issue_time: string | null;
};

const select = `SELECT i.payment_id, i.user_id, i.status, i.prefix, i.number, i.charged_cents, i.cufe, i.dian_cufe, i.status_code, i.errors,
    i.request->'customer' AS customer, i.pdf_filename, i.created_at, i.issued_at,
    n.status AS note_status, n.reason AS note_reason, n.prefix AS note_prefix, n.number AS note_number, n.errors AS note_errors,
    n.pdf_filename AS note_pdf_filename, n.created_at AS note_created_at,
    i.request->'legal_monetary_totals'->>'tax_exclusive_amount' AS base_amount,
    (SELECT sum((t->>'tax_amount')::numeric)::text FROM jsonb_array_elements(i.request->'tax_totals') t) AS vat_amount,
    i.request->>'time' AS issue_time, i.request->'invoice_lines' AS invoice_lines,
    COALESCE((SELECT json_agg(json_build_object('id', o.id, 'kind', o.kind, 'prefix', o.prefix, 'number', o.number, 'status', o.status,
        'reason', o.reason, 'description', o.description, 'total_cents', o.total_cents, 'errors', o.errors, 'created_at', o.created_at)
        ORDER BY o.created_at) FROM invoice_notes o WHERE o.payment_id = i.payment_id), '[]') AS notes
  FROM invoices i LEFT JOIN credit_notes n ON n.payment_id = i.payment_id`;

/** DIAN never accepted it (rejected or not sent) and no credit note cancels its payment: someone has to act. */
const unsettled = `i.status IN ('failed', 'rejected') AND n.payment_id IS NULL`;

/** The WHERE of the view's filters, with its parameters; a date is a day in Bogotá. */
function filtersOf(query: Omit<ListInvoicesQuery, 'page' | 'limit'>): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (query.status === 'voided') conditions.push(`n.status = 'issued'`);
  else if (query.status === 'unsettled') conditions.push(unsettled);
  else if (query.status) conditions.push(`i.status = ${param(query.status)}`);
  if (query.from) conditions.push(`i.created_at >= (${param(query.from)}::date::timestamp AT TIME ZONE 'America/Bogota')`);
  if (query.to) conditions.push(`i.created_at < ((${param(query.to)}::date + 1)::timestamp AT TIME ZONE 'America/Bogota')`);
  if (query.q) {
    const like = param(`%${query.q.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
    conditions.push(
      `(i.prefix || COALESCE(i.number::text, '') ILIKE ${like} OR i.request->'customer'->>'name' ILIKE ${like}
        OR i.request->'customer'->>'identification_number' ILIKE ${like} OR i.request->'customer'->>'email' ILIKE ${like})`,
    );
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** A page of every invoice matching the filters, newest first, and how many match in all. */
export async function listInvoices(db: Queryable, query: ListInvoicesQuery): Promise<{ rows: InvoiceListRow[]; total: number }> {
  const { where, params } = filtersOf(query);
  const [page, count] = await Promise.all([
    db.query<InvoiceListRow>(
      `${select} ${where} ORDER BY i.created_at DESC, i.payment_id LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`,
      params,
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM invoices i LEFT JOIN credit_notes n ON n.payment_id = i.payment_id ${where}`,
      params,
    ),
  ]);
  return { rows: page.rows, total: count.rows[0]!.total };
}

/** Every invoice matching the filters (the CSV export), newest first; at most `cap`. */
export async function exportInvoices(
  db: Queryable,
  query: Omit<ListInvoicesQuery, 'page' | 'limit'>,
  cap = 10_000,
): Promise<InvoiceListRow[]> {
  const { where, params } = filtersOf(query);
  return (await db.query<InvoiceListRow>(`${select} ${where} ORDER BY i.created_at DESC, i.payment_id LIMIT ${cap}`, params)).rows;
}

/** Invoices DIAN never accepted, whatever the filters: the view's alert, and what its filter `unsettled` lists. */
export async function countUnsettled(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM invoices i LEFT JOIN credit_notes n ON n.payment_id = i.payment_id WHERE ${unsettled}`,
  );
  return rows[0]!.n;
}

/** One user's invoices, newest first. */
export async function invoicesOfUser(db: Queryable, userId: string): Promise<InvoiceListRow[]> {
  return (await db.query<InvoiceListRow>(`${select} WHERE i.user_id = $1 ORDER BY i.created_at DESC`, [userId])).rows;
}

/** One invoice as the lists show it. */
export async function invoiceListRow(db: Queryable, paymentId: string): Promise<InvoiceListRow | null> {
  return (await db.query<InvoiceListRow>(`${select} WHERE i.payment_id = $1`, [paymentId])).rows[0] ?? null;
}
