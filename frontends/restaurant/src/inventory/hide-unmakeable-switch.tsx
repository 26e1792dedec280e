import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../menu/notify.js';
import { useInventorySettings, useSaveInventorySettings } from './inventory-api.js';

/**
 * 'Ocultar platos sin insumos': when on, a dish whose supplies no longer cover one portion leaves the waiters' menu on
 * its own and comes back when the stock does (the service decides, with each stock move).
 */
export function HideUnmakeableSwitch() {
  const { t } = useTranslation('restaurant');
  const settings = useInventorySettings();
  const save = useSaveInventorySettings();
  return (
    <Switch
      label={t('inventory.settings.hideUnmakeable')}
      description={t('inventory.settings.hideUnmakeableHint')}
      checked={settings.data?.hide_unmakeable ?? false}
      disabled={!settings.data || save.isPending}
      onChange={(event) => save.mutate({ hide_unmakeable: event.currentTarget.checked }, { onError: notifyFailure })}
    />
  );
}
