import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SalesReport } from '@mb/contracts';
import { formatCop } from '@mb/ui';
import { Fact } from '../layout/fact.js';
import { Bars } from '../stats/bars.js';
import { Comparison } from './comparison.js';
import { Heatmap } from './heatmap.js';
import { DishesTable, ReasonsTable, WaitersTable } from './report-tables.js';

/** A report's figures: the comparison first, then charts, then the tables behind them. */
export function ReportView({ report }: { report: SalesReport }) {
  const { t } = useTranslation('restaurant');
  const { summary } = report;
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('reports.comparedWith', { from: report.previous.from, to: report.previous.to })}
      </Text>
      <Comparison report={report} />
      <SimpleGrid cols={{ base: 2, sm: 6 }} spacing="sm">
        <Fact label={t('reports.netSales')} value={formatCop(summary.net_sales)} />
        <Fact label={t('reports.inc')} value={formatCop(summary.inc)} />
        <Fact label={t('reports.courtesies')} value={formatCop(summary.courtesies)} />
        <Fact label={t('reports.voids')} value={formatCop(summary.voids)} />
        <Fact label={t('reports.cancellations')} value={formatCop(summary.cancellations)} />
        <Fact label={t('reports.refunds')} value={formatCop(summary.refunds)} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Bars
          title={t('reports.byMethod')}
          rows={report.by_method.map((row) => ({ key: row.method, label: t(`reports.methods.${row.method}`), value: row.amount }))}
          format={formatCop}
          labelWidth={96}
          color="teal.6"
        />
        <Bars
          title={t('reports.salesByWaiter')}
          rows={report.by_waiter.map((row) => ({ key: row.waiter_id, label: row.name, value: row.sales }))}
          format={formatCop}
          labelWidth={120}
          color="grape.6"
        />
        <Bars
          title={t('reports.topDishes')}
          rows={report.by_dish.slice(0, 10).map((row) => ({ key: `${row.dish_id}-${row.name}`, label: row.name, value: row.sales }))}
          format={formatCop}
          labelWidth={120}
          color="orange.6"
        />
        <Heatmap cells={report.heatmap} />
      </SimpleGrid>
      <WaitersTable rows={report.by_waiter} />
      <DishesTable rows={report.by_dish} />
      <ReasonsTable rows={report.reasons} />
    </Stack>
  );
}
