import { Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IncomeStatement as Statement } from '@mb/contracts';
import { formatCop } from '@mb/ui';
import { LoadFailure } from '../layout/load-failure.js';
import { type FinanceScope, useStatement } from './finance-api.js';

/** A titled two-column table of concepts and pesos; `strong` rows are totals. */
function FigureTable({ title, rows }: { title: string; rows: Array<{ label: string; value: number; strong?: boolean }> }) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Table aria-label={title}>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label} fw={row.strong ? 700 : undefined}>
              <Table.Td>{row.label}</Table.Td>
              <Table.Td ta="right" c={row.value < 0 ? 'red' : undefined}>
                {formatCop(row.value)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function StatementView({ statement }: { statement: Statement }) {
  const { t } = useTranslation('restaurant');
  const flow = statement.cash_flow;
  const line = (key: string, value: number, strong?: boolean) => ({ label: t(`finance.statement.${key}`), value, strong });
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Stack gap="xs">
        <FigureTable
          title={t('finance.statement.title')}
          rows={[
            line('grossSales', statement.gross_sales),
            line('refunds', -statement.refunds),
            line('netSales', statement.net_sales, true),
            line('costOfSales', -statement.cost_of_sales),
            line('grossMargin', statement.gross_margin, true),
            ...statement.expenses_by_category.map((row) => ({ label: t(`finance.categories.${row.category}`), value: -row.amount })),
            line('expenses', -statement.expenses),
            line('result', statement.result, true),
          ]}
        />
        <Text size="sm" c="dimmed">
          {t('finance.statement.notIncome', { inc: formatCop(statement.inc), tips: formatCop(statement.tips) })}
        </Text>
        {statement.dishes_without_recipe > 0 && (
          <Text size="sm" c="orange">
            {t('finance.statement.withoutRecipe', { count: statement.dishes_without_recipe })}
          </Text>
        )}
      </Stack>
      <FigureTable
        title={t('finance.cashFlow.title')}
        rows={[
          ...flow.in_by_method.map((row) => ({
            label: t('finance.cashFlow.inBy', { method: t(`reports.methods.${row.method}`) }),
            value: row.amount,
          })),
          { label: t('finance.cashFlow.cashIn'), value: flow.cash_in },
          { label: t('finance.cashFlow.totalIn'), value: flow.total_in, strong: true },
          { label: t('finance.cashFlow.expensesCash'), value: -flow.expenses_cash },
          { label: t('finance.cashFlow.expensesOther'), value: -flow.expenses_other },
          { label: t('finance.cashFlow.cashOut'), value: -flow.cash_out },
          { label: t('finance.cashFlow.totalOut'), value: -flow.total_out, strong: true },
          { label: t('finance.cashFlow.net'), value: flow.net, strong: true },
        ]}
      />
    </SimpleGrid>
  );
}

/** The income statement and cash flow of the range: loading, the server's refusal, nothing at all, or the figures. */
export function IncomeStatement({ scope }: { scope: FinanceScope }) {
  const { t } = useTranslation('restaurant');
  const statement = useStatement(scope);
  if (statement.isPending)
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text>{t('finance.loading')}</Text>
      </Group>
    );
  if (statement.isError) return <LoadFailure error={statement.error} onRetry={() => void statement.refetch()} />;
  const { net_sales, expenses, cash_flow } = statement.data;
  if (net_sales === 0 && expenses === 0 && cash_flow.total_in === 0 && cash_flow.total_out === 0)
    return <Text c="dimmed">{t('finance.statement.empty')}</Text>;
  return <StatementView statement={statement.data} />;
}
