import type { Queryable } from '@mb/service-kit';

/** An accepted credit note's file (APIDIAN's name) and its number, or null while it has none. */
export async function creditNoteFile(db: Queryable, paymentId: string): Promise<{ pdf_filename: string; number: string } | null> {
  const { rows } = await db.query<{ pdf_filename: string; number: string }>(
    `SELECT pdf_filename, prefix || number AS number FROM credit_notes WHERE payment_id = $1 AND status = 'issued' AND pdf_filename IS NOT NULL`,
    [paymentId],
  );
  return rows[0] ?? null;
}

/** Whether the payment was undone: its invoice is cancelled, never issued again. */
export async function hasCreditNote(db: Queryable, paymentId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM credit_notes WHERE payment_id = $1', [paymentId]);
  return rows.length > 0;
}
