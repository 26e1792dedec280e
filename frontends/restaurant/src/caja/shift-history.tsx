import { useState } from 'react';
import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@mb/ui/states';
import { formatCop, formatDateTime } from '@mb/ui';
import { LoadFailure } from '../layout/load-failure.js';
import { useShiftHistory } from './caja-api.js';
import { DifferenceText } from './difference-text.js';
import { FiguresTable } from './figures-table.js';
import { ShiftReport } from './shift-report.js';
import './caja-translations.js';

/** Every shift of the restaurant, the newest first, each opening its closing report (restaurant administrators). */
export function ShiftHistory() {
  const { t } = useTranslation('restaurant');
  const history = useShiftHistory();
  const [chosenId, setChosenId] = useState<string>();
  const chosen = history.data?.find((shift) => shift.id === chosenId);

  if (history.isPending) {
    return <LoadingState text={t('caja.history.loading')} />;
  }
  if (history.isError) return <LoadFailure error={history.error} onRetry={() => void history.refetch()} />;
  if (chosen) {
    return (
      <Stack gap="sm">
        <Group>
          <Button variant="default" onClick={() => setChosenId(undefined)}>
            {t('caja.history.back')}
          </Button>
        </Group>
        <ShiftReport shift={chosen} />
      </Stack>
    );
  }
  if (history.data.length === 0) return <Text c="dimmed">{t('caja.history.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <FiguresTable
        label={t('caja.tabs.history')}
        head={{
          opened: t('caja.history.opened'),
          closed: t('caja.history.closed'),
          status: t('caja.history.status'),
          sales: t('caja.history.sales'),
          difference: t('caja.history.difference'),
          view: '',
        }}
        rows={history.data.map((shift) => ({
          key: shift.id,
          cells: {
            opened: formatDateTime(shift.opened_at),
            closed: shift.closed_at ? formatDateTime(shift.closed_at) : '—',
            status: (
              <Badge color={shift.status === 'abierta' ? 'green' : 'gray'} variant="light">
                {t(`caja.history.statuses.${shift.status}`)}
              </Badge>
            ),
            sales: formatCop(shift.report.sales),
            difference: shift.difference === null ? '—' : <DifferenceText difference={shift.difference} size="sm" />,
            view: (
              <Button
                size="xs"
                variant="light"
                aria-label={t('caja.history.viewOf', { date: formatDateTime(shift.opened_at) })}
                onClick={() => setChosenId(shift.id)}
                data-testid={`caja-history-view-${shift.id}`}
              >
                {t('caja.history.view')}
              </Button>
            ),
          },
        }))}
      />
    </Table.ScrollContainer>
  );
}
