import { useState } from 'react';
import { Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BranchFilter } from '../branches/index.js';
import { FeatureGate } from '../features/feature-gate.js';
import { DownloadButton } from '../invoicing/download-button.js';
import { RangePicker } from '../reports/range-picker.js';
import { rangePresets, type ReportRange } from '../reports/report-range.js';
import '../reports/reports-translations.js';
import { ExpenseForm } from './expense-form.js';
import { ExpensesList } from './expenses-list.js';
import { statementPath } from './finance-api.js';
import { IncomeStatement } from './income-statement.js';
import './finance-translations.js';

/**
 * /restaurant/panelControl/finanzas (admins, Gold): expenses, the income statement and the cash flow of a range (the
 * reports' range picker: Gold reads up to 93 days), of one branch or all together, and their CSV and XLSX. An expense
 * is recorded in the branch the device works in. A lower plan sees the feature locked with
 * 'Plan Gold' and nothing is asked of the server.
 */
export function FinancePage() {
  const { t } = useTranslation('restaurant');
  const [range, setRange] = useState<ReportRange>(rangePresets[0].range);
  // '': every branch together (a Gold restaurant with several picks one in the sede selector).
  const [sede, setSede] = useState('');
  const scope = { range, sede };
  const fileName = (format: string) => `estado-resultados-${range.from}-a-${range.to}.${format}`;
  return (
    <Stack gap="md">
      <Title order={2}>{t('finance.title')}</Title>
      <FeatureGate feature="sistema_gestion_financiera">
        <Stack gap="lg">
          <Group justify="space-between" align="flex-end">
            <Group align="flex-end">
              <RangePicker range={range} onChange={setRange} />
              <BranchFilter value={sede} onChange={setSede} />
            </Group>
            <Group gap="xs">
              <DownloadButton path={statementPath(scope, 'csv')} fileName={fileName('csv')} label={t('finance.exportCsv')} />
              <DownloadButton path={statementPath(scope, 'xlsx')} fileName={fileName('xlsx')} label={t('finance.exportXlsx')} />
            </Group>
          </Group>
          <IncomeStatement scope={scope} />
          <ExpenseForm />
          <ExpensesList scope={scope} />
        </Stack>
      </FeatureGate>
    </Stack>
  );
}
