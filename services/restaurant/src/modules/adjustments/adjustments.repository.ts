import type { AdjustmentKind, ShiftReport } from '@mb/contracts';
import type { Queryable, Tx } from '@mb/service-kit';
import type { BranchScope } from '../session/restaurant-session.js';

export interface AdjustmentRecord {
  id: string;
  kind: AdjustmentKind;
  /** The line (its name as sold); null for a discount on the whole check. */
  line: { order_id: string; position: number; name: string } | null;
  discount: { type: 'porcentaje' | 'valor'; value: number } | null;
  amount: number;
  reason: string;
  created_by: string;
  approved_by: string | null;
  created_at: Date;
}

/**
 * A check's adjustments, oldest first: the whole-check discounts made on it and those of the lines now on it (a line's
 * follow it to the check it was moved to, as `linesOf` finds it).
 */
/** The rows `adjustmentsOf` reads, of the check $1, in no order. */
export const adjustmentsSql = `SELECT a.id, a.kind,
            CASE WHEN a.order_id IS NULL THEN NULL
                 ELSE jsonb_build_object('order_id', a.order_id, 'position', a.position, 'name', i.name) END AS line,
            CASE WHEN a.discount_type IS NULL THEN NULL
                 ELSE jsonb_build_object('type', a.discount_type, 'value', a.discount_value) END AS discount,
            a.amount, a.reason, a.created_by, a.approved_by, a.created_at
     FROM check_adjustments a
     LEFT JOIN order_items i ON i.order_id = a.order_id AND i.position = a.position
     LEFT JOIN orders o ON o.id = a.order_id
     WHERE (a.order_id IS NULL AND a.check_id = $1) OR (a.order_id IS NOT NULL AND coalesce(i.check_id, o.check_id) = $1)`;

export async function adjustmentsOf(db: Queryable, checkId: string): Promise<AdjustmentRecord[]> {
  const { rows } = await db.query<AdjustmentRecord>(`${adjustmentsSql} ORDER BY a.created_at, a.id`, [checkId]);
  return rows;
}

export interface NewAdjustment {
  restaurantId: string;
  checkId: string;
  kind: AdjustmentKind;
  line: { order_id: string; position: number } | null;
  discount: { type: 'porcentaje' | 'valor'; value: number } | null;
  amount: number;
  reason: string;
  createdBy: string;
  approvedBy: string | null;
}

/** Records an adjustment (the check locked: a line is a courtesy or voided once, which a unique index also holds). */
export async function insertAdjustment(tx: Tx, adjustment: NewAdjustment): Promise<string> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO check_adjustments (restaurant_id, check_id, kind, order_id, position, discount_type, discount_value, amount, reason,
                                    created_by, approved_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      adjustment.restaurantId,
      adjustment.checkId,
      adjustment.kind,
      adjustment.line?.order_id ?? null,
      adjustment.line?.position ?? null,
      adjustment.discount?.type ?? null,
      adjustment.discount?.value ?? null,
      adjustment.amount,
      adjustment.reason,
      adjustment.createdBy,
      adjustment.approvedBy,
    ],
  );
  return rows[0]!.id;
}

/** How many discounts, courtesies and voids a branch made between two moments (now when open), and their amounts. */
export async function adjustmentTotalsBetween(
  db: Queryable,
  at: BranchScope,
  from: Date,
  to: Date | null,
): Promise<Pick<ShiftReport, 'discounts' | 'courtesies' | 'voids'>> {
  const { rows } = await db.query<{ kind: AdjustmentKind; count: number; amount: number }>(
    `SELECT a.kind, count(*)::int AS count, sum(a.amount)::int AS amount
     FROM check_adjustments a JOIN checks c ON c.id = a.check_id AND c.branch_id = $4
     WHERE a.restaurant_id = $1 AND a.created_at >= $2 AND a.created_at <= coalesce($3, now()) GROUP BY a.kind`,
    [at.restaurantId, from, to, at.branchId],
  );
  const of = (kind: AdjustmentKind) => {
    const row = rows.find((total) => total.kind === kind);
    return { count: row?.count ?? 0, amount: row?.amount ?? 0 };
  };
  return { discounts: of('descuento'), courtesies: of('cortesia'), voids: of('anulacion') };
}
