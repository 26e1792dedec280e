import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@mb/contracts';
import { RenewalModal } from '../renewal/renewal-modal.js';
import { OpenAppButton } from '../restaurant-app/open-app-button.js';
import { ownAppFailure } from '../restaurant-app/open-failures.js';
import { RestaurantConfigModal } from '../restaurant-config/restaurant-config-modal.js';

/** The owner's restaurant subscription, active or in grace: open the app, manage its staff, renew to a higher plan. */
export function RestaurantActions({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation('account');
  const [dialog, setDialog] = useState<'config' | 'renewal' | null>(null);
  const close = () => setDialog(null);
  return (
    <Group gap="xs">
      <OpenAppButton subscriptionId={subscription.id} failureMessage={ownAppFailure} />
      <Button size="xs" variant="light" onClick={() => setDialog('config')}>
        {t('restaurantConfig.open')}
      </Button>
      <Button size="xs" variant="default" onClick={() => setDialog('renewal')}>
        {t('renewal.open')}
      </Button>
      <RestaurantConfigModal product={subscription.product_name} opened={dialog === 'config'} onClose={close} />
      <RenewalModal subscription={subscription} opened={dialog === 'renewal'} onClose={close} />
    </Group>
  );
}
