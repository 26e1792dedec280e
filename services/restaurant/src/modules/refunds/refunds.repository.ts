import type { Queryable, Tx } from '@mb/service-kit';
import type { RefundLine } from '../../domain/refunds.js';
import type { SaleDocumentRecord } from '../sale-documents/sale-documents.repository.js';

export interface RefundRecord {
  id: string;
  subtotal: number;
  inc: number;
  total: number;
  reason: string;
  created_by: string;
  approved_by: string | null;
  created_at: Date;
  lines: Array<Omit<RefundLine, 'dish_id'>>;
  /** What invoicing last said of its nota de ajuste (null: nothing yet). */
  document: SaleDocumentRecord | null;
}

/** A check's refunds, oldest first, each with its lines in the order refunded and its nota de ajuste. */
export async function refundsOf(db: Queryable, checkId: string): Promise<RefundRecord[]> {
  const { rows } = await db.query<RefundRecord>(
    `SELECT r.id, r.subtotal, r.inc, r.total, r.reason, r.created_by, r.approved_by, r.created_at,
            (SELECT jsonb_agg(jsonb_build_object('order_id', l.order_id, 'position', l.position, 'name', l.name, 'quantity', l.quantity,
                                                 'unit_price', l.unit_price, 'total', l.total, 'inc_base', l.inc_base,
                                                 'inc_amount', l.inc_amount) ORDER BY l.line_number)
             FROM check_refund_lines l WHERE l.refund_id = r.id) AS lines,
            (SELECT to_jsonb(d) FROM sale_documents d WHERE d.subject_id = r.id AND d.restaurant_id = r.restaurant_id) AS document
     FROM check_refunds r WHERE r.check_id = $1 ORDER BY r.created_at, r.id`,
    [checkId],
  );
  return rows;
}

/** Units of each line refunded so far, by `order_id/position`. */
export async function refundedUnits(db: Queryable, checkId: string): Promise<Map<string, number>> {
  const { rows } = await db.query<{ line: string; units: number }>(
    `SELECT l.order_id || '/' || l.position AS line, sum(l.quantity)::int AS units
     FROM check_refund_lines l JOIN check_refunds r ON r.id = l.refund_id WHERE r.check_id = $1 GROUP BY l.order_id, l.position`,
    [checkId],
  );
  return new Map(rows.map((row) => [row.line, row.units]));
}

export async function insertRefund(
  tx: Tx,
  refund: {
    restaurantId: string;
    checkId: string;
    lines: RefundLine[];
    subtotal: number;
    inc: number;
    total: number;
    reason: string;
    createdBy: string;
    approvedBy: string | null;
  },
): Promise<{ id: string; created_at: Date }> {
  const { rows } = await tx.query<{ id: string; created_at: Date }>(
    `INSERT INTO check_refunds (restaurant_id, check_id, subtotal, inc, total, reason, created_by, approved_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, created_at`,
    [refund.restaurantId, refund.checkId, refund.subtotal, refund.inc, refund.total, refund.reason, refund.createdBy, refund.approvedBy],
  );
  const made = rows[0]!;
  await tx.query(
    `INSERT INTO check_refund_lines (refund_id, line_number, order_id, position, name, quantity, unit_price, total, inc_base, inc_amount)
     SELECT $1, l.line_number, l.order_id, l.position, l.name, l.quantity, l.unit_price, l.total, l.inc_base, l.inc_amount
     FROM jsonb_to_recordset($2::jsonb) AS l(line_number int, order_id uuid, position int, name text, quantity int, unit_price int,
                                            total int, inc_base int, inc_amount int)`,
    [made.id, JSON.stringify(refund.lines.map((line, index) => ({ ...line, line_number: index + 1 })))],
  );
  return made;
}
