import { expenseCategories, type ExpenseCategory, type ExpensePaidFrom, type IncomeStatement, type PaymentMethod } from '@mb/contracts';

/** The figures an income statement is made of, as read from the paid checks, the refunds, the expenses and the registers. */
export interface FinanceFigures {
  range: { from: string; to: string };
  /** The paid checks: sales before INC, the INC and the tips in them. */
  sales: { net_sales: number; inc: number; tips: number };
  /** Refunds made in the range, before INC. */
  refunds: number;
  /** Each dish line sold, with its recipe cost (null: the dish has no recipe). */
  dishes: ReadonlyArray<{ cost: number | null }>;
  expenses: ReadonlyArray<{ category: ExpenseCategory; paid_from: ExpensePaidFrom; expenses: number; amount: number }>;
  payments: ReadonlyArray<{ method: PaymentMethod; payments: number; amount: number }>;
  /** Cash put into the registers, and taken out of them other than for an expense. */
  movements: { cash_in: number; cash_out: number };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The income statement (estado de resultados): net sales (before INC, less refunds) minus what the dishes sold cost by
 * their recipes is the gross margin; minus the expenses, the result. INC is DIAN's and tips are the staff's: shown,
 * never income. The cash flow: what the payment methods took and the cash put in, against the expenses and the other
 * cash taken out. Integer pesos throughout.
 */
export function incomeStatementOf(figures: FinanceFigures): IncomeStatement {
  const netSales = figures.sales.net_sales - figures.refunds;
  const costOfSales = sum(figures.dishes.map((dish) => dish.cost ?? 0));
  const grossMargin = netSales - costOfSales;
  const byCategory = expenseCategories
    .map((category) => {
      const rows = figures.expenses.filter((row) => row.category === category);
      return { category, expenses: sum(rows.map((row) => row.expenses)), amount: sum(rows.map((row) => row.amount)) };
    })
    .filter((row) => row.expenses > 0);
  const expenses = sum(byCategory.map((row) => row.amount));
  const paidFrom = (from: ExpensePaidFrom) => sum(figures.expenses.filter((row) => row.paid_from === from).map((row) => row.amount));
  const totalIn = sum(figures.payments.map((row) => row.amount)) + figures.movements.cash_in;
  const totalOut = expenses + figures.movements.cash_out;
  return {
    ...figures.range,
    gross_sales: figures.sales.net_sales,
    refunds: figures.refunds,
    net_sales: netSales,
    inc: figures.sales.inc,
    tips: figures.sales.tips,
    cost_of_sales: costOfSales,
    dishes_without_recipe: figures.dishes.filter((dish) => dish.cost === null).length,
    gross_margin: grossMargin,
    expenses_by_category: byCategory,
    expenses,
    result: grossMargin - expenses,
    cash_flow: {
      in_by_method: [...figures.payments],
      cash_in: figures.movements.cash_in,
      total_in: totalIn,
      expenses_cash: paidFrom('caja'),
      expenses_other: paidFrom('otro'),
      cash_out: figures.movements.cash_out,
      total_out: totalOut,
      net: totalIn - totalOut,
    },
  };
}

/** The reason an expense paid from the register gives its cash withdrawal, within the movement's 200 characters. */
export const cashMovementReason = (template: string, description: string): string =>
  template.replace('{description}', description).slice(0, 200);
