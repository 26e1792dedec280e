import { useState } from 'react';
import { Button, Modal, Stack } from '@mantine/core';
import { useIdle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DeviceSettings } from '@mb/contracts';
import { PinPad } from './pin-pad.js';
import { restaurantApi } from './restaurant-api.js';
import { restaurantKeys } from './restaurant-query-keys.js';
import { useRestaurantSession } from './restaurant-session-context.js';

// setTimeout's longest wait: a device of a restaurant without an idle lock never locks.
const never = 2 ** 31 - 1;

/**
 * Locks the device after the restaurant's idle minutes (GET /restaurant/personal/ajustes, 0: never): the screen hides
 * behind a PIN pad until someone enters their PIN, and carries on as that person. Without anyone's PIN the device
 * can still leave the restaurant (and be opened again from Mis Suscripciones), never stay stuck.
 */
export function IdleLock() {
  const { t } = useTranslation('restaurant');
  const { logout } = useRestaurantSession();
  const settings = useQuery({
    queryKey: restaurantKeys.deviceSettings,
    queryFn: async () => (await restaurantApi<{ success: true; data: DeviceSettings }>('/restaurant/personal/ajustes')).data,
  });
  const minutes = settings.data?.idle_lock_minutes ?? 0;
  const idle = useIdle(minutes > 0 ? minutes * 60_000 : never, { initialState: false });
  const [locked, setLocked] = useState(false);
  // Latched: moving the mouse over the lock screen does not open the device again, only a PIN does.
  if (idle && minutes > 0 && !locked) setLocked(true);
  return (
    <Modal
      opened={locked}
      onClose={() => {}}
      fullScreen
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={t('staff.lock.title')}
    >
      {locked && (
        <Stack gap="lg">
          <PinPad onSwitched={() => setLocked(false)} />
          <Button variant="subtle" onClick={logout}>
            {t('layout.logout')}
          </Button>
        </Stack>
      )}
    </Modal>
  );
}
