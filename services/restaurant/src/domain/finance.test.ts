import { cashMovementReason, incomeStatementOf } from './finance.js';

describe('incomeStatementOf', () => {
  const statement = incomeStatementOf({
    range: { from: '2026-03-01', to: '2026-03-31' },
    sales: { net_sales: 100_000, inc: 8_000, tips: 5_000 },
    refunds: 10_000,
    dishes: [{ cost: 20_000 }, { cost: null }, { cost: 5_000 }],
    expenses: [
      { category: 'arriendo', paid_from: 'otro', expenses: 1, amount: 30_000 },
      { category: 'insumos', paid_from: 'caja', expenses: 2, amount: 12_000 },
      { category: 'insumos', paid_from: 'otro', expenses: 1, amount: 3_000 },
    ],
    payments: [
      { method: 'efectivo', payments: 2, amount: 60_000 },
      { method: 'tarjeta', payments: 1, amount: 53_000 },
    ],
    movements: { cash_in: 1_000, cash_out: 2_000 },
  });

  it('takes refunds and the recipe cost off the sales before INC, then the expenses; tips and INC are not income', () => {
    expect(statement).toMatchObject({ gross_sales: 100_000, net_sales: 90_000, cost_of_sales: 25_000, dishes_without_recipe: 1 });
    expect(statement).toMatchObject({ gross_margin: 65_000, expenses: 45_000, result: 20_000, inc: 8_000, tips: 5_000 });
  });

  it('adds the expenses by category in the fixed order, leaving out empty ones', () => {
    expect(statement.expenses_by_category).toEqual([
      { category: 'arriendo', expenses: 1, amount: 30_000 },
      { category: 'insumos', expenses: 3, amount: 15_000 },
    ]);
  });

  it('sets the money in by method and cash put in against the expenses and other cash out', () => {
    expect(statement.cash_flow).toMatchObject({ total_in: 114_000, expenses_cash: 12_000, expenses_other: 33_000 });
    expect(statement.cash_flow).toMatchObject({ cash_out: 2_000, total_out: 47_000, net: 67_000 });
  });
});

it('names the cash withdrawal of an expense within 200 characters', () => {
  expect(cashMovementReason('Gasto: {description}', 'Gas')).toBe('Gasto: Gas');
  expect(cashMovementReason('Gasto: {description}', 'x'.repeat(200))).toHaveLength(200);
});
