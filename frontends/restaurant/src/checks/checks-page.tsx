import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useRoute } from 'wouter';
import { formatCop, formatDateTime } from '@mb/ui';
import { LoadingState } from '@mb/ui/states';
import { FeatureGate } from '../features/feature-gate.js';
import { LoadFailure } from '../layout/load-failure.js';
import { CheckScreen, checkPath } from './check-screen.js';
import { checkTitle } from './check-where.js';
import { useOpenChecks } from './checks-api.js';
import './checks-translations.js';

/** The open checks of the floor and takeaway, the newest first (as the service lists them); each opens its check. */
function OpenChecks() {
  const { t } = useTranslation('restaurant');
  const checks = useOpenChecks();
  return (
    <Stack gap="md">
      <Title order={1}>{t('checks.title')}</Title>
      {checks.isPending && <LoadingState text={t('checks.loading')} />}
      {checks.isError && <LoadFailure error={checks.error} onRetry={() => void checks.refetch()} />}
      {checks.data?.length === 0 && <Text c="dimmed">{t('checks.noOpenChecks')}</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {checks.data?.map((check) => (
          <Card key={check.id} withBorder radius="md" padding="sm" role="group" aria-label={checkTitle(check, t)}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700}>{checkTitle(check, t)}</Text>
              <Text fw={700}>{formatCop(check.bill.total)}</Text>
            </Group>
            <Text size="xs" c="dimmed" mb="xs">
              {t('checks.openedAt', { date: formatDateTime(check.opened_at) })}
            </Text>
            <Button component={Link} href={checkPath(check.id)} variant="light">
              {t('checks.viewCheck')}
            </Button>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** One check's address (the section's own is the list's). */
export const checkRoute = '/panelControl/cuentas/:id';

/** /restaurant/panelControl/cuentas and /cuentas/{id}: the open checks, or one check (every plan charges). */
export function ChecksPage() {
  const [, params] = useRoute<{ id: string }>(checkRoute);
  return (
    <FeatureGate feature="plataforma_multipagos">{params ? <CheckScreen key={params.id} id={params.id} /> : <OpenChecks />}</FeatureGate>
  );
}
