import { Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnalyticsEventView } from '@mb/contracts';
import { formatDateTime } from '@mb/ui';

/** The newest events (spec 2 §2.9): date, type, URL, referrer, IP (truncated by the server) and country. */
export function RecentEvents({ events, countryName }: { events: AnalyticsEventView[]; countryName: (code: string | null) => string }) {
  const { t } = useTranslation('admin');
  return (
    <Paper withBorder p="md" radius="md">
      <Text fw={600} mb="sm">
        {t('analytics.events.title')}
      </Text>
      <Table.ScrollContainer minWidth={800}>
        <Table aria-label={t('analytics.events.title')} striped>
          <Table.Thead>
            <Table.Tr>
              {(['date', 'type', 'url', 'referrer', 'ip', 'country'] as const).map((column) => (
                <Table.Th key={column}>{t(`analytics.events.${column}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.map((event) => (
              <Table.Tr key={event.id}>
                <Table.Td>{formatDateTime(event.createdAt)}</Table.Td>
                <Table.Td>
                  {event.event_type === 'click' ? `${t('analytics.events.click')}: ${event.name ?? ''}` : t('analytics.events.pageview')}
                </Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{event.url || event.path}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{event.referrer || t('analytics.direct')}</Table.Td>
                <Table.Td>{event.ip ?? '—'}</Table.Td>
                <Table.Td>{countryName(event.country)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {events.length === 0 && (
        <Text c="dimmed" size="sm" ta="center" py="sm">
          {t('analytics.events.empty')}
        </Text>
      )}
    </Paper>
  );
}
