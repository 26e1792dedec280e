import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SalesReport } from '@mb/contracts';
import { formatCop } from '@mb/ui';

/** A titled table whose caption names it for readers; `rows` are its cells, already formatted. */
function ReportTable({ title, header, rows, empty }: { title: string; header: string[]; rows: (string | number)[][]; empty?: string }) {
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {rows.length === 0 && empty ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table striped aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                {header.map((name) => (
                  <Table.Th key={name}>{name}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((cells, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the report's, in its order, and never move.
                <Table.Tr key={index}>
                  {cells.map((cell, column) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns.
                    <Table.Td key={column}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

export function WaitersTable({ rows }: { rows: SalesReport['by_waiter'] }) {
  const { t } = useTranslation('restaurant');
  return (
    <ReportTable
      title={t('reports.byWaiter')}
      header={[t('reports.waiter'), t('reports.checks'), t('reports.sales'), t('reports.tips')]}
      rows={rows.map((row) => [row.name, row.checks, formatCop(row.sales), formatCop(row.tips)])}
    />
  );
}

export function DishesTable({ rows }: { rows: SalesReport['by_dish'] }) {
  const { t } = useTranslation('restaurant');
  const orNone = (amount: number | null) => (amount === null ? t('reports.noRecipe') : formatCop(amount));
  return (
    <ReportTable
      title={t('reports.byDish')}
      header={[t('reports.dish'), t('reports.units'), t('reports.sales'), t('reports.netSales'), t('reports.cost'), t('reports.margin')]}
      rows={rows.map((row) => [row.name, row.units, formatCop(row.sales), formatCop(row.net_sales), orNone(row.cost), orNone(row.margin)])}
    />
  );
}

export function ReasonsTable({ rows }: { rows: SalesReport['reasons'] }) {
  const { t } = useTranslation('restaurant');
  return (
    <ReportTable
      title={t('reports.reasons')}
      header={[t('reports.kind'), t('reports.reason'), t('reports.times'), t('reports.amount')]}
      rows={rows.map((row) => [t(`reports.kinds.${row.kind}`), row.reason || t('reports.noReason'), row.count, formatCop(row.amount)])}
      empty={t('reports.noReasons')}
    />
  );
}
