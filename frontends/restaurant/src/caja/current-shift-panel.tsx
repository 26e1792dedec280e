import { useState } from 'react';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CashShift } from '@mb/contracts';
import { LoadingState } from '@mb/ui/states';
import { formatCop, formatDateTime } from '@mb/ui';
import { Fact } from '../layout/fact.js';
import { LoadFailure } from '../layout/load-failure.js';
import { useCurrentShift } from './caja-api.js';
import { CashMovementForm } from './cash-movement-form.js';
import { CloseShiftForm } from './close-shift-form.js';
import { OpenShiftForm } from './open-shift-form.js';
import { MovementsTable, ShiftReport } from './shift-report.js';
import './caja-translations.js';

/** The register now: 'Abrir caja' when closed (after a close, with its report above), else the open shift's work. */
export function CurrentShiftPanel() {
  const { t } = useTranslation('restaurant');
  const current = useCurrentShift();
  const [justClosed, setJustClosed] = useState<CashShift>();

  if (current.isPending) {
    return <LoadingState text={t('caja.loading')} />;
  }
  if (current.isError) return <LoadFailure error={current.error} onRetry={() => void current.refetch()} />;
  const shift = current.data;
  if (!shift) {
    return (
      <Stack gap="md">
        {justClosed && <ShiftReport shift={justClosed} />}
        <OpenShiftForm />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={3}>{t('caja.current.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('caja.current.since', { date: formatDateTime(shift.opened_at) })}
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Fact label={t('caja.current.float')} value={formatCop(shift.opening_float)} />
        <Fact label={t('caja.current.sales')} value={formatCop(shift.report.sales)} />
        <Fact label={t('caja.current.expected')} value={formatCop(shift.expected_cash)} />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="caja-movements-title">
        <Stack gap="sm">
          <Title order={3} size="h5" id="caja-movements-title">
            {t('caja.movements.title')}
          </Title>
          <CashMovementForm />
          {shift.movements.length === 0 ? <Text c="dimmed">{t('caja.movements.empty')}</Text> : <MovementsTable shift={shift} />}
        </Stack>
      </Paper>
      <CloseShiftForm key={shift.id} shift={shift} onClosed={setJustClosed} />
    </Stack>
  );
}
