import { expenseCategoryNames, type ExpenseList, type IncomeStatement, type SalesReportFormat as Format } from '@mb/contracts';
import { methodNames } from '../receipts/receipt-mail.js';
import { $, sectionsFile, type Section } from '../reports/report-files.js';

const paidFromNames = { caja: 'Caja del turno', otro: 'Otro (banco, tarjeta)' } as const;

/** The income statement's tables, as the screen shows them, in Spanish. */
function statementSections(statement: IncomeStatement): Section[] {
  const flow = statement.cash_flow;
  return [
    {
      title: 'Estado de resultados',
      header: ['Concepto', 'Valor'],
      rows: [
        ['Desde', statement.from],
        ['Hasta', statement.to],
        ['Ventas sin INC', $(statement.gross_sales)],
        ['Devoluciones sin INC', $(statement.refunds)],
        ['Ventas netas', $(statement.net_sales)],
        ['Costo de lo vendido (recetas)', $(statement.cost_of_sales)],
        ['Margen bruto', $(statement.gross_margin)],
        ['Gastos', $(statement.expenses)],
        ['Utilidad', $(statement.result)],
        ['INC recaudado (no es ingreso)', $(statement.inc)],
        ['Propinas (del personal, no son ingreso)', $(statement.tips)],
        ['Platos vendidos sin receta', statement.dishes_without_recipe],
      ],
    },
    {
      title: 'Gastos por categoría',
      header: ['Categoría', 'Gastos', 'Valor'],
      rows: statement.expenses_by_category.map((row) => [expenseCategoryNames[row.category], row.expenses, $(row.amount)]),
    },
    {
      title: 'Flujo de caja',
      header: ['Concepto', 'Valor'],
      rows: [
        ...flow.in_by_method.map((row) => [`Entra: ${methodNames[row.method]}`, $(row.amount)]),
        ['Entra: efectivo puesto en caja', $(flow.cash_in)],
        ['Total entradas', $(flow.total_in)],
        ['Sale: gastos pagados de caja', $(flow.expenses_cash)],
        ['Sale: gastos pagados de otro modo', $(flow.expenses_other)],
        ['Sale: otros retiros de caja', $(flow.cash_out)],
        ['Total salidas', $(flow.total_out)],
        ['Neto', $(flow.net)],
      ],
    },
  ];
}

function expenseSections(list: ExpenseList): Section[] {
  return [
    {
      title: 'Gastos',
      header: ['Fecha', 'Categoría', 'Proveedor', 'Descripción', 'Pagado desde', 'Registrado por', 'Valor'],
      rows: [
        ...list.expenses.map((expense) => [
          expense.date,
          expenseCategoryNames[expense.category],
          expense.supplier,
          expense.description,
          paidFromNames[expense.paid_from],
          expense.created_by_name,
          $(expense.amount),
        ]),
        ['Total', '', '', '', '', '', $(list.total)],
      ],
    },
  ];
}

/** The income statement as a file of that format, and its name. */
export async function statementFile(statement: IncomeStatement, format: Format) {
  return {
    name: `estado-resultados-${statement.from}-a-${statement.to}.${format}`,
    body: await sectionsFile(statementSections(statement), format),
  };
}

/** The expenses as a file of that format, and its name. */
export async function expensesFile(list: ExpenseList, format: Format) {
  return { name: `gastos-${list.from}-a-${list.to}.${format}`, body: await sectionsFile(expenseSections(list), format) };
}
