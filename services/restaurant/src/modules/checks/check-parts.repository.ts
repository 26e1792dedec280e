import type { PreBill } from '@mb/contracts';
import type { Queryable, Tx } from '@mb/service-kit';

export interface PartRecord {
  number: number;
  amount: number;
  max_tip: number;
  tip: number;
  change: number;
  paid_at: Date | null;
  paid_by: string | null;
}

const columns = 'number, amount, max_tip, tip, change, paid_at, paid_by';

export async function partsOf(db: Queryable, checkId: string): Promise<PartRecord[]> {
  const { rows } = await db.query<PartRecord>(`SELECT ${columns} FROM check_parts WHERE check_id = $1 ORDER BY number`, [checkId]);
  return rows;
}

/** Splits an open check in these parts (replacing an earlier split none of whose parts was paid) and fixes its bill. */
export async function splitInParts(
  tx: Tx,
  check: { restaurantId: string; id: string; bill: PreBill },
  parts: Array<{ amount: number; maxTip: number }>,
): Promise<void> {
  await tx.query('UPDATE checks SET parts = $2, bill = $3 WHERE id = $1', [check.id, parts.length, JSON.stringify(check.bill)]);
  await tx.query('DELETE FROM check_parts WHERE check_id = $1', [check.id]);
  await tx.query(
    `INSERT INTO check_parts (restaurant_id, check_id, number, amount, max_tip)
     SELECT $1, $2, p.number, p.amount, p.max_tip FROM jsonb_to_recordset($3::jsonb) AS p(number int, amount int, max_tip int)`,
    [
      check.restaurantId,
      check.id,
      JSON.stringify(parts.map((part, index) => ({ number: index + 1, amount: part.amount, max_tip: part.maxTip }))),
    ],
  );
}

/** A part charged: its tip and change, and the check's running tip and change (reports read them). */
export async function markPartPaid(
  tx: Tx,
  part: { checkId: string; number: number; tip: number; change: number; paidBy: string },
): Promise<void> {
  await tx.query('UPDATE check_parts SET tip = $3, change = $4, paid_by = $5, paid_at = now() WHERE check_id = $1 AND number = $2', [
    part.checkId,
    part.number,
    part.tip,
    part.change,
    part.paidBy,
  ]);
  await tx.query('UPDATE checks SET tip = tip + $2, change = change + $3 WHERE id = $1', [part.checkId, part.tip, part.change]);
}
