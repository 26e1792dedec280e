import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnalyticsEventView, AnalyticsSummary } from '@mb/contracts';
import { ApiError } from '@mb/ui';
import { FailureAlert, LoadingState } from '@mb/ui/states';
import { AdminScreen } from '../admin-screen.js';
import { AccessDenied } from '../payments/access-denied.js';
import './analytics-translations.js';
import { PageviewsChart } from './pageviews-chart.js';
import { RankedList } from './ranked-list.js';
import { RecentEvents } from './recent-events.js';
import { lastThirtyDays, useAnalyticsSummary, useRecentEvents, type Period } from './use-analytics.js';

const regionNames = new Intl.DisplayNames(['es'], { type: 'region' });

/** /admin/analitica (spec 2 §2.9): a period's traffic and consents, its pages per day against the period before, and the latest events. */
export function AnalyticsPage() {
  const { t } = useTranslation('admin');
  const [period, setPeriod] = useState<Period>(lastThirtyDays);
  const summary = useAnalyticsSummary(period);
  const events = useRecentEvents();
  const failed = summary.error ?? events.error;

  if (failed instanceof ApiError && failed.status === 403) return <AccessDenied />;
  const refresh = () => void Promise.all([summary.refetch(), events.refetch()]);
  const setDay = (field: keyof Period) => (value: string) => value && setPeriod((current) => ({ ...current, [field]: value }));
  const countryName = (code: string | null) => (code ? `${regionNames.of(code) ?? code} (${code})` : t('analytics.unknownCountry'));

  return (
    <AdminScreen title={t('analytics.title')} backLabel={t('analytics.back')}>
      <Group align="end">
        <TextInput
          type="date"
          label={t('analytics.from')}
          value={period.from}
          max={period.to}
          onChange={(event) => setDay('from')(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('analytics.to')}
          value={period.to}
          min={period.from}
          onChange={(event) => setDay('to')(event.currentTarget.value)}
        />
        <Button onClick={refresh} loading={summary.isFetching || events.isFetching}>
          {t('analytics.refresh')}
        </Button>
      </Group>
      {failed ? (
        <FailureAlert
          message={failed instanceof ApiError && failed.fromServer ? failed.message : t('analytics.loadFailed')}
          retryLabel={t('analytics.retry')}
          retrying={summary.isFetching || events.isFetching}
          onRetry={refresh}
        />
      ) : summary.data && events.data ? (
        <Dashboard summary={summary.data} events={events.data} countryName={countryName} />
      ) : (
        <LoadingState text={t('analytics.loading')} />
      )}
    </AdminScreen>
  );
}

function Dashboard({
  summary,
  events,
  countryName,
}: {
  summary: AnalyticsSummary;
  events: AnalyticsEventView[];
  countryName: (code: string | null) => string;
}) {
  const { t } = useTranslation('admin');
  const consents = (status: string) => summary.consents.find((row) => row.status === status)?.count ?? 0;
  const cards: Array<[string, number]> = [
    [t('analytics.cards.pageviews'), summary.totals.total_pageviews],
    [t('analytics.cards.sessions'), summary.totals.unique_sessions],
    [t('analytics.cards.accepted'), consents('accepted')],
    [t('analytics.cards.rejected'), consents('rejected')],
  ];
  const utmLabel = (row: AnalyticsSummary['utm'][number]) =>
    row.source || row.medium || row.campaign
      ? [row.source, row.medium, row.campaign].map((part) => part || '—').join(' / ')
      : t('analytics.noUtm');
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        {cards.map(([label, value]) => (
          <Paper key={label} withBorder p="md" radius="md" role="group" aria-label={label}>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fz={28} fw={700}>
              {value.toLocaleString('es-CO')}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <PageviewsChart summary={summary} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <RankedList title={t('analytics.lists.pages')} rows={summary.top_paths.map((row) => ({ label: row.path, count: row.count }))} />
        <RankedList
          title={t('analytics.lists.referrers')}
          rows={summary.top_referrers.map((row) => ({ label: row.referrer || t('analytics.direct'), count: row.count }))}
        />
        <RankedList title={t('analytics.lists.utm')} rows={summary.utm.map((row) => ({ label: utmLabel(row), count: row.count }))} />
        <RankedList
          title={t('analytics.lists.countries')}
          rows={summary.countries.map((row) => ({ label: countryName(row.country), count: row.count }))}
        />
      </SimpleGrid>
      <RecentEvents events={events} countryName={countryName} />
    </>
  );
}
