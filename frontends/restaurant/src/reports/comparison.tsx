import { Badge, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SalesReport } from '@mb/contracts';
import { formatCop } from '@mb/ui';

/** Each compared figure: its value now, and the change against the previous period as a coloured badge with its value then. */
export function Comparison({ report }: { report: SalesReport }) {
  const { t } = useTranslation('restaurant');
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
      {report.comparison.map((row) => {
        const label = t(`reports.figures.${row.figure}`);
        const value = (amount: number) => (row.figure === 'checks' ? String(amount) : formatCop(amount));
        const percent = row.change_percent;
        // Discounts going up is not good news.
        const good = row.figure === 'discounts' ? (percent ?? 0) <= 0 : (percent ?? 0) >= 0;
        return (
          <Paper key={row.figure} withBorder radius="md" p="md" role="group" aria-label={label}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text size="lg" fw={700}>
              {value(row.current)}
            </Text>
            {percent === null ? (
              <Text size="xs" c="dimmed">
                {t('reports.change.none')}
              </Text>
            ) : (
              <>
                <Badge color={percent === 0 ? 'gray' : good ? 'green' : 'red'} variant="light">
                  {t(percent > 0 ? 'reports.change.up' : percent < 0 ? 'reports.change.down' : 'reports.change.same', {
                    percent: Math.abs(percent),
                  })}
                </Badge>
                <Text size="xs" c="dimmed">
                  {t('reports.previousValue', { value: value(row.previous) })}
                </Text>
              </>
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
