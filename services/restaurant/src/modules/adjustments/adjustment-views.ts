import type { CheckAdjustment } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';
import { adjustmentsOf, type AdjustmentRecord } from './adjustments.repository.js';

export const adjustmentView = (record: AdjustmentRecord): CheckAdjustment => ({ ...record, created_at: record.created_at.toISOString() });

/** A check's discounts, courtesies and voids as the app shows them. */
export async function checkAdjustments(db: Queryable, checkId: string): Promise<CheckAdjustment[]> {
  return (await adjustmentsOf(db, checkId)).map(adjustmentView);
}

/** An adjustment as the events carry it (`restaurant.check.updated`, `restaurant.check.paid`). */
export const adjustmentFact = (adjustment: CheckAdjustment) => ({
  adjustmentId: adjustment.id,
  kind: adjustment.kind,
  orderId: adjustment.line?.order_id ?? null,
  position: adjustment.line?.position ?? null,
  discountType: adjustment.discount?.type ?? null,
  discountValue: adjustment.discount?.value ?? null,
  amount: adjustment.amount,
  reason: adjustment.reason,
  createdBy: adjustment.created_by,
  approvedBy: adjustment.approved_by,
  createdAt: adjustment.created_at,
});
