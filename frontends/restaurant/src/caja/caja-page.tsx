import { Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRestaurantSession } from '../session/index.js';
import { CajaSettings } from './caja-settings-form.js';
import { CurrentShiftPanel } from './current-shift-panel.js';
import { ShiftHistory } from './shift-history.js';
import './caja-translations.js';

/**
 * /restaurant/panelControl/caja, every plan: the cash register's shift for anyone on the staff; its history and the
 * billing settings for restaurant administrators (the server refuses them to anyone else too).
 */
export function CajaPage() {
  const { t } = useTranslation('restaurant');
  const { isAdmin } = useRestaurantSession();
  const tabs = isAdmin ? (['shift', 'history', 'settings'] as const) : (['shift'] as const);
  return (
    <Stack gap="md">
      <Title order={1}>{t('caja.title')}</Title>
      <Tabs defaultValue="shift" keepMounted={false}>
        {tabs.length > 1 && (
          <Tabs.List mb="md">
            {tabs.map((tab) => (
              <Tabs.Tab key={tab} value={tab} data-testid={`caja-tab-${tab}`}>
                {t(`caja.tabs.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        )}
        <Tabs.Panel value="shift">
          <CurrentShiftPanel />
        </Tabs.Panel>
        {isAdmin && (
          <>
            <Tabs.Panel value="history">
              <ShiftHistory />
            </Tabs.Panel>
            <Tabs.Panel value="settings">
              <CajaSettings />
            </Tabs.Panel>
          </>
        )}
      </Tabs>
    </Stack>
  );
}
