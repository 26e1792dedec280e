import { Anchor, CopyButton, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@mb/ui/states';
import { FeatureGate } from '../features/feature-gate.js';
import { LoadFailure } from '../layout/load-failure.js';
import { notifyFailure } from '../menu/notify.js';
import { useRestaurantSession } from '../session/index.js';
import { useQrMenuSettings, useSetTableOrdering } from './qr-menu-api.js';
import { QrSheet } from './qr-sheet.js';
import { TableOrdersPanel } from './table-orders-panel.js';
import './qr-menu-translations.js';

/** The public link, 'Permitir pedidos desde la mesa' and the sheet of QR codes: the administrator's part. */
function QrMenuSettingsPanel() {
  const { t } = useTranslation('restaurant');
  const settings = useQrMenuSettings(true);
  const ordering = useSetTableOrdering();
  if (settings.isPending) return <LoadingState text={t('qrMenu.loading')} />;
  if (settings.isError) return <LoadFailure error={settings.error} onRetry={() => void settings.refetch()} />;
  const origin = window.location.origin;
  const link = `${origin}${settings.data.path}`;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" data-print-hidden>
        <Stack gap="sm">
          <Text fw={600}>{t('qrMenu.link')}</Text>
          <Group gap="sm">
            <Anchor href={link} target="_blank" rel="noopener" data-testid="qr-menu-link">
              {link}
            </Anchor>
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy}>
                  {copied ? t('qrMenu.copied') : t('qrMenu.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Switch
            label={t('qrMenu.allowOrdering')}
            description={t('qrMenu.allowOrderingHint')}
            checked={settings.data.ordering_enabled}
            disabled={ordering.isPending}
            onChange={(event) => ordering.mutate(event.currentTarget.checked, { onError: notifyFailure })}
          />
        </Stack>
      </Paper>
      <QrSheet settings={settings.data} origin={origin} />
    </Stack>
  );
}

/**
 * /restaurant/panelControl/menu-qr (`menu_rapido`, Pro and Gold): the diners' orders from the table waiting for the
 * staff and, for administrators, the public menu's link, whether diners may order, and the printable QR codes.
 */
export function QrMenuPage() {
  const { t } = useTranslation('restaurant');
  const { can } = useRestaurantSession();
  return (
    <Stack gap="md">
      <Title order={1}>{t('qrMenu.title')}</Title>
      <FeatureGate feature="menu_rapido">
        <Text size="sm" data-print-hidden>
          {t('qrMenu.intro')}
        </Text>
        <TableOrdersPanel />
        {can('manage') && <QrMenuSettingsPanel />}
      </FeatureGate>
    </Stack>
  );
}
