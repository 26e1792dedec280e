import {
  financeMessages,
  type Expense,
  type ExpenseCategory,
  type ExpenseList,
  type ExpenseRequest,
  type IncomeStatement,
} from '@mb/contracts';
import { AppError, withTransaction, type Pool, type Queryable } from '@mb/service-kit';
import { cashMovementReason, incomeStatementOf } from '../../domain/finance.js';
import { colombianDay } from '../../domain/stats-range.js';
import { reportTotals, type ReportScope, salesByDish, salesByMethod } from '../reports/reports.repository.js';
import type { RestaurantContext } from '../session/restaurant-session.js';
import { recordCashMovement } from '../shifts/shifts.service.js';
import * as finance from './finance.repository.js';

type Range = { from: string; to: string };

const view = (record: finance.ExpenseRecord): Expense => ({ ...record, created_at: record.created_at.toISOString() });

/**
 * POST /restaurant/finanzas/gastos: records an expense. One paid from the register is today's, and is also a cash
 * withdrawal of the open shift in the same transaction (409 without one, 400 for more than it holds), so the closing
 * count expects that much less.
 */
export async function recordExpense(pool: Pool, at: RestaurantContext, request: ExpenseRequest & { supplier: string }): Promise<Expense> {
  const id = await withTransaction(pool, async (tx) => {
    const fromCash = request.paid_from === 'caja';
    const movement = fromCash
      ? await recordCashMovement(tx, at, {
          kind: 'salida',
          amount: request.amount,
          reason: cashMovementReason(financeMessages.cashReason, request.description),
        })
      : undefined;
    return finance.insertExpense(tx, {
      restaurantId: at.restaurantId,
      branchId: at.branchId,
      category: request.category,
      supplier: request.supplier,
      description: request.description,
      amount: request.amount,
      date: fromCash ? colombianDay(new Date()) : (request.date ?? colombianDay(new Date())),
      paidFrom: request.paid_from,
      cashMovementId: movement?.movementId ?? null,
      by: at.userId,
    });
  });
  return view((await finance.findExpense(pool, at.restaurantId, id))!);
}

/** The expenses of a range, of one branch or (no `branchId`) of every branch together. */
export async function expenseList(db: Queryable, at: ReportScope, range: Range, category?: ExpenseCategory): Promise<ExpenseList> {
  const expenses = (await finance.listExpenses(db, at, range, category)).map(view);
  return { ...range, expenses, total: expenses.reduce((sum, expense) => sum + expense.amount, 0) };
}

/**
 * POST /restaurant/finanzas/gastos/:id/eliminar: the expense leaves the lists and the figures, kept with who deleted it
 * and why. A withdrawal it made from a register stays: that cash did leave; if it comes back, it is a cash entry.
 */
export async function deleteExpense(pool: Pool, at: RestaurantContext, id: string, reason: string): Promise<Expense> {
  const expense = await finance.findExpense(pool, at.restaurantId, id);
  if (!expense || !(await finance.markExpenseDeleted(pool, at.restaurantId, id, at.userId, reason))) {
    throw new AppError(404, financeMessages.expenseNotFound);
  }
  return view(expense);
}

/**
 * The income statement and cash flow of a range (already checked against the plan), of one branch or (no `branchId`)
 * of every branch together.
 */
export async function incomeStatement(db: Queryable, at: ReportScope, range: Range): Promise<IncomeStatement> {
  const [totals, dishes, payments, expenses, other] = await Promise.all([
    reportTotals(db, at, range),
    salesByDish(db, at, range),
    salesByMethod(db, at, range),
    finance.expenseTotals(db, at, range),
    finance.refundsAndMovements(db, at, range),
  ]);
  return incomeStatementOf({
    range,
    sales: totals,
    refunds: other.refunds,
    dishes,
    expenses,
    payments,
    movements: { cash_in: other.cash_in, cash_out: other.cash_out },
  });
}
