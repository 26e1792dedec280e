import type { PaymentMethod, ShiftReport } from '@mb/contracts';
import type { Queryable, Tx } from '@mb/service-kit';
import type { BranchScope } from '../session/restaurant-session.js';

type Count = { value: number; quantity: number };

export interface ShiftRecord {
  id: string;
  branch_id: string;
  status: 'abierta' | 'cerrada';
  opening_float: number;
  opened_by: string;
  opened_at: Date;
  counts: Count[] | null;
  counted_cash: number | null;
  expected_cash: number | null;
  difference: number | null;
  report: ShiftReport | null;
  closed_by: string | null;
  closed_at: Date | null;
}
export interface MovementRecord {
  id: string;
  kind: 'entrada' | 'salida';
  amount: number;
  reason: string;
  created_by: string;
  created_at: Date;
}

const columns = `id, branch_id, status, opening_float, opened_by, opened_at, counts, counted_cash, expected_cash, difference, report, closed_by,
  closed_at`;

/** Opens a shift; the branch's open-shift index refuses a second one (unique violation, which the caller words). */
export async function insertShift(db: Queryable, at: BranchScope, openingFloat: number, by: string): Promise<ShiftRecord> {
  const { rows } = await db.query<ShiftRecord>(
    `INSERT INTO cash_shifts (restaurant_id, branch_id, opening_float, opened_by) VALUES ($1, $2, $3, $4) RETURNING ${columns}`,
    [at.restaurantId, at.branchId, openingFloat, by],
  );
  return rows[0]!;
}

/**
 * The branch's open shift. `lock: 'share'` for a charge (many may run at once, a close waits for them), `'update'`
 * for a movement or a close (one at a time, and no charge in between).
 */
export async function findOpenShift(db: Queryable, at: BranchScope, options: { lock?: 'share' | 'update' } = {}) {
  const lock = options.lock === 'share' ? 'FOR SHARE' : options.lock === 'update' ? 'FOR UPDATE' : '';
  const { rows } = await db.query<ShiftRecord>(
    `SELECT ${columns} FROM cash_shifts WHERE restaurant_id = $1 AND branch_id = $2 AND status = 'abierta' ${lock}`,
    [at.restaurantId, at.branchId],
  );
  return rows[0];
}

export async function findShift(db: Queryable, id: string): Promise<ShiftRecord | undefined> {
  const { rows } = await db.query<ShiftRecord>(`SELECT ${columns} FROM cash_shifts WHERE id = $1`, [id]);
  return rows[0];
}

export async function listShifts(db: Queryable, at: BranchScope): Promise<ShiftRecord[]> {
  const { rows } = await db.query<ShiftRecord>(
    `SELECT ${columns} FROM cash_shifts WHERE restaurant_id = $1 AND branch_id = $2 ORDER BY opened_at DESC LIMIT 100`,
    [at.restaurantId, at.branchId],
  );
  return rows;
}

export async function insertMovement(
  tx: Tx,
  movement: { restaurantId: string; shiftId: string; kind: 'entrada' | 'salida'; amount: number; reason: string; by: string },
): Promise<{ id: string; created_at: Date }> {
  const { rows } = await tx.query<{ id: string; created_at: Date }>(
    `INSERT INTO cash_movements (restaurant_id, shift_id, kind, amount, reason, created_by) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING id, created_at`,
    [movement.restaurantId, movement.shiftId, movement.kind, movement.amount, movement.reason, movement.by],
  );
  return rows[0]!;
}

export async function movementsOf(db: Queryable, shiftId: string): Promise<MovementRecord[]> {
  const { rows } = await db.query<MovementRecord>(
    'SELECT id, kind, amount, reason, created_by, created_at FROM cash_movements WHERE shift_id = $1 ORDER BY created_at, id',
    [shiftId],
  );
  return rows;
}

/** The payments a shift took, by method; `cash` is what cash settled (received − change). */
export async function paymentsByMethod(db: Queryable, shiftId: string) {
  const { rows } = await db.query<{ method: PaymentMethod; amount: number; payments: number; change: number }>(
    `SELECT method, sum(amount)::int AS amount, count(*)::int AS payments, sum(change)::int AS change
     FROM check_payments WHERE shift_id = $1 GROUP BY method ORDER BY method`,
    [shiftId],
  );
  return rows;
}

/** The checks charged in a shift (a check's payments all go to the shift open when it was charged). */
export async function checksCharged(db: Queryable, shiftId: string) {
  const { rows } = await db.query<{ sales: number; subtotal: number; inc: number; tips: number; checks: number }>(
    `SELECT coalesce(sum(c.total), 0)::int AS sales, coalesce(sum(c.subtotal), 0)::int AS subtotal, coalesce(sum(c.inc), 0)::int AS inc,
            coalesce(sum(c.tip), 0)::int AS tips, count(*)::int AS checks
     FROM checks c WHERE c.id IN (SELECT check_id FROM check_payments WHERE shift_id = $1)`,
    [shiftId],
  );
  return rows[0]!;
}

export async function tipsByWaiter(db: Queryable, shiftId: string) {
  const { rows } = await db.query<{ waiter_id: string; email: string; tips: number }>(
    `SELECT c.waiter_id, u.email, sum(c.tip)::int AS tips
     FROM checks c JOIN restaurant_users u ON u.id = c.waiter_id
     WHERE c.id IN (SELECT check_id FROM check_payments WHERE shift_id = $1) AND c.tip > 0
     GROUP BY c.waiter_id, u.email ORDER BY u.email`,
    [shiftId],
  );
  return rows;
}

export async function checksOpenedBetween(db: Queryable, at: BranchScope, from: Date, to: Date | null): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM checks
     WHERE restaurant_id = $1 AND branch_id = $4 AND opened_at >= $2 AND opened_at <= coalesce($3, now())`,
    [at.restaurantId, from, to, at.branchId],
  );
  return rows[0]!.n;
}

export async function closeShift(
  tx: Tx,
  shift: { id: string; counts: Count[]; counted: number; expected: number; report: ShiftReport; by: string },
): Promise<void> {
  await tx.query(
    `UPDATE cash_shifts SET status = 'cerrada', counts = $2, counted_cash = $3, expected_cash = $4, difference = $5, report = $6,
       closed_by = $7, closed_at = now()
     WHERE id = $1`,
    [
      shift.id,
      JSON.stringify(shift.counts),
      shift.counted,
      shift.expected,
      shift.counted - shift.expected,
      JSON.stringify(shift.report),
      shift.by,
    ],
  );
}
