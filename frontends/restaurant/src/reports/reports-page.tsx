import { useState } from 'react';
import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SalesReport } from '@mb/contracts';
import { BranchFilter } from '../branches/index.js';
import { FeatureGate } from '../features/feature-gate.js';
import { DownloadButton } from '../invoicing/download-button.js';
import { LoadFailure } from '../layout/load-failure.js';
import { restaurantApi, restaurantQueryKey, useRestaurantSession } from '../session/index.js';
import { RangePicker } from './range-picker.js';
import { rangeFeature, rangePresets, reportPath, type ReportRange } from './report-range.js';
import { ReportView } from './report-view.js';
import './reports-translations.js';

/** What the report shows for a range the plan allows: loading, the server's refusal, nothing sold, or the figures. */
function ReportBody({ range, sede }: { range: ReportRange; sede: string }) {
  const { t } = useTranslation('restaurant');
  const report = useQuery({
    queryKey: [...restaurantQueryKey, 'reports', range.from, range.to, sede],
    queryFn: () => restaurantApi<{ data: SalesReport }>(reportPath(range, undefined, sede)).then((answer) => answer.data),
  });
  if (report.isPending)
    return (
      <Group gap="xs">
        <Loader size="sm" />
        <Text>{t('reports.loading')}</Text>
      </Group>
    );
  if (report.isError) return <LoadFailure error={report.error} onRetry={() => void report.refetch()} />;
  if (report.data.summary.checks === 0 && report.data.reasons.length === 0) return <Text c="dimmed">{t('reports.empty')}</Text>;
  return <ReportView report={report.data} />;
}

/**
 * /restaurant/panelControl/reportes (admins): the sales report of a range and its CSV and XLSX. A range longer than
 * the plan reads shows the feature locked, with the plan that unlocks it, instead of asking the server.
 */
export function ReportsPage() {
  const { t } = useTranslation('restaurant');
  const { hasFeature } = useRestaurantSession();
  const [range, setRange] = useState<ReportRange>(rangePresets[0].range);
  // '': every branch together (a Gold restaurant picks one in the sede selector).
  const [sede, setSede] = useState('');
  const needed = rangeFeature(range);
  const allowed = !needed || hasFeature(needed);
  const fileName = (format: string) => `reporte-ventas-${range.from}-a-${range.to}.${format}`;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('reports.title')}</Title>
        {allowed && (
          <Group gap="xs">
            <DownloadButton path={reportPath(range, 'csv', sede)} fileName={fileName('csv')} label={t('reports.exportCsv')} />
            <DownloadButton path={reportPath(range, 'xlsx', sede)} fileName={fileName('xlsx')} label={t('reports.exportXlsx')} />
          </Group>
        )}
      </Group>
      <Group align="flex-end">
        <RangePicker range={range} onChange={setRange} />
        <BranchFilter value={sede} onChange={setSede} />
      </Group>
      {allowed ? <ReportBody range={range} sede={sede} /> : <FeatureGate feature={needed}>{null}</FeatureGate>}
    </Stack>
  );
}
