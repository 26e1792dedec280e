import type { Queryable, Tx } from '@mb/service-kit';
import type { billingPaymentApproved, PayloadOf } from '@mb/contracts';
import type { InvoiceRequest } from '../../domain/invoice-builder.js';

export type PaymentApproved = PayloadOf<typeof billingPaymentApproved>;

export type InvoiceStatus = 'pending' | 'in_process' | 'issued' | 'rejected' | 'failed';

export interface InvoiceRecord {
  payment_id: string;
  order_id: string;
  user_id: string;
  status: InvoiceStatus;
  prefix: string;
  number: number | null;
  charged_cents: number;
  cufe: string | null;
  dian_cufe: string | null;
  status_code: string | null;
  errors: string[];
  request: InvoiceRequest | null;
  /** The approved payment it bills (null for invoices made before it was kept). */
  payment: PaymentApproved | null;
  pdf_filename: string | null;
  send_attempts: number;
  created_at: Date;
  issued_at: Date | null;
}

const columns = `payment_id, order_id, user_id, status, prefix, number, charged_cents, cufe, dian_cufe, status_code, errors,
  request, payment, pdf_filename, send_attempts, created_at, issued_at`;

export async function findInvoice(db: Queryable, paymentId: string, options: { lock?: boolean } = {}): Promise<InvoiceRecord | null> {
  const { rows } = await db.query<InvoiceRecord>(
    `SELECT ${columns} FROM invoices WHERE payment_id = $1${options.lock ? ' FOR UPDATE' : ''}`,
    [paymentId],
  );
  return rows[0] ?? null;
}

/** Invoices still waiting for DIAN's verdict that nothing has touched since `before`: their jobs are over. */
export async function staleOpenInvoices(db: Queryable, before: Date, limit = 100): Promise<InvoiceRecord[]> {
  const { rows } = await db.query<InvoiceRecord>(
    `SELECT ${columns} FROM invoices WHERE status IN ('pending', 'in_process') AND updated_at < $1 ORDER BY updated_at LIMIT $2`,
    [before, limit],
  );
  return rows;
}

/** Each product's VAT rate; a product without a row is not in the map (the caller applies the general rate). */
export async function vatRates(db: Queryable, productIds: readonly string[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ product_id: string; vat_percent: number }>(
    'SELECT product_id, vat_percent FROM product_tax_rates WHERE product_id = ANY($1::uuid[])',
    [productIds],
  );
  return new Map(rows.map((row) => [row.product_id, row.vat_percent]));
}

/** The next consecutive of `prefix` (starting at `from`), or null once `to` is passed. Locks the counter row until commit. */
export async function takeNumber(tx: Tx, prefix: string, from: number, to: number): Promise<number | null> {
  await tx.query('INSERT INTO invoice_numbering (prefix, next_number) VALUES ($1, $2) ON CONFLICT (prefix) DO NOTHING', [prefix, from]);
  const { rows } = await tx.query<{ number: number }>(
    `UPDATE invoice_numbering SET next_number = next_number + 1 WHERE prefix = $1 AND next_number <= $2
     RETURNING next_number - 1 AS number`,
    [prefix, to],
  );
  return rows[0]?.number ?? null;
}

export async function insertInvoice(
  tx: Tx,
  invoice: Pick<
    InvoiceRecord,
    'payment_id' | 'order_id' | 'user_id' | 'status' | 'prefix' | 'number' | 'charged_cents' | 'cufe' | 'errors' | 'request' | 'payment'
  >,
): Promise<InvoiceRecord> {
  const { rows } = await tx.query<InvoiceRecord>(
    `INSERT INTO invoices (payment_id, order_id, user_id, status, prefix, number, charged_cents, cufe, errors, request, payment)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${columns}`,
    [
      invoice.payment_id,
      invoice.order_id,
      invoice.user_id,
      invoice.status,
      invoice.prefix,
      invoice.number,
      invoice.charged_cents,
      invoice.cufe,
      JSON.stringify(invoice.errors),
      invoice.request === null ? null : JSON.stringify(invoice.request),
      invoice.payment === null ? null : JSON.stringify(invoice.payment),
    ],
  );
  return rows[0]!;
}

/** Counted before each send, so a retry knows an earlier try may have reached DIAN. */
export async function countSendAttempt(db: Queryable, paymentId: string): Promise<void> {
  await db.query('UPDATE invoices SET send_attempts = send_attempts + 1, updated_at = now() WHERE payment_id = $1', [paymentId]);
}

export interface InvoiceOutcome {
  status: InvoiceStatus;
  statusCode: string | null;
  errors: string[];
  dianCufe: string | null;
  pdfFilename: string | null;
  /** APIDIAN's answer, kept for the record. */
  response: unknown;
}

export async function recordOutcome(tx: Tx, paymentId: string, outcome: InvoiceOutcome): Promise<InvoiceRecord> {
  const { rows } = await tx.query<InvoiceRecord>(
    `UPDATE invoices SET status = $2, status_code = $3, errors = $4, dian_cufe = COALESCE($5, dian_cufe),
       pdf_filename = COALESCE($6, pdf_filename), response = COALESCE($7, response), updated_at = now(),
       issued_at = CASE WHEN $2 = 'issued' THEN now() ELSE issued_at END
     WHERE payment_id = $1 RETURNING ${columns}`,
    [
      paymentId,
      outcome.status,
      outcome.statusCode,
      JSON.stringify(outcome.errors),
      outcome.dianCufe,
      outcome.pdfFilename,
      outcome.response === undefined ? null : JSON.stringify(outcome.response),
    ],
  );
  return rows[0]!;
}

/**
 * A failed or rejected invoice made ready to be sent again: its new body (and number, when it had none), DIAN's
 * earlier answer forgotten and its tries counted afresh, so the next send is a send and not a status query.
 */
export async function reopenInvoice(
  tx: Tx,
  paymentId: string,
  invoice: { number: number; cufe: string; request: InvoiceRequest },
): Promise<InvoiceRecord> {
  const { rows } = await tx.query<InvoiceRecord>(
    `UPDATE invoices SET status = 'pending', number = $2, cufe = $3, request = $4, errors = '[]', status_code = NULL, dian_cufe = NULL,
       send_attempts = 0, updated_at = now()
     WHERE payment_id = $1 RETURNING ${columns}`,
    [paymentId, invoice.number, invoice.cufe, JSON.stringify(invoice.request)],
  );
  return rows[0]!;
}

/** A failed invoice still failing after it was built again: only its reasons change. */
export async function recordProblems(tx: Tx, paymentId: string, errors: string[]): Promise<InvoiceRecord> {
  const { rows } = await tx.query<InvoiceRecord>(
    `UPDATE invoices SET errors = $2, updated_at = now() WHERE payment_id = $1 RETURNING ${columns}`,
    [paymentId, JSON.stringify(errors)],
  );
  return rows[0]!;
}

/** The user's invoices that never got DIAN's acceptance, oldest first: what a corrected profile may now fix. */
export async function unsettledInvoicesOf(db: Queryable, userId: string): Promise<string[]> {
  const { rows } = await db.query<{ payment_id: string }>(
    `SELECT payment_id FROM invoices i WHERE user_id = $1 AND status IN ('failed', 'rejected')
       AND NOT EXISTS (SELECT 1 FROM credit_notes n WHERE n.payment_id = i.payment_id) ORDER BY created_at`,
    [userId],
  );
  return rows.map((row) => row.payment_id);
}
