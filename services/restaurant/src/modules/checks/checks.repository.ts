import {
  soldLineName,
  type CheckMove,
  type CheckStatus,
  type FacturaBuyer,
  type OrderStatus,
  type PaymentMethod,
  type PreBill,
  type SoldOption,
} from '@mb/contracts';
import type { Queryable, Tx } from '@mb/service-kit';
import type { BranchScope } from '../session/restaurant-session.js';
import { adjustmentsSql, type AdjustmentRecord } from '../adjustments/adjustments.repository.js';
import type { SaleDocumentRecord } from '../sale-documents/sale-documents.repository.js';
import { billingSettingsColumns, defaultBillingSettings, type BillingSettingsRecord } from './billing-settings.repository.js';

export interface CheckRecord {
  id: string;
  status: CheckStatus;
  table_id: string | null;
  table_number: number | null;
  takeaway: boolean;
  split_from: string | null;
  waiter_id: string;
  opened_at: Date;
  bill: PreBill | null;
  tip: number;
  change: number;
  paid_at: Date | null;
  paid_by: string | null;
  /** The number of equal parts it is split in; null when it is charged whole. */
  parts: number | null;
  /** Once paid: whether the plan gives the sale a DIAN document, and the diner who asked for a factura (null: none). */
  electronic_document: boolean;
  factura: FacturaBuyer | null;
  /** What invoicing last said of the sale's document (null: nothing yet), and whether any line was refunded. */
  sale_document: SaleDocumentRecord | null;
  refunded: boolean;
  /** The check that took its rounds when merged (status `unida`). */
  merged_into: string | null;
}
export interface CheckLineRecord {
  order_id: string;
  position: number;
  dish_id: string | null;
  name: string;
  unit_price: number;
  quantity: number;
}
export interface PaymentRecord {
  id: string;
  method: PaymentMethod;
  amount: number;
  received: number | null;
  change: number;
  card_type: 'debito' | 'credito' | null;
  franchise: string | null;
  last_four: string | null;
  approval_code: string | null;
  bank: string | null;
  reference: string | null;
  /** As JSON gives it (`roundsAndPaymentsOf` reads payments as JSON). */
  created_at: string;
  part: number | null;
}

const checkColumns = `c.id, c.status, c.table_id, t.number AS table_number, c.takeaway, c.split_from, c.waiter_id, c.opened_at, c.bill,
  c.tip, c.change, c.paid_at, c.paid_by, c.parts, c.electronic_document, c.factura, c.merged_into,
  (SELECT to_jsonb(d) FROM sale_documents d WHERE d.subject_id = c.id AND d.restaurant_id = c.restaurant_id) AS sale_document,
  EXISTS (SELECT 1 FROM check_refunds r WHERE r.check_id = c.id) AS refunded`;
const checkFrom = 'checks c LEFT JOIN restaurant_tables t ON t.id = c.table_id';

/**
 * The table's open check, opened now by the caller when it has none (a takeaway order always gets its own), with the
 * round's order attached to it. Joining an open check locks it, so a round and a charge of the same check do not cross.
 * A new check is in its table's branch; a takeaway one in the caller's.
 */
export async function openOrJoinCheck(
  tx: Tx,
  at: { restaurantId: string; branchId: string; tableId: string | null; waiterId: string; orderId: string },
) {
  const { rows } = await tx.query<{ id: string; table_id: string | null; opened_at: Date; created: boolean }>(
    `WITH joined AS (
       INSERT INTO checks (restaurant_id, table_id, takeaway, waiter_id, branch_id)
       VALUES ($1, $2::uuid, $2::uuid IS NULL, $3, coalesce((SELECT branch_id FROM restaurant_tables WHERE id = $2::uuid), $5))
       ON CONFLICT (table_id) WHERE status = 'abierta' AND split_from IS NULL AND parts IS NULL DO UPDATE SET table_id = EXCLUDED.table_id
       RETURNING id, table_id, opened_at, (xmax = 0) AS created
     ), attached AS (
       UPDATE orders SET check_id = (SELECT id FROM joined) WHERE id = $4
     )
     SELECT * FROM joined`,
    [at.restaurantId, at.tableId, at.waiterId, at.orderId, at.branchId],
  );
  return rows[0]!;
}

