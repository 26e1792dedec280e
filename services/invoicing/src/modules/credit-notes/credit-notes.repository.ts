import type { Queryable } from '@mb/service-kit';
import { outcomeParams } from '../invoice-notes/note-sender.js';

/** Whether the payment was undone: its invoice is cancelled, never issued again. */
export async function hasCreditNote(db: Queryable, paymentId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM credit_notes WHERE payment_id = $1', [paymentId]);
  return rows.length > 0;
}

export type CreditNoteStatus = 'pending' | 'issued' | 'rejected' | 'failed';

export interface CreditNoteRecord {
  payment_id: string;
  reason: 'voided' | 'refunded';
  status: CreditNoteStatus;
  prefix: string;
  number: number | null;
  request: unknown;
  cude: string | null;
  pdf_filename: string | null;
  issued_at: Date | null;
}

const columns = 'payment_id, reason, status, prefix, number, request, cude, pdf_filename, issued_at';

export async function findCreditNote(db: Queryable, paymentId: string, options: { lock?: boolean } = {}): Promise<CreditNoteRecord | null> {
  const { rows } = await db.query<CreditNoteRecord>(
    `SELECT ${columns} FROM credit_notes WHERE payment_id = $1${options.lock ? ' FOR UPDATE' : ''}`,
    [paymentId],
  );
  return rows[0] ?? null;
}

export async function insertCreditNote(
  db: Queryable,
  note: Pick<CreditNoteRecord, 'payment_id' | 'reason' | 'status' | 'prefix' | 'number' | 'request'> & { errors: string[] },
): Promise<CreditNoteRecord> {
  const { rows } = await db.query<CreditNoteRecord>(
    `INSERT INTO credit_notes (payment_id, reason, status, prefix, number, request, errors) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${columns}`,
    [
      note.payment_id,
      note.reason,
      note.status,
      note.prefix,
      note.number,
      note.request === null ? null : JSON.stringify(note.request),
      JSON.stringify(note.errors),
    ],
  );
  return rows[0]!;
}

export async function recordCreditNoteOutcome(
  db: Queryable,
  paymentId: string,
  outcome: {
    status: CreditNoteStatus;
    statusCode: string | null;
    errors: string[];
    cude: string | null;
    pdfFilename: string | null;
    response: unknown;
  },
): Promise<CreditNoteRecord> {
  const { rows } = await db.query<CreditNoteRecord>(
    `UPDATE credit_notes SET status = $2, status_code = $3, errors = $4, cude = COALESCE($5, cude), pdf_filename = COALESCE($6, pdf_filename),
       response = COALESCE($7, response), updated_at = now(), issued_at = CASE WHEN $2 = 'issued' THEN now() ELSE issued_at END
     WHERE payment_id = $1 RETURNING ${columns}`,
    [paymentId, ...outcomeParams(outcome)],
  );
  return rows[0]!;
}
