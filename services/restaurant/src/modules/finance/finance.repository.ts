import type { ExpenseCategory, ExpensePaidFrom } from '@mb/contracts';
import type { Queryable } from '@mb/service-kit';
import { localZone } from '../orders/orders.repository.js';
import type { ReportScope } from '../reports/reports.repository.js';

type Range = { from: string; to: string };

/** Whether the branch `column` holds is the one asked for ($4), if one was. */
const ofBranch = (column: string) => `($4::uuid IS NULL OR ${column} = $4::uuid)`;

export interface ExpenseRecord {
  id: string;
  category: ExpenseCategory;
  supplier: string;
  description: string;
  amount: number;
  date: string;
  paid_from: ExpensePaidFrom;
  cash_movement_id: string | null;
  created_by: string;
  created_by_name: string;
  created_at: Date;
}

/** A live expense with the name of who recorded it, as the restaurant knows them. */
const expenseView = `SELECT e.id, e.category, e.supplier, e.description, e.amount, to_char(e.spent_on, 'YYYY-MM-DD') AS date, e.paid_from,
    e.cash_movement_id, e.created_by, coalesce(a.assigned_name, u.email) AS created_by_name, e.created_at
  FROM expenses e JOIN restaurant_users u ON u.id = e.created_by
  LEFT JOIN assignments a ON a.subscription_id = u.restaurant_id AND a.assigned_email = lower(u.email)
  WHERE e.restaurant_id = $1 AND e.deleted_at IS NULL`;

export async function insertExpense(
  db: Queryable,
  expense: {
    restaurantId: string;
    branchId: string;
    category: ExpenseCategory;
    supplier: string;
    description: string;
    amount: number;
    date: string;
    paidFrom: ExpensePaidFrom;
    cashMovementId: string | null;
    by: string;
  },
): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO expenses (restaurant_id, category, supplier, description, amount, spent_on, paid_from, cash_movement_id, created_by, branch_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [
      expense.restaurantId,
      expense.category,
      expense.supplier,
      expense.description,
      expense.amount,
      expense.date,
      expense.paidFrom,
      expense.cashMovementId,
      expense.by,
      expense.branchId,
    ],
  );
  return rows[0]!.id;
}

export async function findExpense(db: Queryable, restaurantId: string, id: string): Promise<ExpenseRecord | undefined> {
  const { rows } = await db.query<ExpenseRecord>(`${expenseView} AND e.id = $2`, [restaurantId, id]);
  return rows[0];
}

/** The live expenses of a range of days, of one category or all and of one branch or (no `branchId`) all, the latest first. */
export async function listExpenses(db: Queryable, at: ReportScope, range: Range, category?: ExpenseCategory) {
  const { rows } = await db.query<ExpenseRecord>(
    `${expenseView} AND e.spent_on BETWEEN $2 AND $3 AND ${ofBranch('e.branch_id')} AND ($5::text IS NULL OR e.category = $5)
     ORDER BY e.spent_on DESC, e.created_at DESC, e.id`,
    [at.restaurantId, range.from, range.to, at.branchId ?? null, category ?? null],
  );
  return rows;
}

/** Marks a live expense deleted, with who and why; false when there is none (or it was deleted already). */
export async function markExpenseDeleted(db: Queryable, restaurantId: string, id: string, by: string, reason: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE expenses SET deleted_by = $3, deleted_at = now(), delete_reason = $4
     WHERE restaurant_id = $1 AND id = $2 AND deleted_at IS NULL`,
    [restaurantId, id, by, reason],
  );
  return rowCount === 1;
}

/** The live expenses of a range by category and where they were paid from. */
export async function expenseTotals(db: Queryable, at: ReportScope, range: Range) {
  const { rows } = await db.query<{ category: ExpenseCategory; paid_from: ExpensePaidFrom; expenses: number; amount: number }>(
    `SELECT category, paid_from, count(*)::int AS expenses, sum(amount)::bigint AS amount
     FROM expenses WHERE restaurant_id = $1 AND deleted_at IS NULL AND spent_on BETWEEN $2 AND $3 AND ${ofBranch('branch_id')}
     GROUP BY category, paid_from`,
    [at.restaurantId, range.from, range.to, at.branchId ?? null],
  );
  return rows;
}

const localDay = (column: string) => `(${column} AT TIME ZONE '${localZone}')::date BETWEEN $2 AND $3`;

/**
 * Refunds made in the range before INC, the cash put into the registers, and the cash taken out of them other than
 * for a live expense (those are counted as expenses).
 */
export async function refundsAndMovements(db: Queryable, at: ReportScope, range: Range) {
  const { rows } = await db.query<{ refunds: number; cash_in: number; cash_out: number }>(
    `SELECT (SELECT coalesce(sum(r.subtotal), 0) FROM check_refunds r JOIN checks c ON c.id = r.check_id
              WHERE r.restaurant_id = $1 AND ${localDay('r.created_at')} AND ${ofBranch('c.branch_id')})::bigint AS refunds,
            coalesce(sum(m.amount) FILTER (WHERE m.kind = 'entrada'), 0)::bigint AS cash_in,
            coalesce(sum(m.amount) FILTER (WHERE m.kind = 'salida' AND NOT EXISTS (
              SELECT 1 FROM expenses e WHERE e.cash_movement_id = m.id AND e.deleted_at IS NULL)), 0)::bigint AS cash_out
     FROM cash_movements m JOIN cash_shifts s ON s.id = m.shift_id
     WHERE m.restaurant_id = $1 AND ${localDay('m.created_at')} AND ${ofBranch('s.branch_id')}`,
    [at.restaurantId, range.from, range.to, at.branchId ?? null],
  );
  return rows[0]!;
}
