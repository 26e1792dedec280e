import type { Queryable } from '@mb/service-kit';
import { outcomeParams, type NoteOutcome, type NoteStatus } from './note-sender.js';

export interface InvoiceNoteRecord {
  id: string;
  payment_id: string;
  kind: 'credit' | 'debit';
  reason: number;
  description: string;
  total_cents: number;
  status: NoteStatus;
  prefix: string;
  number: number | null;
  request: unknown;
  cude: string | null;
  errors: string[];
  pdf_filename: string | null;
  created_at: Date;
  issued_at: Date | null;
}

const columns = `id, payment_id, kind, reason, description, total_cents::int AS total_cents, status, prefix, number::int AS number, request, cude,
  errors, pdf_filename, created_at, issued_at`;

export async function insertInvoiceNote(
  db: Queryable,
  note: Pick<InvoiceNoteRecord, 'payment_id' | 'kind' | 'reason' | 'description' | 'total_cents' | 'prefix' | 'number' | 'request'>,
): Promise<InvoiceNoteRecord> {
  const { rows } = await db.query<InvoiceNoteRecord>(
    `INSERT INTO invoice_notes (payment_id, kind, reason, description, total_cents, status, prefix, number, request)
     VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7, $8) RETURNING ${columns}`,
    [note.payment_id, note.kind, note.reason, note.description, note.total_cents, note.prefix, note.number, JSON.stringify(note.request)],
  );
  return rows[0]!;
}

export async function recordInvoiceNoteOutcome(db: Queryable, id: string, outcome: NoteOutcome): Promise<InvoiceNoteRecord> {
  const { rows } = await db.query<InvoiceNoteRecord>(
    `UPDATE invoice_notes SET status = $2, status_code = $3, errors = $4, cude = $5, pdf_filename = $6, response = $7, updated_at = now(),
       issued_at = CASE WHEN $2 = 'issued' THEN now() ELSE issued_at END
     WHERE id = $1 RETURNING ${columns}`,
    [id, ...outcomeParams(outcome)],
  );
  return rows[0]!;
}

export async function findInvoiceNote(db: Queryable, paymentId: string, id: string): Promise<InvoiceNoteRecord | null> {
  const { rows } = await db.query<InvoiceNoteRecord>(`SELECT ${columns} FROM invoice_notes WHERE payment_id = $1 AND id = $2`, [
    paymentId,
    id,
  ]);
  return rows[0] ?? null;
}

/** What the invoice's notes still standing (not refused by DIAN) credit and debit, in cents. */
export async function noteBalances(db: Queryable, paymentId: string): Promise<{ credited: number; debited: number }> {
  const { rows } = await db.query<{ credited: number; debited: number }>(
    `SELECT COALESCE(sum(total_cents) FILTER (WHERE kind = 'credit'), 0)::bigint::float8 AS credited,
            COALESCE(sum(total_cents) FILTER (WHERE kind = 'debit'), 0)::bigint::float8 AS debited
       FROM invoice_notes WHERE payment_id = $1 AND status IN ('pending', 'issued')`,
    [paymentId],
  );
  return rows[0]!;
}