/** A new open check split off `from`, of the same table (or takeaway), waiter and branch. */
export async function insertSplitCheck(tx: Tx, restaurantId: string, from: CheckRecord): Promise<{ id: string; opened_at: Date }> {
  const { rows } = await tx.query<{ id: string; opened_at: Date }>(
    `INSERT INTO checks (restaurant_id, table_id, takeaway, waiter_id, split_from, branch_id)
     VALUES ($1, $2, $3, $4, $5, (SELECT branch_id FROM checks WHERE id = $5)) RETURNING id, opened_at`,
    [restaurantId, from.table_id, from.takeaway, from.waiter_id, from.id],
  );
  return rows[0]!;
}

/** Moves lines (each named by its order and position) to another check. */
export async function moveLines(tx: Tx, checkId: string, lines: Array<{ order_id: string; position: number }>): Promise<void> {
  await tx.query(
    `UPDATE order_items i SET check_id = $1 FROM jsonb_to_recordset($2::jsonb) AS l(order_id uuid, position int)
     WHERE i.order_id = l.order_id AND i.position = l.position`,
    [checkId, JSON.stringify(lines)],
  );
}

export async function findCheck(
  db: Queryable,
  restaurantId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<CheckRecord | undefined> {
  const { rows } = await db.query<CheckRecord>(
    `SELECT ${checkColumns} FROM ${checkFrom} WHERE c.restaurant_id = $1 AND c.id = $2 ${options.lock ? 'FOR UPDATE OF c' : ''}`,
    [restaurantId, id],
  );
  return rows[0];
}

/**
 * The check to charge, locked after its table (a round sent meanwhile takes the table first too, so the two cannot
 * deadlock): one statement, a round trip less than reading the check to find its table. The table's lock is an
 * uncorrelated subquery, so PostgreSQL runs it once, before it reads (and locks) the check. Nothing to lock for a
 * takeaway check.
 */
export async function lockCheckToCharge(tx: Tx, restaurantId: string, id: string): Promise<CheckRecord | undefined> {
  const { rows } = await tx.query<CheckRecord>(
    `SELECT ${checkColumns} FROM ${checkFrom}
     WHERE c.restaurant_id = $1 AND c.id = $2
       AND (SELECT count(*) FROM (SELECT 1 FROM restaurant_tables WHERE restaurant_id = $1
              AND id = (SELECT table_id FROM checks WHERE restaurant_id = $1 AND id = $2) FOR UPDATE) AS its_table) >= 0
     FOR UPDATE OF c`,
    [restaurantId, id],
  );
  return rows[0];
}

/** The branch's checks, the latest first. */
export async function listChecks(
  db: Queryable,
  at: BranchScope,
  filters: { status?: CheckStatus; table_id?: string; order_id?: string },
): Promise<CheckRecord[]> {
  const { rows } = await db.query<CheckRecord>(
    `SELECT ${checkColumns} FROM ${checkFrom}
     WHERE c.restaurant_id = $1 AND c.branch_id = $5 AND ($2::text IS NULL OR c.status = $2) AND ($3::uuid IS NULL OR c.table_id = $3)
       AND ($4::uuid IS NULL OR EXISTS (SELECT 1 FROM orders o WHERE o.check_id = c.id AND o.id = $4))
     ORDER BY c.opened_at DESC LIMIT 200`,
    [at.restaurantId, filters.status ?? null, filters.table_id ?? null, filters.order_id ?? null, at.branchId],
  );
  return rows;
}

/**
 * What the diner consumed: the lines of the check's rounds that were not cancelled, in the order they were sent. A
 * line split off to another check is on that one (its own `check_id`) instead of its order's. Two halves, each on
 * its index (`coalesce(i.check_id, o.check_id) = $1` has none: it read every line in the schema, bench/README.md).
 * A line's name is the one it was sold with, its options included, as the pre-cuenta, receipt and DIAN document
 * name it (its unit price already includes their extras).
 */
/** A check's lines ($1) as sold, with when their round was sent and its number, in no order. */
const linesSql = `SELECT i.order_id, i.position, i.dish_id, i.name, i.options, i.unit_price, i.quantity, o.created_at AS sent_at, o.number
       FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.check_id = $1 AND o.status <> 'cancelado'
       UNION ALL
       SELECT i.order_id, i.position, i.dish_id, i.name, i.options, i.unit_price, i.quantity, o.created_at, o.number
       FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.check_id = $1 AND i.check_id IS NULL AND o.status <> 'cancelado'`;

type SoldLineRow = CheckLineRecord & { options: SoldOption[] };
const soldLine = ({ options, ...line }: SoldLineRow): CheckLineRecord => ({ ...line, name: soldLineName(line.name, options) });

export async function linesOf(db: Queryable, checkId: string): Promise<CheckLineRecord[]> {
  const { rows } = await db.query<SoldLineRow>(
    `SELECT order_id, position, dish_id, name, options, unit_price, quantity FROM (${linesSql}) line ORDER BY sent_at, number, position`,
    [checkId],
  );
  return rows.map(soldLine);
}

/**
 * What pricing a check takes, in one statement rather than three (a round and a charge each price their check, and
 * round trips are what they cost): its lines in the order `linesOf` gives, its adjustments in the order
 * `adjustmentsOf` gives, and the restaurant's billing settings (as `findBillingSettings` answers them).
 */
export async function billFactsOf(db: Queryable, restaurantId: string, checkId: string) {
  const { rows } = await db.query<{
    lines: SoldLineRow[];
    adjustments: Array<Omit<AdjustmentRecord, 'created_at'> & { created_at: string }>;
    settings: BillingSettingsRecord | null;
  }>(
    `SELECT (SELECT coalesce(json_agg(json_build_object('order_id', l.order_id, 'position', l.position, 'dish_id', l.dish_id,
                      'name', l.name, 'options', l.options, 'unit_price', l.unit_price, 'quantity', l.quantity)
                    ORDER BY l.sent_at, l.number, l.position), '[]') FROM (${linesSql}) l) AS lines,
            (SELECT coalesce(json_agg(a ORDER BY a.created_at, a.id), '[]') FROM (${adjustmentsSql}) a) AS adjustments,
            (SELECT row_to_json(s) FROM (SELECT ${billingSettingsColumns} FROM billing_settings WHERE restaurant_id = $2) s) AS settings`,
    [checkId, restaurantId],
  );
  const facts = rows[0]!;
  return {
    lines: facts.lines.map(soldLine),
    adjustments: facts.adjustments.map((adjustment): AdjustmentRecord => ({ ...adjustment, created_at: new Date(adjustment.created_at) })),
    settings: facts.settings ?? defaultBillingSettings,
  };
}

/** The checks that hold an order's lines (its own and those some of its lines were split to), locked for share. */
export async function checksOfOrder(tx: Tx, orderId: string) {
  const { rows } = await tx.query<{ id: string; status: CheckStatus; parts: number | null }>(
    `SELECT id, status, parts FROM checks
     WHERE id IN (SELECT check_id FROM orders WHERE id = $1 UNION SELECT check_id FROM order_items WHERE order_id = $1)
     ORDER BY id FOR SHARE`,
    [orderId],
  );
  return rows;
}

/**
 * The orders of a check just paid that no open check holds any more (a round split by items is settled once each of
 * its checks is), neither paid nor cancelled yet; locked.
 */
export async function settledOrdersOf(tx: Tx, checkId: string) {
  const { rows } = await tx.query<{ id: string; status: OrderStatus; table_id: string | null; total: number }>(
    `SELECT o.id, o.status, o.table_id, o.total FROM orders o
     WHERE o.id IN (SELECT id FROM orders WHERE check_id = $1 UNION SELECT order_id FROM order_items WHERE check_id = $1)
       AND o.status NOT IN ('pagado', 'cancelado')
       AND NOT EXISTS (SELECT 1 FROM checks c WHERE c.id = o.check_id AND c.status = 'abierta')
       AND NOT EXISTS (SELECT 1 FROM order_items i JOIN checks c ON c.id = i.check_id WHERE i.order_id = o.id AND c.status = 'abierta')
     ORDER BY o.created_at, o.number FOR UPDATE OF o`,
    [checkId],
  );
  return rows;
}

/**
 * The check's rounds (orders), oldest first, cancelled ones included (for a split check, those its lines came from),
 * its payments in the order taken and the moves that touched it (issue 36): one statement, since each is a round trip
 * to PostgreSQL.
 */
export async function roundsAndPaymentsOf(
  db: Queryable,
  checkId: string,
): Promise<{ order_ids: string[]; payments: PaymentRecord[]; moves: CheckMove[] }> {
  const { rows } = await db.query<{ order_ids: string[]; payments: PaymentRecord[]; moves: CheckMove[] }>(
    // A UNION, each half on its index: `check_id = $1 OR id IN (…)` has none and read every order in the schema.
    `SELECT ARRAY(SELECT id FROM orders
                  WHERE id IN (SELECT id FROM orders WHERE check_id = $1 UNION SELECT order_id FROM order_items WHERE check_id = $1)
                  ORDER BY created_at, number) AS order_ids,
            coalesce((SELECT jsonb_agg(to_jsonb(p) - 'position' ORDER BY p.position)
                      FROM (SELECT id, method, amount, received, change, card_type, franchise, last_four, approval_code, bank, reference,
                                   created_at, part, position
                            FROM check_payments WHERE check_id = $1) p), '[]') AS payments,
            coalesce((SELECT jsonb_agg(to_jsonb(v) - 'id' ORDER BY v.moved_at, v.id)
                      FROM (SELECT m.id, m.kind, m.check_id, m.other_check_id, f.number AS from_table_number, t.number AS to_table_number,
                                   m.lines, m.moved_by, m.moved_at
                            FROM check_moves m LEFT JOIN restaurant_tables f ON f.id = m.from_table_id
                                 LEFT JOIN restaurant_tables t ON t.id = m.to_table_id
                            WHERE m.check_id = $1 OR m.other_check_id = $1) v), '[]') AS moves`,
    [checkId],
  );
  return rows[0]!;
}

export interface NewPayment {
  method: PaymentMethod;
  amount: number;
  received: number | null;
  change: number;
  card_type?: string;
  franchise?: string;
  last_four?: string;
  approval_code?: string;
  bank?: string;
  reference?: string;
}

/** Records a charge's payments, in the order given, after those the check already has (an equal part's: `part`). */
export async function insertPayments(
  tx: Tx,
  at: { restaurantId: string; checkId: string; shiftId: string | null; by: string; part?: number },
  payments: NewPayment[],
): Promise<void> {
  await tx.query(
    `INSERT INTO check_payments (restaurant_id, check_id, shift_id, created_by, position, method, amount, received, change, card_type,
                                 franchise, last_four, approval_code, bank, reference, part)
     SELECT $1, $2, $5, $3, p.position + (SELECT count(*) FROM check_payments WHERE check_id = $2), p.method, p.amount, p.received,
            p.change, p.card_type, p.franchise, p.last_four, p.approval_code, p.bank, nullif(p.reference, ''), $6::int
     FROM jsonb_to_recordset($4::jsonb) AS p(position int, method text, amount int, received int, change int, card_type text,
                                           franchise text, last_four text, approval_code text, bank text, reference text)`,
    [
      at.restaurantId,
      at.checkId,
      at.by,
      JSON.stringify(payments.map((payment, index) => ({ ...payment, position: index + 1 }))),
      at.shiftId,
      at.part ?? null,
    ],
  );
}

/**
 * An INSERT of the lines the paid checks in `from` (restaurant_id, id, paid_at, bill) sold, voided ones left out, into
 * `check_sold_lines` (restaurant migration 0023, which filled it from the bills already paid the same way).
 */
export const insertSoldLines = (from: string) =>
  `INSERT INTO check_sold_lines (restaurant_id, check_id, paid_at, order_id, position, dish_id, name, quantity, line_total, inc_base)
   SELECT c.restaurant_id, c.id, c.paid_at, l.order_id, l.position, l.dish_id, l.name, l.quantity, l.line_total, l.inc_base
   FROM ${from} c CROSS JOIN LATERAL jsonb_to_recordset(c.bill->'lines')
     AS l(order_id uuid, position int, dish_id uuid, name text, quantity int, line_total int, inc_base int, voided boolean)
   WHERE NOT coalesce(l.voided, false)`;

export async function markPaid(
  tx: Tx,
  check: {
    id: string;
    bill: PreBill;
    tip: number;
    change: number;
    paidBy: string;
    electronicDocument: boolean;
    factura: FacturaBuyer | null;
  },
): Promise<Date> {
  // The lines it sold go to `check_sold_lines` in the same statement (what the sales report adds up by dish).
  const { rows } = await tx.query<{ paid_at: Date }>(
    `WITH paid AS (
       UPDATE checks SET status = 'pagada', bill = $2, subtotal = $3, inc = $4, total = $5, tip = $6, change = $7, paid_by = $8,
         paid_at = now(), electronic_document = $9, factura = $10
       WHERE id = $1 RETURNING restaurant_id, id, paid_at, bill
     ), sold AS (${insertSoldLines('paid')})
     SELECT paid_at FROM paid`,
    [
      check.id,
      JSON.stringify(check.bill),
      check.bill.subtotal,
      check.bill.inc,
      check.bill.total,
      check.tip,
      check.change,
      check.paidBy,
      check.electronicDocument,
      check.factura && JSON.stringify(check.factura),
    ],
  );
  return rows[0]!.paid_at;
}
