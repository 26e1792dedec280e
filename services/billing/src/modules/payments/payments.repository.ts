import type { PaymentStatus, WompiStatus } from '@mb/contracts';
import type { Queryable, Tx } from '@mb/service-kit';
import type { CheckedMethod } from '../../domain/manual-payment.js';

export interface PaymentRecord {
  id: string;
  order_id: string;
  user_id: string;
  reference: string;
  amount_in_cents: number;
  currency: 'COP';
  status: PaymentStatus;
  wompi_status: WompiStatus | null;
  wompi_transaction_id: string | null;
  created_at: Date;
}

const selectPayment = `SELECT id, order_id, user_id, reference, amount_in_cents, currency, status, wompi_status, wompi_transaction_id, created_at FROM payments`;

export async function insertPayment(
  db: Queryable,
  payment: { orderId: string; userId: string; reference: string; amountInCents: number },
): Promise<void> {
  await db.query('INSERT INTO payments (order_id, user_id, reference, amount_in_cents) VALUES ($1, $2, $3, $4)', [
    payment.orderId,
    payment.userId,
    payment.reference,
    payment.amountInCents,
  ]);
}

export async function findPaymentById(db: Queryable, id: string, options: { lock?: boolean } = {}): Promise<PaymentRecord | undefined> {
  const { rows } = await db.query<PaymentRecord>(`${selectPayment} WHERE id = $1 ${options.lock ? 'FOR UPDATE' : ''}`, [id]);
  return rows[0];
}

/** An approval taken back by hand: the provider's status and transaction stay as they were. */
export async function markPaymentVoided(tx: Tx, id: string): Promise<void> {
  await tx.query(`UPDATE payments SET status = 'voided', updated_at = now() WHERE id = $1`, [id]);
}

export async function findPaymentByReference(
  db: Queryable,
  reference: string,
  options: { lock?: boolean } = {},
): Promise<PaymentRecord | undefined> {
  const { rows } = await db.query<PaymentRecord>(`${selectPayment} WHERE reference = $1 ${options.lock ? 'FOR UPDATE' : ''}`, [reference]);
  return rows[0];
}

/**
 * Notes that a (transaction, status) pair has been applied. False when it already was: Wompi's events carry
 * no id and repeat, and the result lookup may see the same change first.
 */
export async function recordTransactionUpdate(
  tx: Tx,
  update: { transactionId: string; status: WompiStatus; paymentId: string; source: 'event' | 'lookup' },
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO wompi_transaction_updates (transaction_id, status, payment_id, source) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING`,
    [update.transactionId, update.status, update.paymentId, update.source],
  );
  return rowCount === 1;
}

export async function updatePayment(
  tx: Tx,
  id: string,
  change: { status: PaymentStatus; wompiStatus: WompiStatus; transactionId: string; payload: unknown },
): Promise<void> {
  await tx.query(
    `UPDATE payments SET status = $2, wompi_status = $3, wompi_transaction_id = $4, provider_payload = $5, updated_at = now(),
       paid_at = CASE WHEN $2 = 'paid' THEN coalesce(paid_at, now()) ELSE paid_at END
     WHERE id = $1`,
    [id, change.status, change.wompiStatus, change.transactionId, JSON.stringify(change.payload)],
  );
}

/** Payments Wompi has not settled for us yet, old enough that the event should have come. */
export async function pendingPayments(
  db: Queryable,
  window: { createdBefore: Date; createdAfter: Date; limit: number },
): Promise<PaymentRecord[]> {
  const { rows } = await db.query<PaymentRecord>(
    `${selectPayment} WHERE status = 'pending' AND created_at < $1 AND created_at > $2 ORDER BY created_at LIMIT $3`,
    [window.createdBefore, window.createdAfter, window.limit],
  );
  return rows;
}

export interface AdminPaymentRecord {
  id: string;
  created_at: Date;
  customer_name: string;
  customer_email: string;
  product_names: string;
  product_category: string | null;
  total: number;
  status: PaymentStatus;
  wompi_status: WompiStatus | null;
  reference: string;
  wompi_transaction_id: string | null;
  method: 'wompi' | 'manual';
  manual_methods: ('transfer' | 'card' | 'cash')[];
}

/** Spec 2 §2.7: newest first, searched by customer, reference, transaction or product. */
export async function listAdminPayments(db: Queryable, filter: { q?: string; limit: number }): Promise<AdminPaymentRecord[]> {
  const pattern = filter.q ? `%${filter.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  const { rows } = await db.query<AdminPaymentRecord>(
    `SELECT p.id, p.created_at, o.customer_name, o.customer_email, o.total, p.status, p.wompi_status, p.reference, p.wompi_transaction_id, p.method,
            ARRAY(SELECT m.type FROM manual_payment_methods m WHERE m.payment_id = p.id ORDER BY m.position) AS manual_methods,
            (SELECT string_agg(l.product_name, ', ' ORDER BY l.line_no) FROM order_lines l WHERE l.order_id = o.id) AS product_names,
            (SELECT l.product_category FROM order_lines l WHERE l.order_id = o.id ORDER BY l.line_no LIMIT 1) AS product_category
     FROM payments p JOIN orders o ON o.id = p.order_id
     WHERE $1::text IS NULL
        OR o.customer_name ILIKE $1 OR o.customer_email ILIKE $1 OR p.reference ILIKE $1 OR p.wompi_transaction_id ILIKE $1
        OR EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id AND l.product_name ILIKE $1)
     ORDER BY p.created_at DESC LIMIT $2`,
    [pattern, filter.limit],
  );
  return rows;
}

/** A payment recorded by an administrator: paid at once, with each part of it; the reference names it as manual. */
export async function insertManualPayment(
  tx: Tx,
  payment: { orderId: string; userId: string; reference: string; amountInCents: number; recordedBy: string; idempotencyKey: string },
  methods: readonly CheckedMethod[],
): Promise<PaymentRecord> {
  const { rows } = await tx.query<PaymentRecord>(
    `INSERT INTO payments (order_id, user_id, reference, amount_in_cents, status, method, recorded_by, idempotency_key, paid_at)
     VALUES ($1, $2, $3, $4, 'paid', 'manual', $5, $6, now())
     RETURNING id, order_id, user_id, reference, amount_in_cents, currency, status, wompi_status, wompi_transaction_id, created_at`,
    [payment.orderId, payment.userId, payment.reference, payment.amountInCents, payment.recordedBy, payment.idempotencyKey],
  );
  for (const [index, method] of methods.entries()) {
    await tx.query(
      `INSERT INTO manual_payment_methods (payment_id, position, type, amount, bank, reference, receipt_key, card_last4, card_holder)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        rows[0]!.id,
        index + 1,
        method.type,
        method.amount,
        method.type === 'transfer' ? method.bank : null,
        method.type === 'transfer' ? method.reference : null,
        method.type === 'transfer' ? method.receiptKey : null,
        method.type === 'card' ? method.last4 : null,
        method.type === 'card' ? method.holder : null,
      ],
    );
  }
  return rows[0]!;
}

/** Whether a recorded payment keeps this receipt (receipts are stored by content, so two may share one file). */
export async function receiptRecorded(db: Queryable, key: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM manual_payment_methods WHERE receipt_key = $1 LIMIT 1', [key]);
  return (rowCount ?? 0) > 0;
}

/** The payment a dialog already sent, if it did: the same key is the same payment. */
export async function findPaymentByIdempotencyKey(db: Queryable, key: string): Promise<PaymentRecord | undefined> {
  const { rows } = await db.query<PaymentRecord>(`${selectPayment} WHERE idempotency_key = $1`, [key]);
  return rows[0];
}
