import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Expense, ExpenseCategory, ExpenseList, ExpenseRequest, IncomeStatement } from '@mb/contracts';
import { cajaKeys } from '../caja/caja-api.js';
import type { ReportRange } from '../reports/report-range.js';
import { restaurantApi, restaurantQueryKey } from '../session/index.js';

// Every finance view under one key: an expense recorded or deleted refreshes the list and the statement.
const financeKey = [...restaurantQueryKey, 'finance'] as const;
const path = '/restaurant/finanzas';
const data = <T>(answer: { data: T }) => answer.data;
/** Whose figures: a range, of one branch (`sede`) or of every branch together (''). */
export interface FinanceScope {
  range: ReportRange;
  sede: string;
}
const scopeQuery = ({ range, sede }: FinanceScope) => `from=${range.from}&to=${range.to}${sede ? `&sede=${sede}` : ''}`;

/** The income statement's and the expenses' addresses for a range, as JSON or as one of their files. */
export const statementPath = (scope: FinanceScope, format?: 'csv' | 'xlsx') =>
  `${path}/estado-resultados${format ? `.${format}` : ''}?${scopeQuery(scope)}`;
export const expensesPath = (scope: FinanceScope, category: ExpenseCategory | null, format?: 'csv' | 'xlsx') =>
  `${path}/gastos${format ? `.${format}` : ''}?${scopeQuery(scope)}${category ? `&category=${category}` : ''}`;

export const useStatement = (scope: FinanceScope) =>
  useQuery({
    queryKey: [...financeKey, 'statement', scope.range.from, scope.range.to, scope.sede],
    queryFn: () => restaurantApi<{ data: IncomeStatement }>(statementPath(scope)).then(data),
  });

export const useExpenses = (scope: FinanceScope, category: ExpenseCategory | null) =>
  useQuery({
    queryKey: [...financeKey, 'expenses', scope.range.from, scope.range.to, scope.sede, category],
    queryFn: () => restaurantApi<{ data: ExpenseList }>(expensesPath(scope, category)).then(data),
  });

function useFinanceChange<Input>(call: (input: Input) => Promise<Expense>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    // A cash expense also moves the register: the shift's view is refreshed with the finance views.
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: financeKey }), queryClient.invalidateQueries({ queryKey: cajaKeys.shift })]),
  });
}

export const useRecordExpense = () =>
  useFinanceChange((expense: ExpenseRequest) =>
    restaurantApi<{ data: Expense }>(`${path}/gastos`, { method: 'POST', body: expense }).then(data),
  );

export const useDeleteExpense = () =>
  useFinanceChange(({ id, reason }: { id: string; reason: string }) =>
    restaurantApi<{ data: Expense }>(`${path}/gastos/${id}/eliminar`, { method: 'POST', body: { reason } }).then(data),
  );
