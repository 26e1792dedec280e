import { z } from 'zod';
import { orderStatsQuery } from './restaurant-app.js';
import { branchMessages } from './restaurant-branches.js';
import { paymentMethods } from './restaurant-checks.js';
import { salesReportFormats } from './restaurant-reports.js';
import { restaurantText } from './restaurant-text.js';

/**
 * Financial management (issue 37 item 2, `sistema_gestion_financiera`, Gold only), for the restaurant's administrators:
 * expenses (gastos) and the income statement with the cash flow of a day, a month or a range (up to 93 days), in
 * integer pesos. An expense paid from 'caja' is also a cash withdrawal of the open shift; 'otro' (bank, card) is not.
 *
 * GET  /restaurant/finanzas/gastos?day | from&to [&category]   → the expenses of the range (deleted ones out)
 * GET  /restaurant/finanzas/gastos.csv | .xlsx                  → the same list as a file
 * POST /restaurant/finanzas/gastos                              → records an expense
 * POST /restaurant/finanzas/gastos/:id/eliminar                 → deletes it with a reason (kept, marked deleted)
 * GET  /restaurant/finanzas/estado-resultados?day | from&to     → the income statement and the cash flow
 * GET  /restaurant/finanzas/estado-resultados.csv | .xlsx       → the same figures as a file
 */
export const financeMessages = {
  categoryInvalid: 'Categoría inválida: usa arriendo, servicios, nómina, insumos, mantenimiento u otros',
  supplierInvalid: 'Proveedor inválido (hasta 80 caracteres, sin caracteres de control)',
  descriptionInvalid: 'Descripción inválida (1 a 200 caracteres, sin caracteres de control)',
  amountInvalid: 'Valor inválido: pesos enteros de 1 a 1.000.000.000',
  paidFromInvalid: "Origen del pago inválido: usa 'caja' (el efectivo del turno abierto) u 'otro' (banco, tarjeta)",
  reasonInvalid: 'Motivo inválido (1 a 200 caracteres, sin caracteres de control): di por qué se elimina el gasto',
  expenseNotFound: 'Gasto no encontrado',
  cashReason: 'Gasto: {description}',
} as const;
const m = financeMessages;

export const expenseCategories = ['arriendo', 'servicios', 'nomina', 'insumos', 'mantenimiento', 'otros'] as const;
export type ExpenseCategory = (typeof expenseCategories)[number];
export const expenseCategoryNames: Record<ExpenseCategory, string> = {
  arriendo: 'Arriendo',
  servicios: 'Servicios',
  nomina: 'Nómina',
  insumos: 'Insumos',
  mantenimiento: 'Mantenimiento',
  otros: 'Otros',
};
export const expensePaidFrom = ['caja', 'otro'] as const;
export type ExpensePaidFrom = (typeof expensePaidFrom)[number];
export const maxExpenseAmount = 1_000_000_000;

const isoDay = orderStatsQuery.shape.from.unwrap();
const pesos = z.number().int().nonnegative();

/** `sede`: one branch's figures (issue 37 item 4); without it, every branch together. */
export const financeRangeQuery = orderStatsQuery.extend({ sede: z.uuid(branchMessages.branchNotFound).optional() });
export type FinanceRangeQuery = z.infer<typeof financeRangeQuery>;
export const expensesQuery = financeRangeQuery.extend({ category: z.enum(expenseCategories, m.categoryInvalid).optional() });
export type ExpensesQuery = z.infer<typeof expensesQuery>;
export const financeFormats = salesReportFormats;

export const expenseRequest = z.object({
  category: z.enum(expenseCategories, m.categoryInvalid),
  supplier: restaurantText(80, m.supplierInvalid, { min: 0 }).default(''),
  description: restaurantText(200, m.descriptionInvalid),
  amount: z.number(m.amountInvalid).int(m.amountInvalid).min(1, m.amountInvalid).max(maxExpenseAmount, m.amountInvalid),
  /** The day the expense belongs to (Colombia); today when left out, and always today when paid from 'caja'. */
  date: isoDay.optional(),
  paid_from: z.enum(expensePaidFrom, m.paidFromInvalid),
});
export type ExpenseRequest = z.input<typeof expenseRequest>;
export const expenseIdParams = z.object({ id: z.uuid(m.expenseNotFound) });
export const deleteExpenseRequest = z.object({ reason: restaurantText(200, m.reasonInvalid) });

export const expense = z.object({
  id: z.uuid(),
  category: z.enum(expenseCategories),
  supplier: z.string(),
  description: z.string(),
  amount: pesos,
  date: z.string(),
  paid_from: z.enum(expensePaidFrom),
  /** The cash withdrawal of the shift it was paid from ('caja'), else null. */
  cash_movement_id: z.uuid().nullable(),
  created_by: z.uuid(),
  created_by_name: z.string(),
  created_at: z.string(),
});
export type Expense = z.infer<typeof expense>;
export const expenseResponse = z.object({ success: z.literal(true), data: expense });
export const expensesResponse = z.object({
  success: z.literal(true),
  data: z.object({ from: z.string(), to: z.string(), expenses: z.array(expense), total: pesos }),
});
export type ExpenseList = z.infer<typeof expensesResponse>['data'];

export const incomeStatement = z.object({
  from: z.string(),
  to: z.string(),
  /** The paid checks' sales before INC (tips are the staff's, never income), less refunds before INC. */
  gross_sales: pesos,
  refunds: pesos,
  net_sales: pesos,
  /** The INC collected on those sales (owed to DIAN, not income), and the tips (owed to staff), shown apart. */
  inc: pesos,
  tips: pesos,
  /** What the dishes sold cost by their recipes; dishes with no recipe add nothing and are counted. */
  cost_of_sales: pesos,
  dishes_without_recipe: z.number().int().nonnegative(),
  gross_margin: z.number().int(),
  expenses_by_category: z.array(z.object({ category: z.enum(expenseCategories), expenses: z.number().int().nonnegative(), amount: pesos })),
  expenses: pesos,
  /** `gross_margin` − `expenses`: the period's profit (negative: a loss). */
  result: z.number().int(),
  cash_flow: z.object({
    /** What each payment method took on the paid checks, tips included. */
    in_by_method: z.array(z.object({ method: z.enum(paymentMethods), payments: z.number().int().nonnegative(), amount: pesos })),
    /** Cash put into the shifts' registers (entradas). */
    cash_in: pesos,
    total_in: pesos,
    /** Expenses paid from the register and otherwise, and other cash taken out of the registers (salidas not expenses). */
    expenses_cash: pesos,
    expenses_other: pesos,
    cash_out: pesos,
    total_out: pesos,
    net: z.number().int(),
  }),
});
export type IncomeStatement = z.infer<typeof incomeStatement>;
export const incomeStatementResponse = z.object({ success: z.literal(true), data: incomeStatement });
